import Foundation

/// An app's `.lproj` string tables (`Localizable.strings`), read through
/// Foundation's bundle lookup: `Text("key")`, `String(localized:)` and `LocalizedStringResource`
/// show a table's value as `NSLocalizedString` does. `backplate preview` puts the app's English
/// (else Base) tables beside the preview program, in `Bundle.main`, as an iPhone set to English finds them.
enum StringTables {
    /// Returned by Foundation for a missing key, so "no value" differs from a value equal to the key.
    private static let missing = "\u{1}backplate-missing-key"

    /// The table's value for `key` in `bundle` (the main bundle when nil), or nil when no table has it.
    static func value(forKey key: String, table: String?, bundle: Bundle?) -> String? {
        guard !key.isEmpty else { return nil }
        let found = (bundle ?? .main).localizedString(forKey: key, value: missing, table: table)
        return found == missing ? nil : found
    }
}
