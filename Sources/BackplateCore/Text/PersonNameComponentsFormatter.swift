import Foundation

#if !canImport(Darwin)
/// Formats a person's name in a style, as Foundation's formatter does on iOS: Foundation on
/// Linux declares the class but cannot make one. This one shadows it and prints what
/// `PersonNameComponents.FormatStyle` prints (`.short` "Johnny", `.medium` and `.default`
/// "Johnny Appleseed", `.long` "Dr. Johnny Jacob Appleseed Esq.", `.abbreviated` "JA").
open class PersonNameComponentsFormatter: Formatter {
    /// How much of a name is shown.
    public enum Style: Int, Sendable {
        /// The locale's usual name: the given and family names in English.
        case `default` = 0
        /// The nickname, else the given name.
        case short = 1
        /// The given and family names.
        case medium = 2
        /// Every part, with prefix and suffix.
        case long = 3
        /// The initials.
        case abbreviated = 4
    }

    /// Options of a formatter.
    public struct Options: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Formats the name's phonetic representation (its `phoneticRepresentation`) instead.
        public static let phonetic = Options(rawValue: 1 << 1)
    }

    /// The style names are written in (`.default`).
    open var style = Style.default
    /// Whether the phonetic representation is written (`false`).
    open var isPhonetic = false
    /// The locale (kept: the order of a name's parts follows its script).
    open var locale: Locale! = .current

    /// A formatter in the default style.
    public override init() { super.init() }

    /// A formatter from an archive, in the default style.
    public required init?(coder: NSCoder) { super.init() }

    /// `components` written in the formatter's style ("" for empty components).
    open func string(from components: PersonNameComponents) -> String {
        let name = isPhonetic ? components.phoneticRepresentation ?? components : components
        let styles: [Style: PersonNameComponents.FormatStyle.Style] = [.default: .medium, .short: .short, .medium: .medium,
                                                                         .long: .long, .abbreviated: .abbreviated]
        return PersonNameComponents.FormatStyle(style: styles[style] ?? .medium, locale: locale).format(name)
    }

    /// `obj` written in the formatter's style, if it is `PersonNameComponents`.
    open override func string(for obj: Any?) -> String? {
        (obj as? PersonNameComponents).map(string(from:))
    }

    /// The components of `string`: its first word the given name, its last the family name,
    /// any between them the middle name (`nil` for a blank string).
    open func personNameComponents(from string: String) -> PersonNameComponents? {
        let words = string.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first else { return nil }
        var components = PersonNameComponents()
        components.givenName = first
        if words.count > 1 { components.familyName = words.last }
        if words.count > 2 { components.middleName = words[1..<(words.count - 1)].joined(separator: " ") }
        return components
    }

    /// `components` written in `nameFormatStyle`, with `options`.
    open class func localizedString(from components: PersonNameComponents, style nameFormatStyle: Style,
                                    options nameOptions: Options = []) -> String {
        let formatter = PersonNameComponentsFormatter()
        formatter.style = nameFormatStyle
        formatter.isPhonetic = nameOptions.contains(.phonetic)
        return formatter.string(from: components)
    }
}
#endif
