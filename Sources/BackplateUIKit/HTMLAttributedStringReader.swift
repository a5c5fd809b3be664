import Foundation
import BackplateCore
import CHTMLReader

/// HTML read into an attributed string as iOS's WebKit import reads it: libxml2 parses (with
/// recovery, no network); text runs get WebKit's default styles (Times New Roman 12 pt, black,
/// headings 2em to 0.67em bold, links blue 0/0/238 with `.link`), whitespace collapses, and
/// each block (paragraph, heading, list item, `<br>`) ends with a newline.
enum HTMLAttributedStringReader {
    /// The style of the text being read.
    private struct Style {
        var size: CGFloat = 12
        var bold = false
        var italic = false
        var monospaced = false
        var underline = false
        var strikethrough = false
        var color: UIColor?
        var link: URL?
    }

    /// The text read so far and the state whitespace collapsing needs.
    private final class Output {
        let text = NSMutableAttributedString()
        var atLineStart = true
        var pendingSpace = false
        var skippedImages = 0

        func append(_ string: String, _ style: Style) {
            text.append(NSAttributedString(string: string, attributes: HTMLAttributedStringReader.attributes(style)))
        }
        func endLine(_ style: Style) {
            pendingSpace = false
            append("\n", style)
            atLineStart = true
        }
        func endBlock(_ style: Style) {
            if !atLineStart { endLine(style) }
            pendingSpace = false
        }
    }

    static func read(_ data: Data, encoding: String.Encoding?) -> NSAttributedString {
        // No encoding given and no charset declared: Latin-1, as WebKit reads such bytes.
        let declared = String(decoding: data.prefix(2048), as: UTF8.self).range(of: "charset", options: .caseInsensitive) != nil
        let charset: String? = switch encoding {
        case .utf8?: "UTF-8"
        case .utf16?: "UTF-16"
        case .isoLatin1?, .windowsCP1252?: "ISO-8859-1"
        case .ascii?: "US-ASCII"
        case nil: declared ? nil : "ISO-8859-1"
        default: nil
        }
        let document = data.withUnsafeBytes { bytes in
            bp_html_parse(bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(clamping: bytes.count), charset)
        }
        guard let document else { return NSAttributedString() }
        defer { bp_html_free(document) }
        let output = Output()
        var node = bp_html_first_node(document)
        while let current = node {
            walk(current, Style(), output, listDepth: 0)
            node = bp_html_next(current)
        }
        if output.skippedImages > 0 {
            RuntimeWarning.emit("NSAttributedString HTML: \(output.skippedImages) <img> element\(output.skippedImages == 1 ? "" : "s") not loaded (no attachment is made)")
        }
        return output.text
    }

    private static let blocks: Set<String> = ["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote", "pre",
                                              "section", "article", "header", "footer", "nav", "aside", "table", "tr", "dl", "dt", "dd",
                                              "figure", "figcaption", "address", "hr", "main"]
    private static let skipped: Set<String> = ["head", "script", "style", "title", "noscript", "template"]
    private static let headingScales: [String: CGFloat] = ["h1": 2, "h2": 1.5, "h3": 1.17, "h4": 1, "h5": 0.83, "h6": 0.67]

    private static func name(of node: UnsafeMutableRawPointer) -> String {
        bp_html_name(node).map { String(cString: $0).lowercased() } ?? ""
    }

    private static func walk(_ node: UnsafeMutableRawPointer, _ inherited: Style, _ output: Output, listDepth: Int, ordinal: Int? = nil) {
        switch bp_html_kind(node) {
        case BPHTMLText:
            guard let content = bp_html_text(node) else { return }
            appendText(String(cString: content), inherited, output)
        case BPHTMLElement:
            let name = name(of: node)
            guard !skipped.contains(name) else { return }
            var style = inherited
            apply(element: name, node, to: &style)
            if name == "br" { output.endLine(style); return }
            if name == "img" { output.skippedImages += 1; return }
            let isBlock = blocks.contains(name)
            if isBlock { output.endBlock(style) }
            if name == "li" {
                let marker = ordinal.map { "\($0)." } ?? "•"
                output.append(String(repeating: "\t", count: max(listDepth, 1)) + marker + "\t", style)
                output.atLineStart = false
            }
            var child = bp_html_first_child(node)
            var index = 0
            while let current = child {
                let isItem = bp_html_kind(current) == BPHTMLElement && Self.name(of: current) == "li"
                if isItem { index += 1 }
                walk(current, style, output, listDepth: name == "ul" || name == "ol" ? listDepth + 1 : listDepth,
                     ordinal: isItem && name == "ol" ? index : nil)
                child = bp_html_next(current)
            }
            if isBlock { output.endBlock(style) }
        default:
            var child = bp_html_first_child(node)
            while let current = child {
                walk(current, inherited, output, listDepth: listDepth)
                child = bp_html_next(current)
            }
        }
    }

    /// Text with its whitespace collapsed: one space between words, none at a line's start.
    private static func appendText(_ raw: String, _ style: Style, _ output: Output) {
        var pieces: [String] = []
        var word = ""
        var sawSpace = false
        for character in raw {
            if character.isWhitespace {
                if !word.isEmpty { pieces.append(word); word = "" }
                sawSpace = true
                if pieces.isEmpty, output.atLineStart == false { output.pendingSpace = true }
            } else {
                if sawSpace, !pieces.isEmpty { pieces.append(" ") }
                sawSpace = false
                word.append(character)
            }
        }
        if !word.isEmpty { pieces.append(word) }
        guard !pieces.isEmpty else { return }
        var text = pieces.joined()
        if output.pendingSpace, !output.atLineStart { text = " " + text }
        output.append(text, style)
        output.atLineStart = false
        output.pendingSpace = sawSpace
    }

    /// What an element adds to the style: its own look, then its `style`, `color` and `href`.
    private static func apply(element name: String, _ node: UnsafeMutableRawPointer, to style: inout Style) {
        switch name {
        case "b", "strong", "th": style.bold = true
        case "i", "em", "cite", "var", "dfn": style.italic = true
        case "u", "ins": style.underline = true
        case "s", "strike", "del": style.strikethrough = true
        case "code", "tt", "kbd", "samp", "pre": style.monospaced = true; style.size = style.size * 13 / 12
        case "small": style.size *= 0.83
        case "big": style.size *= 1.2
        case "a":
            if let href = attribute("href", of: node), let url = URL(string: href) {
                style.link = url
                style.underline = true
                style.color = UIColor(red: 0, green: 0, blue: 238 / 255, alpha: 1)
            }
        default:
            if let scale = headingScales[name] {
                style.size = 12 * scale
                style.bold = true
            }
        }
        if let color = attribute("color", of: node).flatMap(cssColor) { style.color = color }
        if let css = attribute("style", of: node) { applyCSS(css, to: &style) }
    }

    private static func applyCSS(_ css: String, to style: inout Style) {
        for declaration in css.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard parts.count == 2 else { continue }
            let value = parts[1]
            switch parts[0] {
            case "color": if let color = cssColor(value) { style.color = color }
            case "font-weight": style.bold = value == "bold" || value == "bolder" || (Int(value) ?? 400) >= 600
            case "font-style": style.italic = value == "italic" || value == "oblique"
            case "text-decoration", "text-decoration-line":
                if value.contains("underline") { style.underline = true }
                if value.contains("line-through") { style.strikethrough = true }
                if value == "none" { style.underline = false; style.strikethrough = false }
            case "font-size":
                // CSS pixels are UIKit points; a CSS point is 4/3 of a pixel.
                let number = CGFloat(Double(value.trimmingCharacters(in: CharacterSet(charactersIn: "0123456789.").inverted)) ?? 0)
                if number > 0, number.isFinite {
                    if value.hasSuffix("pt") { style.size = number * 4 / 3 }
                    else if value.hasSuffix("em") || value.hasSuffix("rem") { style.size *= number }
                    else if value.hasSuffix("%") { style.size *= number / 100 }
                    else { style.size = number }
                    style.size = min(style.size, 1000)
                }
            default: break
            }
        }
    }

    /// `#rgb`, `#rrggbb`, `rgb(r, g, b)` or a basic CSS colour name.
    static func cssColor(_ value: String) -> UIColor? {
        let v = value.trimmingCharacters(in: .whitespaces).lowercased()
        if v.hasPrefix("#") {
            var hex = String(v.dropFirst())
            if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
            guard hex.count == 6, let n = UInt32(hex, radix: 16) else { return nil }
            return UIColor(red: CGFloat(n >> 16 & 0xFF) / 255, green: CGFloat(n >> 8 & 0xFF) / 255, blue: CGFloat(n & 0xFF) / 255, alpha: 1)
        }
        if v.hasPrefix("rgb") {
            let numbers = v.split { !"0123456789.".contains($0) }.compactMap { Double($0) }
            guard numbers.count >= 3 else { return nil }
            return UIColor(red: min(numbers[0], 255) / 255, green: min(numbers[1], 255) / 255, blue: min(numbers[2], 255) / 255,
                           alpha: numbers.count > 3 ? min(numbers[3], 1) : 1)
        }
        let named: [String: (CGFloat, CGFloat, CGFloat)] = [
            "black": (0, 0, 0), "white": (255, 255, 255), "red": (255, 0, 0), "green": (0, 128, 0), "blue": (0, 0, 255),
            "gray": (128, 128, 128), "grey": (128, 128, 128), "orange": (255, 165, 0), "purple": (128, 0, 128),
            "yellow": (255, 255, 0), "navy": (0, 0, 128), "teal": (0, 128, 128), "maroon": (128, 0, 0),
        ]
        return named[v].map { UIColor(red: $0.0 / 255, green: $0.1 / 255, blue: $0.2 / 255, alpha: 1) }
    }

    private static func attribute(_ name: String, of node: UnsafeMutableRawPointer) -> String? {
        guard let value = bp_html_attribute(node, name) else { return nil }
        defer { bp_html_free_string(value) }
        return String(cString: value)
    }

    /// The attributes WebKit gives a run: font, colour, kern 0 and a default paragraph style,
    /// plus its decorations and link.
    private static func attributes(_ style: Style) -> [NSAttributedString.Key: Any] {
        let face: String
        if style.monospaced {
            face = style.bold ? "Courier-Bold" : style.italic ? "Courier-Oblique" : "Courier"
        } else {
            face = style.bold ? (style.italic ? "TimesNewRomanPS-BoldItalicMT" : "TimesNewRomanPS-BoldMT")
                : style.italic ? "TimesNewRomanPS-ItalicMT" : "TimesNewRomanPSMT"
        }
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont(name: face, size: style.size) ?? .systemFont(ofSize: style.size),
            .foregroundColor: style.color ?? UIColor(red: 0, green: 0, blue: 0, alpha: 1),
            .kern: 0 as CGFloat,
            .paragraphStyle: NSParagraphStyle.default,
        ]
        if style.underline { attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue }
        if style.strikethrough { attributes[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
        if let link = style.link { attributes[.link] = link }
        return attributes
    }
}
