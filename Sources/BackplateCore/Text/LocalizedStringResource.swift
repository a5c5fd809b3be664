import Foundation

#if !canImport(Darwin)
/// A reference to a localizable string, as Foundation declares it on Apple platforms
/// (Foundation on Linux has none). The string is the main bundle's table value for the key
/// (`StringTables`), else the default value when one is given, else the key.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public var key: String
    /// The value shown when no table translates the key.
    public var defaultValue: String?
    /// The table's name.
    public var table: String?
    /// The locale.
    public var locale: Locale
    /// The bundle whose tables are read (nil: the main bundle).
    var bundlePath: String?

    /// A resource from a key and optional default value.
    public init(_ key: String, defaultValue: String? = nil, table: String? = nil, locale: Locale = .current,
                bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.key = key
        self.bundlePath = bundle?.bundlePath
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
    }
    /// A resource whose key and value are `keyAndValue`, as Foundation spells it.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(keyAndValue.key, table: table, locale: locale, bundle: bundle)
    }
    /// A resource with a key and a default value, as Foundation spells it.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(key.description, defaultValue: defaultValue.key, table: table, locale: locale, bundle: bundle)
    }
    /// A resource from a literal.
    public init(stringLiteral value: String) { self.init(value) }
    /// A resource from an interpolated literal (the values are part of the key).
    public init(stringInterpolation: DefaultStringInterpolation) { self.init(String(stringInterpolation: stringInterpolation)) }

    /// The string Backplate shows: the table's value, else the default value, else the key.
    public var resolved: String {
        StringTables.value(forKey: key, table: table, bundle: bundlePath.flatMap(Bundle.init(path:))) ?? defaultValue ?? key
    }
    /// The string shown.
    public var description: String { resolved }
}

extension String {
    /// A localizable string's key and value, built from a literal with interpolations (their
    /// values written as `String(describing:)` writes them). With no string tables on Linux the
    /// string shown is the literal with its values.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
        let key: String
        /// A value from a string.
        public init(_ value: String) { key = value }
        /// A value from a literal.
        public init(stringLiteral value: String) { key = value }
        /// A value from an interpolated literal.
        public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }
        /// The string.
        public var description: String { key }
    }

    /// A localized string from a localization value: the bundle's table value for it (an
    /// `.lproj` `Localizable.strings`), else its text.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = StringTables.value(forKey: keyAndValue.key, table: table, bundle: bundle) ?? keyAndValue.key
    }
    /// A localized string from a key and a default value: the bundle's table value for the key,
    /// else the default value.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = StringTables.value(forKey: key.description, table: table, bundle: bundle) ?? defaultValue.key
    }

    /// A localized string: the bundle's table value for the key, else `defaultValue`, else the key.
    public init(localized keyAndValue: String, defaultValue: String? = nil, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = StringTables.value(forKey: keyAndValue, table: table, bundle: bundle) ?? defaultValue ?? keyAndValue
    }
    /// The string of a localized string resource (its default value, else its key).
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self = resource.resolved
    }
}

extension Text {
    /// Shows a localized string resource (its default value, else its key).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: resource.resolved)
    }
}

extension AttributedString {
    /// How a localized attributed string is built (Foundation's `LocalizationOptions`).
    public struct LocalizationOptions: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Marks each interpolated value's run with its replacement index (not recorded here).
        public static let applyReplacementIndexAttribute = LocalizationOptions(rawValue: 1 << 0)
    }

    /// A localized attributed string: with no string tables on Linux, the key (or
    /// `defaultValue`) read as inline Markdown, `^[3 night](inflect: true)` inflected ("3 nights").
    public init(localized keyAndValue: String, options: LocalizationOptions = [], table: String? = nil,
                bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil) {
        self.init(inlineMarkdown: keyAndValue, extendedAttributes: true, inflects: true)
    }

    /// The attributed string of a localized string resource (its default value, else its key),
    /// read as inline Markdown with inflection.
    public init(localized resource: LocalizedStringResource) {
        self.init(inlineMarkdown: resource.resolved, extendedAttributes: true, inflects: true)
    }
}
#endif
