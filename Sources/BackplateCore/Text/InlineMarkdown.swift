import Foundation

/// The inline Markdown SwiftUI parses in `Text` string literals (`LocalizedStringKey`, iOS 15+):
/// `**strong**`/`__strong__`, `*emphasis*`/`_emphasis_`, `` `code` ``, `~~strikethrough~~`,
/// `[link](url)`, Apple's `^[text](attributes)` extension (`inflect: true` agrees an English noun
/// with the number before it) and backslash escapes. Block syntax (headings, lists) is shown as typed, as
/// SwiftUI's inline-only parsing does. Emphasis follows CommonMark's delimiter-run rules
/// (left/right-flanking runs, the rule of three), simplified to what inline text needs.
enum InlineMarkdown {
    /// A run of characters with the styles Markdown gave it.
    struct Segment: Equatable {
        var text: String
        var strong = false
        var emphasis = false
        var code = false
        var strikethrough = false
        var link: String?
    }

    /// Parses `source` into styled segments (adjacent segments with equal styles are merged).
    /// `^[text](…)` keeps its text when `extendedAttributes` (inflected when `inflects`, as
    /// `Text` does; `placeholderNumbers` are the numbers interpolated at each formatted-value
    /// placeholder), else stays as typed.
    static func parse(_ source: String, extendedAttributes: Bool = true, inflects: Bool = true,
                      placeholderNumbers: [Double?] = []) -> [Segment] {
        var nodes = tokenize(Array(source), extendedAttributes: extendedAttributes, inflects: inflects,
                             placeholderNumbers: placeholderNumbers)
        resolveEmphasis(&nodes)
        var out: [Segment] = []
        flatten(nodes, style: Segment(text: ""), into: &out)
        return out
    }

    /// Whether parsing can change anything (fast path for plain strings).
    static func mayContainMarkup(_ s: String) -> Bool {
        s.contains { "*_`~[\\".contains($0) }
    }

    // MARK: Tokens

    private indirect enum Node {
        case text(String)
        case code(String)
        case delimiter(Delimiter)
        case styled(Style, [Node])
        case link(String, [Node])
    }

    private enum Style { case strong, emphasis, strike }

    private struct Delimiter {
        var char: Character
        var count: Int
        let originalCount: Int
        let canOpen: Bool
        let canClose: Bool
    }

    private static func isPunctuation(_ c: Character?) -> Bool {
        guard let c else { return false }
        return c.isPunctuation || c.isSymbol
    }

    private static func isSpace(_ c: Character?) -> Bool {
        guard let c else { return true }   // start and end of text count as whitespace
        return c.isWhitespace
    }

    private static func tokenize(_ chars: [Character], extendedAttributes: Bool = true, inflects: Bool = true,
                                 placeholderNumbers: [Double?] = []) -> [Node] {
        var nodes: [Node] = []
        var text = ""
        func flush() {
            if !text.isEmpty { nodes.append(.text(text)); text = "" }
        }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "\\", i + 1 < chars.count, chars[i + 1].isASCII, isPunctuation(chars[i + 1]) {
                text.append(chars[i + 1]); i += 2; continue
            }
            if c == "`" {
                var n = 0
                while i + n < chars.count, chars[i + n] == "`" { n += 1 }
                if let close = findBacktickRun(chars, from: i + n, length: n) {
                    var body = String(chars[(i + n)..<close])
                    if body.count >= 2, body.first == " ", body.last == " ", body.contains(where: { $0 != " " }) {
                        body = String(body.dropFirst().dropLast())
                    }
                    flush(); nodes.append(.code(body)); i = close + n; continue
                }
                text.append(String(repeating: "`", count: n)); i += n; continue
            }
            if extendedAttributes, c == "^", i + 1 < chars.count, chars[i + 1] == "[",
               let (label, attributes, end) = parseLink(chars, at: i + 1, allowsSpaces: true) {
                flush()
                let inflect = inflects && attributes.replacingOccurrences(of: " ", with: "").contains("inflect:true")
                let placeholderIndex = chars[..<i].lazy.filter { $0 == EnvironmentFormattedString.placeholder }.count
                let number = placeholderIndex < placeholderNumbers.count ? placeholderNumbers[placeholderIndex] : nil
                var inner = tokenize(Array(inflect ? MarkdownInflection.inflect(label, placeholderNumber: number) : label))
                resolveEmphasis(&inner)
                nodes.append(contentsOf: inner); i = end; continue
            }
            if c == "[", let (label, url, end) = parseLink(chars, at: i) {
                flush()
                var inner = tokenize(Array(label))
                resolveEmphasis(&inner)
                nodes.append(.link(url, inner)); i = end; continue
            }
            if c == "*" || c == "_" || c == "~" {
                var n = 0
                while i + n < chars.count, chars[i + n] == c { n += 1 }
                let before: Character? = i > 0 ? chars[i - 1] : nil
                let after: Character? = i + n < chars.count ? chars[i + n] : nil
                let left = !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before))
                let right = !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after))
                let canOpen: Bool, canClose: Bool
                if c == "_" {
                    canOpen = left && (!right || isPunctuation(before))
                    canClose = right && (!left || isPunctuation(after))
                } else {
                    canOpen = left
                    canClose = right
                }
                if c == "~" && n != 2 { text.append(String(repeating: "~", count: n)); i += n; continue }
                flush()
                nodes.append(.delimiter(Delimiter(char: c, count: n, originalCount: n, canOpen: canOpen, canClose: canClose)))
                i += n; continue
            }
            text.append(c); i += 1
        }
        flush()
        return nodes
    }

    private static func findBacktickRun(_ chars: [Character], from start: Int, length: Int) -> Int? {
        var j = start
        while j < chars.count {
            if chars[j] == "`" {
                var n = 0
                while j + n < chars.count, chars[j + n] == "`" { n += 1 }
                if n == length { return j }
                j += n
            } else {
                j += 1
            }
        }
        return nil
    }

    /// `[label](destination)` starting at `i`: the label, the destination and the index after `)`.
    private static func parseLink(_ chars: [Character], at i: Int, allowsSpaces: Bool = false) -> (String, String, Int)? {
        var depth = 0, j = i
        while j < chars.count {
            if chars[j] == "\\" { j += 2; continue }
            if chars[j] == "[" { depth += 1 }
            if chars[j] == "]" { depth -= 1; if depth == 0 { break } }
            j += 1
        }
        guard j + 1 < chars.count, chars[j] == "]", chars[j + 1] == "(" else { return nil }
        guard let close = chars[(j + 2)...].firstIndex(of: ")") else { return nil }
        let url = String(chars[(j + 2)..<close]).trimmingCharacters(in: .whitespaces)
        guard allowsSpaces || !url.contains(" ") else { return nil }
        return (String(chars[(i + 1)..<j]), url, close + 1)
    }

    // MARK: Emphasis (CommonMark "process emphasis", simplified)

    private static func resolveEmphasis(_ nodes: inout [Node]) {
        var closerIndex = 0
        while closerIndex < nodes.count {
            guard case .delimiter(var closer) = nodes[closerIndex], closer.canClose, closer.count > 0 else {
                closerIndex += 1; continue
            }
            var openerIndex: Int?
            var k = closerIndex - 1
            while k >= 0 {
                if case .delimiter(let opener) = nodes[k], opener.char == closer.char, opener.canOpen, opener.count > 0 {
                    let bothFlank = opener.canClose || closer.canOpen
                    let ruleOfThree = bothFlank && (opener.originalCount + closer.originalCount) % 3 == 0
                        && !(opener.originalCount % 3 == 0 && closer.originalCount % 3 == 0)
                    if !ruleOfThree && (closer.char != "~" || opener.count == closer.count) { openerIndex = k; break }
                }
                k -= 1
            }
            guard let oi = openerIndex, case .delimiter(var opener) = nodes[oi] else {
                closerIndex += 1; continue
            }
            let used = closer.char == "~" ? 2 : (opener.count >= 2 && closer.count >= 2 ? 2 : 1)
            let style: Style = closer.char == "~" ? .strike : (used == 2 ? .strong : .emphasis)
            opener.count -= used
            closer.count -= used
            let inner = Array(nodes[(oi + 1)..<closerIndex])
            var replacement: [Node] = []
            if opener.count > 0 { replacement.append(.delimiter(opener)) }
            replacement.append(.styled(style, inner))
            if closer.count > 0 { replacement.append(.delimiter(closer)) }
            nodes.replaceSubrange(oi...closerIndex, with: replacement)
            closerIndex = oi + replacement.count - (closer.count > 0 ? 1 : 0)
        }
    }

    private static func flatten(_ nodes: [Node], style: Segment, into out: inout [Segment]) {
        func append(_ text: String, _ s: Segment) {
            guard !text.isEmpty else { return }
            var seg = s
            seg.text = text
            if var last = out.last, last.strong == seg.strong, last.emphasis == seg.emphasis, last.code == seg.code,
               last.strikethrough == seg.strikethrough, last.link == seg.link {
                last.text += text
                out[out.count - 1] = last
            } else {
                out.append(seg)
            }
        }
        for node in nodes {
            switch node {
            case .text(let t): append(t, style)
            case .code(let t):
                var s = style; s.code = true
                append(t, s)
            case .delimiter(let d): append(String(repeating: d.char, count: d.count), style)
            case .styled(let kind, let inner):
                var s = style
                switch kind {
                case .strong: s.strong = true
                case .emphasis: s.emphasis = true
                case .strike: s.strikethrough = true
                }
                flatten(inner, style: s, into: &out)
            case .link(let url, let inner):
                var s = style; s.link = url
                flatten(inner, style: s, into: &out)
            }
        }
    }
}


/// Automatic grammar agreement for `^[…](inflect: true)` in a `Text` key, as Foundation does
/// for English: the last word of the text agrees with the number that starts it ("3 night" →
/// "3 nights", "1 nights" → "1 night"). Other text is left as written.
enum MarkdownInflection {
    /// Irregular English plurals by their singular.
    private static let irregular: [String: String] = [
        "person": "people", "child": "children", "man": "men", "woman": "women",
        "foot": "feet", "tooth": "teeth", "mouse": "mice", "goose": "geese",
    ]

    /// `text` with its last word singular when it starts with the number 1, plural after any
    /// other number (Markdown escapes and grouping commas allowed, or an interpolated number's
    /// placeholder, whose value is `placeholderNumber`); else unchanged.
    static func inflect(_ text: String, placeholderNumber: Double? = nil) -> String {
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let first = words.first ?? ""
        let written = first == String(EnvironmentFormattedString.placeholder) ? placeholderNumber
            : Double(first.filter { $0 != "," && $0 != "\\" })
        guard words.count >= 2, let number = written,
              let last = words.last, last.first?.isLetter == true else { return text }
        words[words.count - 1] = number == 1 ? singular(last) : plural(last)
        return words.joined(separator: " ")
    }

    /// The English plural of a singular noun (an already plural one is kept).
    static func plural(_ word: String) -> String {
        let lower = word.lowercased()
        if let irregular = irregular[lower] { return matchingCase(irregular, of: word) }
        if irregular.values.contains(lower) { return word }
        if lower.hasSuffix("s") || lower.hasSuffix("x") || lower.hasSuffix("z") || lower.hasSuffix("ch") || lower.hasSuffix("sh") {
            return lower.hasSuffix("ss") || !lower.hasSuffix("s") ? word + "es" : word
        }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            return word.dropLast() + "ies"
        }
        return word + "s"
    }

    /// The English singular of a noun written in the plural (a singular one is kept).
    static func singular(_ word: String) -> String {
        let lower = word.lowercased()
        if let entry = irregular.first(where: { $0.value == lower }) { return matchingCase(entry.key, of: word) }
        if lower.hasSuffix("ies"), lower.count > 3 { return word.dropLast(3) + "y" }
        if lower.hasSuffix("sses") || lower.hasSuffix("xes") || lower.hasSuffix("ches") || lower.hasSuffix("shes") {
            return String(word.dropLast(2))
        }
        if lower.hasSuffix("s"), !lower.hasSuffix("ss") { return String(word.dropLast()) }
        return word
    }

    private static func matchingCase(_ word: String, of original: String) -> String {
        original.first?.isUppercase == true ? word.prefix(1).uppercased() + word.dropFirst() : word
    }
}
