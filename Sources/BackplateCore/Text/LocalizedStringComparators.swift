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

#if !canImport(Darwin)
// `SortDescriptor(\.name, comparator: .localizedStandard)` takes a `String.StandardComparator`,
// which Foundation on Linux can build only as `.lexical`.
extension String.StandardComparator {
    /// The Finder-like order on iOS. Foundation on Linux has only the lexical comparator, so
    /// this is `.lexical` (case-sensitive: "B" before "a"), with a runtime warning.
    public static var localizedStandard: String.StandardComparator {
        RuntimeWarning.emit("String.StandardComparator.localizedStandard sorts as .lexical: Foundation on Linux has no localized comparator (\"B\" sorts before \"a\")")
        return .lexical
    }

    /// The locale's order on iOS. Foundation on Linux has only the lexical comparator, so this
    /// is `.lexical` (case-sensitive: "B" before "a"), with a runtime warning.
    public static var localized: String.StandardComparator {
        RuntimeWarning.emit("String.StandardComparator.localized sorts as .lexical: Foundation on Linux has no localized comparator (\"B\" sorts before \"a\")")
        return .lexical
    }
}
#endif
