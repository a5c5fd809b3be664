/// One printf-style placeholder of a localized string (`%lld`, `%2$@`, `%.1f`, `%(count)lld`), or a
/// substitution (`%#@apples@`), as String Catalogs write them.
package struct FormatSpecifier: Equatable, Sendable {
    /// The explicit argument number (`%2$@` → 2).
    package var position: Int?
    /// The argument label Xcode 26 takes from `%(label)lld`.
    package var label: String?
    /// The specifier as `String(format:)` reads it, without position or label (`%.1f`).
    package var format: String
    /// The conversion character (`d`, `f`, `@`...).
    package var conversion: Character
    /// The substitution's name for `%#@name@`.
    package var substitution: String?

    /// The Swift type of the argument: `Int` for `%d`/`%lld`, `UInt` for `%u`/`%x`, `Double` for
    /// `%lf`, `Float` for `%f` (C's sizes, as Xcode extracts `\(aDouble)` as `%lf` and
    /// `\(aFloat)` as `%f`; `%e`, `%g` and `%a` alike), `String` otherwise (`%@`).
    package var swiftType: String {
        switch conversion {
        case "d", "i", "D": return "Int"
        case "u", "U", "x", "X", "o", "O": return "UInt"
        case "f", "F", "e", "E", "g", "G", "a", "A": return format.contains("l") || format.contains("L") ? "Double" : "Float"
        default: return "String"
        }
    }

    /// A string cut into literal text and placeholders (`%%` is literal text `%`).
    package enum Segment: Equatable, Sendable {
        case text(String)
        case specifier(FormatSpecifier)
    }

    /// The segments of `string`.
    package static func segments(of string: String) -> [Segment] {
        var result: [Segment] = []
        var text = ""
        let characters = Array(string)
        var index = 0
        while index < characters.count {
            guard characters[index] == "%", index + 1 < characters.count else {
                text.append(characters[index])
                index += 1
                continue
            }
            if characters[index + 1] == "%" {
                text.append("%")
                index += 2
                continue
            }
            guard let (specifier, end) = parse(characters, from: index + 1) else {
                text.append(characters[index])
                index += 1
                continue
            }
            if !text.isEmpty { result.append(.text(text)) }
            text = ""
            result.append(.specifier(specifier))
            index = end
        }
        if !text.isEmpty { result.append(.text(text)) }
        return result
    }

    /// The placeholders of `string`, in order.
    package static func specifiers(in string: String) -> [FormatSpecifier] {
        segments(of: string).compactMap { if case .specifier(let s) = $0 { return s } else { return nil } }
    }

    /// `string` without its placeholders (`%%` kept as `%`).
    package static func removingSpecifiers(from string: String) -> String {
        segments(of: string).map { if case .text(let t) = $0 { return t } else { return " " } }.joined()
    }

    /// Reads a placeholder starting after its `%`; returns it and the index after it.
    private static func parse(_ c: [Character], from start: Int) -> (FormatSpecifier, Int)? {
        var i = start
        if c[i] == "#", i + 1 < c.count, c[i + 1] == "@" {
            guard let close = c[(i + 2)...].firstIndex(of: "@") else { return nil }
            let name = String(c[(i + 2)..<close])
            return (FormatSpecifier(format: "%@", conversion: "@", substitution: name), close + 1)
        }
        var position: Int?
        var digits = ""
        while i < c.count, c[i].isNumber { digits.append(c[i]); i += 1 }
        if i < c.count, c[i] == "$", let n = Int(digits) {
            position = n
            i += 1
        } else {
            i = start
        }
        var label: String?
        if i < c.count, c[i] == "(", let close = c[i...].firstIndex(of: ")") {
            label = String(c[(i + 1)..<close])
            i = close + 1
        }
        var format = "%"
        while i < c.count, "-+ #0123456789.'lhqLzjt*".contains(c[i]) { format.append(c[i]); i += 1 }
        guard i < c.count, "dDiuUxXoOfFeEgGaAcCsSp@".contains(c[i]) else { return nil }
        format.append(c[i])
        return (FormatSpecifier(position: position, label: label, format: format, conversion: c[i]), i + 1)
    }
}
