import Testing
import Foundation
import UIKit
import SwiftUI

/// A notes app's people editor restyles its text view and puts the selection back, and its
/// expanding note field measures text with a paragraph style (unseen26).
@MainActor @Suite struct TextViewEditingGapsTests {
    @Test func theSelectionSurvivesRestylingAsATextRange() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.text = "Ada\nLikes tea, hates mornings"
        view.selectedRange = NSRange(location: 4, length: 5)
        let saved = try #require(view.selectedTextRange)
        #expect(view.offset(from: view.beginningOfDocument, to: saved.start) == 4)
        #expect(view.offset(from: saved.start, to: saved.end) == 5)
        #expect(!saved.isEmpty)
        view.attributedText = NSAttributedString(string: view.text)
        view.selectedRange = NSRange(location: 0, length: 0)
        view.selectedTextRange = saved
        #expect(view.selectedRange == NSRange(location: 4, length: 5))
        // 29 UTF-16 units to the end of the document, and nothing past it.
        #expect(view.offset(from: view.beginningOfDocument, to: view.endOfDocument) == 29)
        #expect(view.position(from: view.endOfDocument, offset: 1) == nil)
        let caret = try #require(view.textRange(from: view.endOfDocument, to: view.endOfDocument))
        #expect(caret.isEmpty)
    }

    @Test func aParagraphStyleCopiesAndComparesByItsSettings() throws {
        let style = NSMutableParagraphStyle()
        #expect(style.lineBreakMode == .byWordWrapping && style.alignment == .natural && style.lineSpacing == 0)
        #expect(style.isEqual(NSParagraphStyle.default))
        style.lineSpacing = 6
        style.alignment = .center
        let frozen = try #require(style.copy() as? NSParagraphStyle)
        #expect(!(frozen is NSMutableParagraphStyle))
        #expect(frozen.lineSpacing == 6 && frozen.alignment == .center)
        #expect(frozen.isEqual(style) && !frozen.isEqual(NSParagraphStyle.default))
        #expect(NSAttributedString.Key.paragraphStyle.rawValue == "NSParagraphStyle")
    }

    @Test func measuringWithAWordWrappingStyleMatchesNoStyle() {
        let wrapping = NSMutableParagraphStyle()
        wrapping.lineBreakMode = .byWordWrapping
        let font = UIFont.preferredFont(forTextStyle: .body)
        let text = "Remember to water the basil before the trip" as NSString
        let size = CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)
        let (styled, warnings) = RuntimeWarning.collecting {
            text.boundingRect(with: size, options: [.usesLineFragmentOrigin, .usesFontLeading],
                              attributes: [.font: font, .paragraphStyle: wrapping], context: nil)
        }
        let plain = text.boundingRect(with: size, options: [.usesLineFragmentOrigin], attributes: [.font: font], context: nil)
        #expect(styled == plain)
        #expect(!warnings.contains { $0.contains("NSParagraphStyle") || $0.contains("boundingRect") || $0.contains("paragraph") }, "\(warnings)")
        // Two lines of body text: SF Pro's line height twice.
        #expect(abs(styled.height - 2 * font.lineHeight) < 0.001)
    }

    @Test func aStyleThatWouldSpaceLinesWarns() {
        let spaced = NSMutableParagraphStyle()
        spaced.lineSpacing = 8
        let (_, warnings) = RuntimeWarning.collecting {
            ("Two\nlines" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 15), .paragraphStyle: spaced])
        }
        #expect(warnings.contains { $0.contains("NSParagraphStyle") && $0.contains("lineSpacing") })
    }
}

/// The people editor builds its styled text line by line into an empty attributed string.
@Suite struct EmptyAttributedStringTests {
    @Test func anEmptyMutableStringGrowsByAppending() {
        let styled = NSMutableAttributedString()
        #expect(styled.length == 0)
        for line in ["Ada\n", "Likes tea"] { styled.append(NSAttributedString(string: line)) }
        #expect(styled.string == "Ada\nLikes tea" && styled.length == 13)
        #expect(NSAttributedString().length == 0)
    }
}
