import Foundation

#if !canImport(Darwin)
// Foundation on Linux has only `.lexical` (case-sensitive, "B" before "a"); apps sort names with
// `sort(using: .localizedStandard)` as the Finder orders them.
extension SortComparator where Self == String.Comparator {
    /// Foundation's Finder-like order: case-insensitive, digits compared by value ("a9" before
    /// "a10"), as `localizedStandardCompare(_:)` in an English locale.
    public static var localizedStandard: String.Comparator { String.Comparator(options: [.caseInsensitive, .numeric]) }
    /// Foundation's locale-aware order, case-insensitive at its first level ("a" and "B" as
    /// an English locale orders them).
    public static var localized: String.Comparator { String.Comparator(options: [.caseInsensitive]) }
}
#endif
