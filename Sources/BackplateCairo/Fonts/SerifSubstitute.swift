import Foundation
import BackplateCore

/// The face `Font.Design.serif` is drawn with when the user's real New York files are absent.
///
/// New York (Apple's serif, SwiftUI's `.serif` design) is a transitional serif in four optical
/// sizes (Small, Medium, Large, Extra Large) that follow the point size. Backplate never
/// ships it. The substitute is Source Serif 4 (Adobe, OFL-1.1, PyPI's `fontpkg-source-serif-4`,
/// installed into Backplate's font folder by `scripts/install-deps.sh`): also a transitional
/// serif with a continuous optical-size axis (`opsz` 8...60), which Backplate sets to the point
/// size as New York's optical sizes follow it, with `wght` from the CSS weight. It is loaded
/// explicitly from its file (pinned through the same fontconfig hook as the sans substitute),
/// with New York's tracking table, SF's line metrics, and no width or height scale.
///
/// New York's advance widths are not published anywhere we could find, so how close the
/// substitute's widths are is not measured; against the previous fallback, DejaVu Serif, it
/// sets a pangram about 10% narrower at 17 pt (see `docs/pixel-differences.md`). Without the
/// file, `.serif` falls back to DejaVu Serif as before.
enum SerifSubstitute {
    /// The variable files, found once per process through `FontSearchPath`.
    static let roman: String? = FontSearchPath.firstFile(named: ["SourceSerif4[opsz,wght].ttf"])
    static let italic: String? = FontSearchPath.firstFile(named: ["SourceSerif4-Italic[opsz,wght].ttf"])

    /// The family fontconfig knows the files as.
    static let family = "Source Serif 4"

    /// The marker families Pango asks for; the hook pins them to the files.
    static let romanMarker = "Backplate Serif"
    static let italicMarker = "Backplate Serif Italic"

    /// Whether the substitute was found.
    static var isInstalled: Bool { roman != nil }

    /// The marker family for a run (the italic file when there is one).
    static func marker(italic wantsItalic: Bool) -> String {
        wantsItalic && italic != nil ? italicMarker : romanMarker
    }

    /// The optical size for a point size: the point size, inside the font's axis (8...60).
    static func opticalSize(_ size: CGFloat) -> CGFloat {
        min(max(size.isFinite ? size : 17, 8), 60)
    }

    /// The font variations for a point size and CSS weight (Source Serif 4's `wght` runs
    /// 200...900; lighter weights draw its lightest).
    static func variations(size: CGFloat, cssWeight: Double) -> String {
        let w = min(max(cssWeight.isFinite ? cssWeight : 400, 200), 900)
        return String(format: "opsz=%.2f,wght=%.2f", Double(opticalSize(size)), w)
    }
}
