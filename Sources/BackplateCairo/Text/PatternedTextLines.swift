import Foundation
import BackplateCore
internal import CCairo
internal import CPangoCairo

/// Dotted and dashed underlines and strikethroughs (`underline(pattern: .dash)`), which Pango
/// cannot draw: stroked over each glyph run of a patterned text run, at the run's font's line
/// position and thickness, dashes in multiples of the thickness from the line's start.
struct PatternedTextLines {
    private let runs: [TextRun]
    private let paints: [Paint]
    private let bytes: TextRunBytes

    /// The patterned lines of a text's `runs`, drawn with `paints` (the text's, run by run);
    /// nil when no run has one.
    init?(runs: [TextRun], paints: [Paint]) {
        guard runs.contains(where: { ($0.underline != nil && !$0.underlineDash.isEmpty) || ($0.strikethrough != nil && !$0.strikethroughDash.isEmpty) })
        else { return nil }
        self.runs = runs
        self.paints = paints
        bytes = TextRunBytes(runs)
    }

    /// Strokes the patterned lines over `line`, whose origin on its baseline is (`x`,
    /// `baseline`). Call with the Pango lock held.
    func draw(_ line: UnsafeMutablePointer<PangoLayoutLine>, x: CGFloat, baseline: CGFloat, on cr: OpaquePointer) {
        let scale = CGFloat(PANGO_SCALE)
        PangoGlyphRuns.forEach(in: line, from: x) { item, pen, width in
            guard let index = bytes.run(at: item.pointee.offset),
                  let font = item.pointee.analysis.font,
                  let metrics = GlyphCacheLock.withLock({ pango_font_get_metrics(font, nil) }) else { return }
            defer { pango_font_metrics_unref(metrics) }
            let run = runs[index]
            let paint = index < paints.count ? paints[index] : paints.last ?? .color(RGBAColor(red: 0, green: 0, blue: 0))
            if let color = run.underline, !run.underlineDash.isEmpty {
                Self.stroke(from: pen, width: width, top: baseline - CGFloat(pango_font_metrics_get_underline_position(metrics)) / scale,
                            thickness: CGFloat(pango_font_metrics_get_underline_thickness(metrics)) / scale,
                            dash: run.underlineDash, phase: pen - x, paint: Self.linePaint(color, paint), on: cr)
            }
            if let color = run.strikethrough, !run.strikethroughDash.isEmpty {
                Self.stroke(from: pen, width: width, top: baseline - CGFloat(pango_font_metrics_get_strikethrough_position(metrics)) / scale,
                            thickness: CGFloat(pango_font_metrics_get_strikethrough_thickness(metrics)) / scale,
                            dash: run.strikethroughDash, phase: pen - x, paint: Self.linePaint(color, paint), on: cr)
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
