import Foundation
internal import CPangoCairo

/// The glyph runs of a laid-out Pango line, in visual order, with where each starts.
enum PangoGlyphRuns {
    /// Calls `body` with each run's item, its start on the line (the line's origin at `x`) and
    /// its advance width, in points. Call with the Pango lock held.
    static func forEach(in line: UnsafeMutablePointer<PangoLayoutLine>, from x: CGFloat,
                        _ body: (_ item: UnsafeMutablePointer<PangoItem>, _ start: CGFloat, _ width: CGFloat) -> Void) {
        var pen = x
        var node = line.pointee.runs
        while let n = node {
            node = n.pointee.next
            guard let glyphItem = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                  let item = glyphItem.pointee.item, let glyphs = glyphItem.pointee.glyphs else { continue }
            let width = CGFloat(pango_glyph_string_get_width(glyphs)) / pangoScale
            body(item, pen, width)
            pen += width
        }
    }
}
