import Foundation
import BackplateCore

/// UIKit's attributed text as SwiftUI's `Text`: each run in its `.font` and `.foregroundColor`
/// (else the view's font and colour), underlined, struck through, kerned and raised as its
/// attributes say. Background colours and paragraph styles are not drawn: a runtime warning
/// names them.
enum UIKitAttributedText {
    static func text(_ attributed: NSAttributedString, font: UIFont, color: UIColor) -> Text {
        let string = attributed.string as NSString
        var result = Text(verbatim: "")
        var undrawn: Set<String> = []
        attributed.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            if attributes[.backgroundColor] != nil { undrawn.insert("backgroundColor") }
            if attributes[.paragraphStyle] != nil { undrawn.insert("paragraphStyle") }
            var run = Text(verbatim: string.substring(with: range))
                .font(Font(attributes[.font] as? UIFont ?? font))
                .foregroundColor(Color(uiColor: attributes[.foregroundColor] as? UIColor ?? color))
            if isSet(attributes[.underlineStyle]) { run = run.underline() }
            if isSet(attributes[.strikethroughStyle]) { run = run.strikethrough() }
            if let kern = number(attributes[.kern]) { run = run.kerning(kern) }
            if let offset = number(attributes[.baselineOffset]) { run = run.baselineOffset(offset) }
            result = result + run
        }
        if !undrawn.isEmpty {
            RuntimeWarning.emit("NSAttributedString: the \(undrawn.sorted().joined(separator: " and ")) attributes of \"\(attributed.string.prefix(40))\" "
                                + "are not drawn by Backplate's UIKit text")
        }
        return result
    }

    /// Whether a line style attribute draws a line (any style but none).
    private static func isSet(_ value: Any?) -> Bool {
        if let style = value as? NSUnderlineStyle { return style.rawValue != 0 }
        return (value as? Int).map { $0 != 0 } ?? (value as? NSNumber).map { $0.intValue != 0 } ?? false
    }

    private static func number(_ value: Any?) -> CGFloat? {
        if let value = value as? CGFloat { return value }
        if let value = value as? Double { return CGFloat(value) }
        if let value = value as? Int { return CGFloat(value) }
        return (value as? NSNumber).map { CGFloat($0.doubleValue) }
    }
}
