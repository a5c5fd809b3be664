import Testing
import Foundation
import SwiftUI
import UIKit
import BackplateTestSupport

/// An amount field as ExpenseTracker's add sheet writes it: a currency format style whose own
/// locale is the process's.
private struct AmountField: View {
    var body: some View {
        Form {
            TextField("Amount", value: .constant(12.5), format: .currency(code: "USD"))
        }
    }
}

/// unseen33: mealie's "paste a recipe link" banner (`detectedPatterns(for: [\.probableWebURL])`)
/// and ExpenseTracker's currency field, formatted in the environment's locale as `Text` is.
@MainActor @Suite struct UnseenAppsRound33Tests {
    @Test func thePasteboardDetectsWebAddressesSearchesAndNumbers() async throws {
        let board = UIPasteboard.withUniqueName()
        board.string = "  https://mealie.io/g/home/r/pasta  "
        #expect(try await board.detectedPatterns(for: [\.probableWebURL, \.probableWebSearch]) == [\.probableWebURL])
        #expect(try await board.detectedValues(for: [\.probableWebURL]).probableWebURL == "https://mealie.io/g/home/r/pasta")
        #expect(try await board.detectedPatterns(for: [.probableWebURL, .number]) == [.probableWebURL])
        board.string = "example.com/recipes"
        #expect(try await board.detectedPatterns(for: [.probableWebURL]) == [.probableWebURL])
        board.string = "chicken soup"
        #expect(try await board.detectedPatterns(for: [.probableWebURL, .probableWebSearch]) == [.probableWebSearch])
        board.string = "1,250.5"
        let values = try await board.detectedValues(for: [.number])
        #expect((values[.number] as? NSNumber)?.doubleValue == 1250.5)
        board.string = nil
        #expect(try await board.detectedPatterns(for: [.probableWebURL, .probableWebSearch, .number]).isEmpty)
    }

    @Test func theCompletionHandlerFormAnswersToo() async {
        let board = UIPasteboard.withUniqueName()
        board.url = URL(string: "https://example.org")
        let found = await withCheckedContinuation { continuation in
            board.detectPatterns(for: [.probableWebURL, .number]) { continuation.resume(returning: $0) }
        }
        #expect((try? found.get()) == [.probableWebURL])
    }

    @Test func aFormattedFieldUsesTheEnvironmentsLocale() {
        // Foundation on Linux would write "US$12.50" (its en_001 default); an en_US iPhone writes "$12.50".
        #expect(phoneTexts(AmountField()).map(\.0).contains("$12.50"))
        let german = phoneTexts(AmountField().environment(\.locale, Locale(identifier: "de_DE"))).map(\.0)
        #expect(german.contains { $0.hasPrefix("12,50") && $0.hasSuffix("$") })
    }

    @Test func anEmptyTextEditorIsOneLineTallWhenSizedToFit() {
        // Travel-diary's note editor in a scroll view: UITextView's empty height is its 8-point
        // insets and one line (20.3 points at body size on iOS), not the insets alone.
        let empty = ImageRenderer(content: TextEditor(text: .constant("")).fixedSize(horizontal: false, vertical: true).frame(width: 300))
        let height = empty.layout().size.height
        #expect(height > 36 && height < 39)
        let twoLines = ImageRenderer(content: TextEditor(text: .constant("one\ntwo")).fixedSize(horizontal: false, vertical: true).frame(width: 300))
        #expect(abs(twoLines.layout().size.height - (2 * height - 16)) <= 1)
    }
}
