/// How Xcode turns an asset's or a string key's name into a Swift identifier (observed in the
/// `GeneratedAssetSymbols.swift` and `GeneratedStringSymbols_*.swift` files Xcode 15 to 26 write).
///
/// The name is cut into words at every character that is not a letter or digit, where a lower
/// case letter meets an upper case one (`faceID` → `face`, `ID`), where a run of capitals meets
/// a capitalised word (`DRBlack` → `DR`, `Black`) and where a digit meets a letter (`21ff` →
/// `21`, `ff`). The first word is lower-cased whole (`HBO GO Logo` → `hboGOLogo`); every other
/// word gets an upper case first letter and keeps the rest (`0b3b` → `_0B3B`). Asset names drop
/// a last word `Color` or `Image` when another word remains (`AccentColor` → `accent`,
/// `bg_color` → `bg`, `Initial-Image` → `initial`, `Color` → `color`). A name starting with a
/// digit gets an underscore (`1` → `_1`); a Swift keyword is written in backticks (`` `default` ``).
/// An asset name with capitals and no lower case letter keeps its case, its words joined by
/// underscores and cut where letters meet digits (`BG` → `BG`, `B2` → `B_2`,
/// `CLR_LAUNCH_SCREEN_COLOR` → `CLR_LAUNCH_SCREEN`).
package enum SymbolName {
    /// The identifier Xcode generates for asset `name` (its last path component, without the
    /// namespaces that prefix it); nil when no letter or digit is left.
    package static func asset(_ name: String) -> String? {
        if name.contains(where: \.isUppercase), !name.contains(where: \.isLowercase) {
            return capitalsIdentifier(name)
        }
        var parts = words(name)
        if parts.count > 1, let last = parts.last, ["color", "image"].contains(last.lowercased()) {
            parts.removeLast()
        }
        return identifier(parts, capitalizeFirst: false)
    }

    /// The identifier Xcode 26 generates for a string catalog key: its format specifiers
    /// (`%lld`, `%@`, `%1$@`, `%#@name@`) left out (`common.minutesShort %lld` → `commonMinutesShort`).
    package static func stringKey(_ key: String) -> String? {
        identifier(words(FormatSpecifier.removingSpecifiers(from: key)), capitalizeFirst: false)
    }

    /// The type name of a namespace folder or a string table (`Theme2`, `brand colors` → `BrandColors`).
    package static func typeName(_ name: String) -> String? {
        identifier(words(name), capitalizeFirst: true)
    }

    /// `name` written so Swift reads it as an identifier (`default` → `` `default` ``).
    package static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// The identifier without backticks (`` `default` `` → `default`).
    package static func bare(_ name: String) -> String {
        name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// The words of `name`, split as described above.
    package static func words(_ name: String) -> [String] {
        var result: [String] = []
        for chunk in name.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }) {
            let characters = Array(chunk)
            var start = 0
            for index in characters.indices.dropFirst() {
                let previous = characters[index - 1], current = characters[index]
                let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
                let lowerToUpper = previous.isLowercase && current.isUppercase
                let capitalsToWord = previous.isUppercase && current.isUppercase && (next?.isLowercase ?? false)
                let digitToLetter = previous.isNumber && current.isLetter
                if lowerToUpper || capitalsToWord || digitToLetter {
                    result.append(String(characters[start..<index]))
                    start = index
                }
            }
            if start < characters.count { result.append(String(characters[start...])) }
        }
        return result
    }

    /// An all-capitals asset name: words cut at separators and letter-digit boundaries, joined by `_`.
    private static func capitalsIdentifier(_ name: String) -> String? {
        var parts: [String] = []
        for chunk in name.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }) {
            var word = ""
            for character in chunk {
                if let last = word.last, last.isNumber != character.isNumber {
                    parts.append(word)
                    word = ""
                }
                word.append(character)
            }
            parts.append(word)
        }
        if parts.count > 1, let last = parts.last, ["COLOR", "IMAGE"].contains(last) { parts.removeLast() }
        guard !parts.isEmpty else { return nil }
        let text = parts.joined(separator: "_")
        return text.first?.isNumber == true ? "_" + text : text
    }

    private static func identifier(_ parts: [String], capitalizeFirst: Bool) -> String? {
        guard let first = parts.first else { return nil }
        var text = capitalizeFirst ? capitalized(first) : first.lowercased()
        for part in parts.dropFirst() { text += capitalized(part) }
        if text.first?.isNumber == true { text = "_" + text }
        return capitalizeFirst ? text : escaped(text)
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// Swift's keywords, which an identifier must write in backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true",
        "try", "Any", "Self", "_",
    ]
}
