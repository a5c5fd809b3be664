import Foundation

#if !canImport(Darwin)
/// Joins items into a list in a language ("A, B, and C"), as Foundation declares it on Apple
/// platforms (Foundation on Linux has none); it writes what `.formatted(.list(type: .and))` does.
open class ListFormatter: Formatter {
    /// The language the list is joined in; the current locale by default.
    open var locale: Locale! = .current
    /// Writes each item; without one, a string item is itself and others their description.
    open var itemFormatter: Formatter?

    /// A formatter in the current locale.
    public override init() { super.init() }
    /// A formatter decoded from an archive (current locale, no item formatter).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `strings` joined in the current locale: "A, B, and C".
    open class func localizedString(byJoining strings: [String]) -> String {
        strings.formatted(.list(type: .and).locale(.current))
    }

    /// `items` written by `itemFormatter` (or as themselves) and joined; nil when the item
    /// formatter cannot write one of them.
    open func string(from items: [Any]) -> String? {
        var strings: [String] = []
        for item in items {
            if let itemFormatter {
                guard let string = itemFormatter.string(for: item) else { return nil }
                strings.append(string)
            } else {
                strings.append(item as? String ?? String(describing: item))
            }
        }
        return strings.formatted(.list(type: .and).locale(locale ?? .current))
    }

    /// An array joined as `string(from:)` does; nil for any other value.
    open override func string(for obj: Any?) -> String? {
        guard let items = obj as? [Any] else { return nil }
        return string(from: items)
    }
}
#endif
