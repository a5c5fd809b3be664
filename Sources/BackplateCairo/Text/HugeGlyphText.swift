internal import CCairo
internal import CPangoCairo

/// Text so large on the device that cairo would rasterise each glyph into a mask of its full
/// size is filled as glyph outlines instead.
///
/// cairo's image backend caches one mask per glyph up to 10,240 device pixels per em (about
/// 100 MB each), so a 4,000-point `Text` under a `scaleEffect` took a render to 1.1 GB. Above
/// `maskLimit` pixels per em an outline fill draws the same shape with memory bounded by the
/// canvas. Colour fonts (emoji) have no outlines and keep cairo's masks; vector surfaces (PDF,
/// SVG) embed fonts and are not affected.
enum HugeGlyphText {
    /// Device pixels per em above which outline glyphs are filled as paths: a 1,024-pixel mask
    /// is 1 MB, past any text size SwiftUI draws at 3x (a 341-point font).
    static let maskLimit: Double = 1024

    /// Whether every font of `line`'s runs has outlines and one of them exceeds `maskLimit` on
    /// `cr`'s raster target under its current transform.
    static func drawsAsOutlines(_ line: UnsafeMutablePointer<PangoLayoutLine>, on cr: OpaquePointer) -> Bool {
        // The size test first: it is arithmetic, and almost every line stops at it.
        anyFont(of: line) { deviceEm(of: $0, on: cr) > maskLimit } && isRaster(cr) && !anyFont(of: line, hasColorGlyphs)
    }

    /// Whether `test` holds for the font of one of `line`'s runs.
    private static func anyFont(of line: UnsafeMutablePointer<PangoLayoutLine>, _ test: (UnsafeMutablePointer<PangoFont>) -> Bool) -> Bool {
        var node = line.pointee.runs
        while let n = node {
            node = n.pointee.next
            if let font = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item?.pointee.analysis.font, test(font) { return true }
        }
        return false
    }

    /// `drawsAsOutlines(_:on:)` for one run's font.
    static func drawsAsOutlines(_ font: UnsafeMutablePointer<PangoFont>, on cr: OpaquePointer) -> Bool {
        deviceEm(of: font, on: cr) > maskLimit && isRaster(cr) && !hasColorGlyphs(font)
    }

    /// The font's em in device pixels under `cr`'s current transform (0 when cairo has no font):
    /// its font matrix times the transform, the scale cairo would draw its glyphs at.
    static func deviceEm(of font: UnsafeMutablePointer<PangoFont>, on cr: OpaquePointer) -> Double {
        guard let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)) else { return 0 }
        var fontMatrix = cairo_matrix_t(), transform = cairo_matrix_t(), m = cairo_matrix_t()
        cairo_scaled_font_get_font_matrix(scaled, &fontMatrix)
        cairo_get_matrix(cr, &transform)
        cairo_matrix_multiply(&m, &fontMatrix, &transform)
        let em = max((m.xx * m.xx + m.yx * m.yx).squareRoot(), (m.xy * m.xy + m.yy * m.yy).squareRoot())
        return em.isFinite ? em : .infinity
    }

    private static func isRaster(_ cr: OpaquePointer) -> Bool {
        let type = cairo_surface_get_type(cairo_get_target(cr))
        return type == CAIRO_SURFACE_TYPE_IMAGE || type == CAIRO_SURFACE_TYPE_RECORDING
    }

    private static func hasColorGlyphs(_ font: UnsafeMutablePointer<PangoFont>) -> Bool {
        guard let face = hb_font_get_face(pango_font_get_hb_font(font)) else { return true }
        return hb_ot_color_has_png(face) != 0 || hb_ot_color_has_layers(face) != 0 || hb_ot_color_has_svg(face) != 0
    }
}
