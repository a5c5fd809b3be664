import Foundation
import Testing
import BackplateTestSupport
@testable import BackplateCore

/// Initializers and modifiers the API coverage list found missing, each against the SwiftUI form
/// it is defined by: `TextField(_:value:formatter:prompt:)` shows the formatted value (or the
/// prompt), and `isDetailLink(_:)` changes nothing on an iPhone.
@Suite struct LongTailInitializerTests {
    private func texts<V: View>(_ view: V, width: CGFloat = 390) -> [String] {
        layout(view, proposal(width, nil)).displayList().drawnTexts.map(\.0)
    }

    @Test func formatterTextFieldShowsTheFormattedValueElseThePrompt() {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        // The field shows what the formatter writes, as a text field holding that string.
        let amount = Binding.constant(1234.5)
        let formatted = layout(TextField("Amount", value: amount, formatter: formatter, prompt: Text("Enter amount")),
                               proposal(390, nil)).displayList()
        #expect(formatted == layout(TextField("Amount", text: .constant("1,234.5"), prompt: Text("Enter amount")),
                                    proposal(390, nil)).displayList())
        #expect(texts(TextField("Amount", value: amount, formatter: formatter, prompt: nil)).contains("1,234.5"))
        // A value the formatter cannot write leaves the field empty: the prompt, else the title
        // or the label, is the placeholder.
        let unformattable = Binding.constant("twelve")
        let prompted = texts(TextField("Amount", value: unformattable, formatter: formatter, prompt: Text("Enter amount")))
        #expect(prompted.contains("Enter amount") && !prompted.contains("Amount"))
        #expect(texts(TextField(String("Amount"), value: unformattable, formatter: formatter, prompt: nil)).contains("Amount"))
        #expect(texts(TextField(value: unformattable, formatter: formatter) { Text("Label") }).contains("Label"))
    }

    @Test func detailLinkDrawsTheLinkUnchanged() {
        let link = NavigationLink("Settings") { Text("Detail") }
        #expect(layout(NavigationStack { link.isDetailLink(false) }, proposal(390, 200)).displayList()
            == layout(NavigationStack { link }, proposal(390, 200)).displayList())
    }
}
