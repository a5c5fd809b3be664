import Foundation

// Foundation on Linux has `PersonNameComponents` but not its `FormatStyle`, so
// `Text(name, format: .name(style: .long))` and `name.formatted(.name(style: .abbreviated))`,
// everyday iOS 15+ code, did not compile. Backplate declares the style with Apple's names.
//
// What it prints, as Apple's formatter does for names in Latin script (any locale): `.long`
// "Dr. Amélie Claire Durand Jr." (prefix, given, middle, family, suffix), `.medium` "Amélie
// Durand" (given and family), `.short` "Amélie" (the nickname, else the given name),
// `.abbreviated` "AD" (the initials of the given and family names). A name written in CJK
// script is ordered family name first with no space ("山田太郎"), and its abbreviation is the
// family name's first character, as Apple's formatter does for such names.

extension PersonNameComponents {
    /// A format style for a person's name, as Foundation's `PersonNameComponents.FormatStyle`.
    public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        /// How much of the name is shown.
        public enum Style: Int, Codable, Hashable, Sendable {
            /// The given name, or the nickname when there is one: "Amélie".
            case short
            /// The given and family names: "Amélie Durand".
            case medium
            /// Every part: "Dr. Amélie Claire Durand Jr.".
            case long
            /// The initials: "AD".
            case abbreviated
        }

        /// How much of the name is shown.
        public var style: Style
        /// The locale (kept: the order of a name's parts follows its script).
        public var locale: Locale

        /// Creates a name style.
        public init(style: Style, locale: Locale = .autoupdatingCurrent) {
            self.style = style
            self.locale = locale
        }

        /// The style in another locale.
        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }

        /// Formats `components`: "Amélie Durand" in the medium style.
        public func format(_ components: PersonNameComponents) -> String {
            let given = components.givenName ?? "", family = components.familyName ?? ""
            let familyFirst = Self.isCJK(given + family)
            func joined(_ parts: [String?]) -> String {
                parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: familyFirst ? "" : " ")
            }
            switch style {
            case .short:
                if let nickname = components.nickname, !nickname.isEmpty { return nickname }
                return given.isEmpty ? family : given
            case .medium:
                return familyFirst ? joined([family, given]) : joined([given, family])
            case .long:
                return familyFirst
                    ? joined([components.namePrefix, family, components.middleName, given, components.nameSuffix])
                    : joined([components.namePrefix, given, components.middleName, family, components.nameSuffix])
            case .abbreviated:
                if familyFirst { return family.first.map(String.init) ?? given.first.map(String.init) ?? "" }
                return [given, family].compactMap { $0.first.map { String($0).uppercased() } }.joined()
            }
        }

        /// Whether the name is written in Han, kana or Hangul.
        static func isCJK(_ text: String) -> Bool {
            text.unicodeScalars.contains { s in
                (0x3040...0x30FF).contains(s.value) || (0x3400...0x4DBF).contains(s.value)
                    || (0x4E00...0x9FFF).contains(s.value) || (0xAC00...0xD7AF).contains(s.value)
            }
        }
    }

    /// The name formatted by `style`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
        style.format(self)
    }

    /// The name in the default (medium) style.
    public func formatted() -> String {
        FormatStyle(style: .medium).format(self)
    }
}

extension FormatStyle where Self == PersonNameComponents.FormatStyle {
    /// A name style: `.name(style: .long)`.
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> Self {
        PersonNameComponents.FormatStyle(style: style)
    }
}

extension PersonNameComponents.FormatStyle: ParseableFormatStyle {
    /// Reads a name back, as `TextField(value:format:)` does with this style.
    public var parseStrategy: PersonNameComponents.ParseStrategy { PersonNameComponents.ParseStrategy() }
}

extension PersonNameComponents {
    /// Reads a person's name from text: one word is the given name; two, the given and family
    /// names; more, the given name, the middle names and the family name. Blank text throws.
    public struct ParseStrategy: Foundation.ParseStrategy, Codable, Hashable, Sendable {
        /// Creates the strategy.
        public init() {}

        /// The name in `value`; throws `CocoaError(.formatting)` when it holds no word.
        public func parse(_ value: String) throws -> PersonNameComponents {
            let words = value.split(whereSeparator: \.isWhitespace).map(String.init)
            guard let given = words.first else { throw CocoaError(.formatting) }
            var name = PersonNameComponents()
            name.givenName = given
            if words.count > 1 { name.familyName = words.last }
            if words.count > 2 { name.middleName = words.dropFirst().dropLast().joined(separator: " ") }
            return name
        }
    }
}
