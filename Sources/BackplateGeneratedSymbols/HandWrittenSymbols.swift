/// The static members a target's own files declare in extensions of the types generated
/// symbols extend (`extension ColorResource { static let brand = ... }`, written while nothing
/// generated them on Linux): the generated file leaves those out rather than declare them twice.
package enum HandWrittenSymbols {
    /// The types whose extensions are read (module prefixes such as `SwiftUI.` are dropped).
    static let types: Set<String> = ["ColorResource", "ImageResource", "Color", "UIColor", "UIImage", "LocalizedStringResource", "ShapeStyle"]

    /// Static member names by extended type, in `sources`.
    package static func scan(_ sources: [String]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for source in sources where source.contains("extension") {
            let text = Array(source.utf8)
            var index = 0
            while let found = find(Array("extension ".utf8), in: text, from: index) {
                index = found + 10
                var cursor = index
                while cursor < text.count, text[cursor] == UInt8(ascii: " ") { cursor += 1 }
                var name: [UInt8] = []
                while cursor < text.count, isIdentifier(text[cursor]) || text[cursor] == UInt8(ascii: ".") {
                    name.append(text[cursor])
                    cursor += 1
                }
                let type = String(decoding: name, as: UTF8.self).split(separator: ".").last.map(String.init) ?? ""
                guard types.contains(type), let open = text[cursor...].firstIndex(of: UInt8(ascii: "{")) else { continue }
                let close = matchingBrace(text, open)
                let body = String(decoding: text[open..<close], as: UTF8.self)
                result[type, default: []].formUnion(staticNames(body))
                index = close
            }
        }
        return result
    }

    private static func staticNames(_ body: String) -> Set<String> {
        var names = Set<String>()
        let tokens = body.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "`") })
        for (i, token) in tokens.enumerated() where token == "static" && i + 2 < tokens.count {
            guard ["let", "var", "func"].contains(tokens[i + 1]) else { continue }
            names.insert(tokens[i + 2].replacingOccurrences(of: "`", with: ""))
        }
        return names
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
    }

    private static func find(_ needle: [UInt8], in text: [UInt8], from start: Int) -> Int? {
        guard needle.count <= text.count, start <= text.count - needle.count else { return nil }
        for i in start...(text.count - needle.count) where text[i] == needle[0] && text[i..<(i + needle.count)].elementsEqual(needle) {
            return i
        }
        return nil
    }

    /// The index after the brace closing the one at `open` (the end of `text` when unbalanced).
    private static func matchingBrace(_ text: [UInt8], _ open: Int) -> Int {
        var depth = 0
        for i in open..<text.count {
            if text[i] == UInt8(ascii: "{") { depth += 1 }
            if text[i] == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return i + 1 }
            }
        }
        return text.count
    }
}
