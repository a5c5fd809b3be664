import Testing
import Foundation
import SwiftUI
import UIKit
import BackplateTestSupport

/// HTML in the form recipe and news apps import it: `NSAttributedString(data:options:
/// documentAttributes:)` with `.html`, then `AttributedString(_:including: \.uiKit)` for `Text`.
private func html(_ source: String, encoding: String.Encoding? = .utf8) throws -> NSAttributedString {
    var options: [NSAttributedString.DocumentReadingOptionKey: Any] = [.documentType: NSAttributedString.DocumentType.html]
    if let encoding { options[.characterEncoding] = encoding.rawValue }
    return try NSAttributedString(data: Data(source.utf8), options: options, documentAttributes: nil)
}

private func font(_ text: NSAttributedString, at index: Int) -> UIFont? {
    text.attribute(.font, at: index, effectiveRange: nil) as? UIFont
}

@MainActor @Suite struct HTMLAttributedStringTests {
    @Test func paragraphsEndWithANewlineInWebKitsDefaultFont() throws {
        let text = try html("<p>Hello <b>world</b></p><p>Second &amp; last</p>")
        #expect(text.string == "Hello world\nSecond & last\n")
        #expect(font(text, at: 0)?.fontName == "TimesNewRomanPSMT")
        #expect(font(text, at: 0)?.pointSize == 12)
        #expect(font(text, at: 6)?.fontName == "TimesNewRomanPS-BoldMT")
        #expect(text.attribute(.kern, at: 0, effectiveRange: nil) as? CGFloat == 0)
    }

    @Test func headingsListsAndLinksTakeWebKitsStyles() throws {
        let text = try html("<h1>Pasta</h1><ul><li>flour</li><li>eggs</li></ul><ol><li>mix</li></ol><p>See <a href=\"https://example.com/r\">the recipe</a>.</p>")
        #expect(text.string == "Pasta\n\t•\tflour\n\t•\teggs\n\t1.\tmix\nSee the recipe.\n")
        #expect(font(text, at: 0)?.pointSize == 24)
        #expect(font(text, at: 0)?.fontName == "TimesNewRomanPS-BoldMT")
        let linkIndex = (text.string as NSString).range(of: "the recipe").location
        #expect(text.attribute(.link, at: linkIndex, effectiveRange: nil) as? URL == URL(string: "https://example.com/r"))
        #expect(text.attribute(.underlineStyle, at: linkIndex, effectiveRange: nil) as? Int == NSUnderlineStyle.single.rawValue)
    }

    @Test func inlineStylesColoursAndSizesAreRead() throws {
        let text = try html("<span style=\"color: #ff0000; font-size: 20px\">red</span> <i>slanted</i> <font color=\"blue\">blue</font>")
        #expect(text.string == "red slanted blue")
        let red = try #require(text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor)
        #expect(red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(font(text, at: 0)?.pointSize == 20)
        #expect(font(text, at: 4)?.fontName == "TimesNewRomanPS-ItalicMT")
        #expect(text.attribute(.foregroundColor, at: 12, effectiveRange: nil) as? UIColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
    }

    @Test func theEncodingDefaultsToLatin1AsWebKitsDoes() throws {
        #expect(try html("<p>café</p>").string == "café\n")
        #expect(try html("<p>café</p>", encoding: nil).string == "cafÃ©\n")
        #expect(try html("<meta charset=\"utf-8\"><p>café</p>", encoding: nil).string == "café\n")
    }

    @Test func theDocumentAttributesNameTheFormat() throws {
        var attributes: NSDictionary?
        _ = try NSAttributedString(data: Data("<b>x</b>".utf8), options: [:], documentAttributes: &attributes)
        #expect(attributes?["DocumentType"] as? String == NSAttributedString.DocumentType.html.rawValue)
        let plain = try NSAttributedString(data: Data("just text".utf8), options: [.documentType: NSAttributedString.DocumentType.plain],
                                           documentAttributes: nil)
        #expect(plain.string == "just text")
        #expect(throws: (any Error).self) {
            try NSAttributedString(data: Data("{\\rtf1 hi}".utf8), options: [:], documentAttributes: nil)
        }
    }

    @Test func attributedStringsConvertByScope() throws {
        let text = try html("<p>Read <a href=\"https://example.com\">more</a></p>")
        let converted = try AttributedString(text, including: \.uiKit)
        #expect(String(converted.characters) == "Read more\n")
        let more = try #require(converted.range(of: "more"))
        #expect(converted[more].link == URL(string: "https://example.com"))
        #expect(converted[more].uiKit.font?.fontName == "TimesNewRomanPSMT")
        let foundationOnly = try AttributedString(text, including: \.foundation)
        #expect(foundationOnly.runs.allSatisfy { $0[AttributeScopes.UIKitAttributes.FontAttribute.self] == nil })
        let back = NSAttributedString(converted)
        #expect(back.string == "Read more\n")
        #expect(back.attribute(.link, at: 5, effectiveRange: nil) as? URL == URL(string: "https://example.com"))
        #expect((back.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 12)
    }

    @Test func everyUIKitAttributeMovesBothWays() throws {
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let source = NSAttributedString(string: "Pesto", attributes: [
            .foregroundColor: red, .backgroundColor: red, .underlineColor: red, .strikethroughColor: red,
            .kern: 2 as CGFloat, .tracking: 1.5 as CGFloat, .baselineOffset: 3 as CGFloat,
            .underlineStyle: NSUnderlineStyle.single.rawValue, .strikethroughStyle: NSUnderlineStyle.thick.rawValue,
        ])
        let converted = try AttributedString(source, including: \.uiKit)
        let run = try #require(converted.runs.first)
        #expect(run.uiKit.foregroundColor == red && run.uiKit.backgroundColor == red)
        #expect(run.uiKit.underlineColor == red && run.uiKit.strikethroughColor == red)
        #expect(run.uiKit.kern == 2 && run.uiKit.tracking == 1.5 && run.uiKit.baselineOffset == 3)
        #expect(run.uiKit.underlineStyle == .single && run.uiKit.strikethroughStyle == .thick)
        let back = NSAttributedString(converted)
        #expect(back.attribute(.kern, at: 0, effectiveRange: nil) as? CGFloat == 2)
        #expect(back.attribute(.underlineStyle, at: 0, effectiveRange: nil) as? Int == NSUnderlineStyle.single.rawValue)
        #expect(back.attribute(.strikethroughColor, at: 0, effectiveRange: nil) as? UIColor == red)
    }

    @Test func textDrawsTheConvertedCharacters() throws {
        let converted = try AttributedString(html("<p>Simmer for <b>ten</b> minutes</p>"), including: \.uiKit)
        let texts = phoneTexts(Text(converted)).map(\.0).joined()
        #expect(texts.contains("Simmer for ten minutes"))
    }
}
