import Foundation

/// SF Symbols' stroke width, for glyphs drawn hollow (`SymbolGlyph.hollow`).
///
/// Measured on the SF Symbols 5 templates at 100 points (`circle`'s ring, small scale): 2.21
/// points at Ultralight, 7.50 at Regular and 14.16 at Black; weights between are interpolated
/// linearly in SwiftUI's weight scale, as the templates' masters are. Scales keep the stroke.
enum SymbolStroke {
    /// The stroke width in points of a symbol of `pointSize` at `weight` (SwiftUI's numeric
    /// scale: −0.8 ultralight, 0 regular, 0.62 black).
    static func width(pointSize: CGFloat, weight: Double) -> CGFloat {
        guard pointSize.isFinite, pointSize > 0 else { return 0 }
        let w = weight.isFinite ? min(max(weight, -0.8), 0.62) : 0
        let per100 = w < 0 ? 7.50 + (w / 0.8) * (7.50 - 2.21) : 7.50 + (w / 0.62) * (14.16 - 7.50)
        return pointSize * CGFloat(per100) / 100
    }
}
