import Foundation
import BackplateCore
import BackplateCairo

extension UIFont {
    /// The distance from one baseline to the next: `ascender - descender + leading`. The system
    /// font's is SF Pro's 2444/2048 em (20.29 points for 17-point body text), as on iOS; a named
    /// face's is the one `Text` lays its lines out with.
    public var lineHeight: CGFloat {
        let m = verticalMetrics
        return m.ascent + m.descent + m.leading
    }

    /// How far the face rises above the baseline (SF Pro: 1950/2048 em).
    public var ascender: CGFloat { verticalMetrics.ascent }

    /// How far the face falls below the baseline, as a negative number (SF Pro: -494/2048 em).
    public var descender: CGFloat { -verticalMetrics.descent }

    /// The extra space between lines the face asks for (0 for the system font).
    public var leading: CGFloat { verticalMetrics.leading }

    /// The height of a capital letter above the baseline (SF Pro: 1443/2048 em).
    public var capHeight: CGFloat { verticalMetrics.capHeight }

    /// The metrics `Text` measures this font with: SF Pro's for the system font, the installed
    /// face's (or SF Pro's when it is missing, as `Text` falls back) for a named one.
    private var verticalMetrics: TextLineMetrics {
        switch face {
        case .system:
            return TextLineMetrics(ascent: pointSize * SystemFontMetrics.ascender, descent: pointSize * SystemFontMetrics.descender,
                                   leading: 0, capHeight: pointSize * SystemFontMetrics.capHeight)
        case .named(let name):
            return PangoTextEngine.lineMetrics(family: name, size: pointSize, weight: 0, italic: false)
        }
    }
}
