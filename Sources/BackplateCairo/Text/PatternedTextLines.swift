import Foundation
import BackplateCore
internal import CCairo
internal import CPangoCairo

/// Dotted and dashed underlines and strikethroughs (`underline(pattern: .dash)`), which Pango
/// cannot draw: stroked over each glyph run of a patterned text run, at the run's font's line
/// position and thickness, dashes in multiples of the thickness from the line's start.
enum PatternedTextLines {
    /// Whether any run of `runs` has a patterned line.
    static func any(in runs: [TextRun]) -> Bool {
        runs.contains { ($0.underline != nil && !$0.underlineDash.isEmpty) || ($0.strikethrough != nil && !$0.strikethroughDash.isEmpty) }
    }

    /// Strokes the patterned lines of `runs` (drawn with `paints`, the text's run by run) over
    /// `line`, whose origin on its baseline is (`x`, `baseline`). Call with the Pango lock held.
    static func draw(_ line: UnsafeMutablePointer<PangoLayoutLine>, runs: [TextRun], paints: [Paint],
                     x: CGFloat, baseline: CGFloat, on cr: OpaquePointer) {
        var starts: [Int32] = []
        var offset: Int32 = 0
        for run in runs { starts.append(offset); offset += Int32(run.string.utf8.count) }
        var pen = x
        var node = line.pointee.runs
        while let n = node {
            node = n.pointee.next
            guard let glyphItem = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                  let item = glyphItem.pointee.item, let glyphs = glyphItem.pointee.glyphs else { continue }
            var width: CGFloat = 0
            for i in 0..<Int(glyphs.pointee.num_glyphs) { width += CGFloat(glyphs.pointee.glyphs[i].geometry.width) / CGFloat(PANGO_SCALE) }
            defer { pen += width }
            guard let index = starts.lastIndex(where: { $0 <= item.pointee.offset }), index < runs.count,
                  let font = item.pointee.analysis.font,
                  let metrics = GlyphCacheLock.withLock({ pango_font_get_metrics(font, nil) }) else { continue }
            defer { pango_font_metrics_unref(metrics) }
            let run = runs[index]
            let paint = index < paints.count ? paints[index] : paints.last ?? .color(RGBAColor(red: 0, green: 0, blue: 0))
            let scale = CGFloat(PANGO_SCALE)
            if let color = run.underline, !run.underlineDash.isEmpty {
                stroke(from: pen, width: width, top: baseline - CGFloat(pango_font_metrics_get_underline_position(metrics)) / scale,
                       thickness: CGFloat(pango_font_metrics_get_underline_thickness(metrics)) / scale,
                       dash: run.underlineDash, phase: pen - x, paint: linePaint(color, paint), on: cr)
            }
            if let color = run.strikethrough, !run.strikethroughDash.isEmpty {
                stroke(from: pen, width: width, top: baseline - CGFloat(pango_font_metrics_get_strikethrough_position(metrics)) / scale,
                       thickness: CGFloat(pango_font_metrics_get_strikethrough_thickness(metrics)) / scale,
                       dash: run.strikethroughDash, phase: pen - x, paint: linePaint(color, paint), on: cr)
            }
        }
    }

    /// A line's own colour, or the text's where the run asked for it (a clear colour).
    private static func linePaint(_ line: Paint, _ text: Paint) -> Paint {
        if case .color(let c) = line, c.alpha == 0 { return text }
        return line
    }

    /// Strokes a `thickness`-thick line `width` long whose top edge is at `top`, its dashes
    /// continuing the line's pattern `phase` points after the line's start.
    private static func stroke(from x: CGFloat, width: CGFloat, top: CGFloat, thickness: CGFloat, dash: [CGFloat],
                               phase: CGFloat, paint: Paint, on cr: OpaquePointer) {
        guard width > 0, thickness > 0, width.isFinite, thickness.isFinite, top.isFinite else { return }
        let lengths = dash.map { Double($0 * thickness) }
        guard lengths.allSatisfy({ $0 > 0 && $0.isFinite }) else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        cairo_set_line_width(cr, thickness)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        lengths.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), phase) }
        cairo_move_to(cr, x, top + thickness / 2)
        cairo_line_to(cr, x + width, top + thickness / 2)
        CairoPaint.setSource(cr, paint)
        cairo_stroke(cr)
    }
}
