import Foundation
import BackplateCore
internal import CPangoCairo

/// The fallback order for scripts the system font's substitute lacks. iOS draws Arabic script
/// in SF Arabic, a sans whose ink Noto Sans Arabic UI matches more closely than DejaVu Sans
/// (ferrostar's 20-point instruction with SF's tracking: 75.7 × 19.3 pt of ink against iOS's
/// 76.3 × 19.7; DejaVu Sans 80.3 × 20.3). DejaVu Sans comes first in the system's sans-serif list and has Arabic,
/// and Pango gives fontconfig no language to prefer another, so the marker patterns list the
/// Arabic substitute second, right after the requested family. Scripts DejaVu lacks (CJK,
/// Indic, Thai...) reach Noto's faces through the system's list.
enum ScriptFallbackFamilies {
    /// SF Arabic's substitute (Debian's `fonts-noto-ui-core`, pinned in `FontManifest`).
    static let arabic = "Noto Sans Arabic UI"

    /// Puts `arabic` second in `pattern`'s families (weakly bound, as the system's fallbacks
    /// are), unless it is already there. Called from the substitution hook, after fontconfig's rules.
    static func insert(into pattern: OpaquePointer) {
        var families: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, FC_FAMILY, Int32(families.count), &value) == FcResultMatch, let value {
            families.append(String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self)))
        }
        guard let first = families.first, !families.contains(arabic) else { return }
        _ = FcPatternDel(pattern, FC_FAMILY)
        func add(_ family: String, weak: Bool) {
            var v = FcValue()
            family.withCString { name in
                v.type = FcTypeString
                v.u.s = UnsafeRawPointer(name).assumingMemoryBound(to: FcChar8.self)
                _ = weak ? FcPatternAddWeak(pattern, FC_FAMILY, v, 1) : FcPatternAdd(pattern, FC_FAMILY, v, 1)
            }
        }
        add(first, weak: false)
        add(arabic, weak: true)
        for family in families.dropFirst() { add(family, weak: true) }
    }
}
