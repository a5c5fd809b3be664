import Foundation
import BackplateCore
internal import CCairo
internal import CPangoCairo

/// Keeps long text linear in Pango.
///
/// Pango re-shapes the rest of an item each time it breaks a line inside it (quadratic in an
/// item's length) and measures in 32-bit units of 1/1024 pt (a line past about 2 million
/// points comes back empty). For text longer than ``threshold`` bytes:
/// - items are cut every ``chunkBytes`` bytes by zero-rise attributes, which draw nothing but
///   bound the re-shaping per line (shaping does not cross a cut);
/// - a line is at most ``maxLineWidth`` points: text proposed no width wraps there;
/// - text that must be truncated to a few lines is cut before Pango sees it
///   (``cutForLimitedLines(_:_:)``), since Pango's ellipsizer shrinks the whole remainder a
///   grapheme at a time.
/// Drawing draws only the lines that reach the clip (``lineFilter(_:lineCount:)``). Timings are
/// in Benchmarks/README.md ("Long text"); `MillionCharacterTextTests` checks the breaks.
enum LongText {
    /// Text shorter than this (UTF-8 bytes) is laid out unchanged.
    static let threshold = 4096
    /// The longest item Pango shapes, in UTF-8 bytes.
    static let chunkBytes = 512
    /// The longest line, in points (Pango's units overflow at about 2,097,000 pt).
    static let maxLineWidth: CGFloat = 1_000_000

    /// The layout's lines in one walk of Pango's list (`pango_layout_get_line_readonly(i)`
    /// walks the list from the start each time: quadratic in the number of lines), an ellipsized
    /// line's "…" at its own width (`EllipsisPadding`).
    static func lines(of layout: OpaquePointer) -> [UnsafeMutablePointer<PangoLayoutLine>] {
        var out: [UnsafeMutablePointer<PangoLayoutLine>] = []
        var node = pango_layout_get_lines_readonly(layout)
        while let n = node {
            if let data = n.pointee.data { out.append(data.assumingMemoryBound(to: PangoLayoutLine.self)) }
            node = n.pointee.next
        }
        if pango_layout_is_ellipsized(layout) != 0 { out.forEach(EllipsisPadding.remove) }
        return out
    }

    /// Applies the limits to `layout`, whose text is `text` and whose attributes are set.
    /// Call with the Pango lock held.
    static func prepare(_ layout: OpaquePointer, text: String, hasWidth: Bool) {
        let utf8 = text.utf8
        guard utf8.count > threshold else { return }
        if !hasWidth { pango_layout_set_width(layout, Int32(maxLineWidth * 1024)) }
        guard let attrs = pango_layout_get_attributes(layout) else { return }
        // Cut positions: every chunkBytes, moved forward to the start of a character.
        var cuts: [UInt32] = []
        var next = chunkBytes
        var offset = 0
        for byte in utf8 {
            if offset >= next, byte & 0xC0 != 0x80 {
                cuts.append(UInt32(offset))
                next = offset + chunkBytes
            }
            offset += 1
        }
        var start: UInt32 = 0
        for cut in cuts + [UInt32(utf8.count)] {
            if let attr = pango_attr_rise_new(0) {
                attr.pointee.start_index = start
                attr.pointee.end_index = cut
                pango_attr_list_insert(attrs, attr)
            }
            start = cut
        }
        pango_layout_set_attributes(layout, attrs)
    }

    /// The runs cut to the characters that the request's lines can show, or `nil` when the
    /// text is short, the width is unbounded or the lines are not limited.
    ///
    /// A line of width w holds at most w / (0.05 em) characters (no glyph Backplate draws
    /// advances less, apart from zero-width marks), and a line is at least 0.5 em tall, so
    /// n = lines × w / (0.05 em of the smallest size) + 1024 characters cover every line shown.
    /// The first n and the last n characters are kept (tail truncation shows the start, head
    /// truncation the end, middle truncation both), so the shown lines and their ellipsis are
    /// what the whole text gives.
    static func cutForLimitedLines(_ runs: [TextRun], _ request: TextLayoutRequest) -> [TextRun]? {
        let total = runs.reduce(0) { $0 + $1.string.utf8.count }
        guard total > threshold, let width = request.width, width.isFinite, width >= 0 else { return nil }
        let smallest = runs.map(\.font.size).filter { $0 > 0 && $0.isFinite }.min() ?? 17
        var lines = CGFloat(request.lineLimit.map { max($0, 1) } ?? Int.max)
        if let h = request.height, h.isFinite {
            let spacing = request.lineSpacing.isFinite ? max(request.lineSpacing, 0) : 0
            lines = min(lines, ((max(h, 0) + spacing) / (0.5 * smallest + spacing)).rounded(.down) + 1)
        }
        guard lines.isFinite, lines < 1e5 else { return nil }
        let perLine = (min(width, maxLineWidth) / (0.05 * smallest)).rounded(.up)
        let keep = Int(min(lines * perLine + 1024, 1e7))
        let count = runs.reduce(0) { $0 + $1.string.count }
        guard count > 2 * keep else { return nil }
        // Keep characters [0, keep) and [count - keep, count), run by run.
        var out: [TextRun] = []
        var offset = 0
        for run in runs {
            let n = run.string.count
            let lo = max(0, min(keep - offset, n))                 // head characters of this run
            let hi = max(0, min(offset + n - (count - keep), n))   // tail characters of this run
            var string = ""
            if lo + hi >= n { string = run.string } else {
                string = String(run.string.prefix(lo)) + String(run.string.suffix(hi))
            }
            if !string.isEmpty {
                var r = run
                r.string = string
                out.append(r)
            }
            offset += n
        }
        return out
    }

    /// The UTF-8 byte range of each line of a laid-out text, in order (empty when nothing was
    /// shaped): where the text broke, for tests that compare line breaks of long and short text.
    package static func lineRanges(of handle: ShapedTextHandle, engine: PangoTextEngine) -> [Range<Int>] {
        engine.lock.lock(); defer { engine.lock.unlock() }
        guard let shaped = engine.shapedText(for: handle) else { return [] }
        if let cut = shaped.oneShaping { return cut.items.indices.map(cut.byteRange(ofLine:)) }
        return lines(of: shaped.layout).map {
            Int($0.pointee.start_index)..<Int($0.pointee.start_index + $0.pointee.length)
        }
    }

    /// Texts with more lines than this are drawn line by line only where the clip can show them.
    static let cullingLineCount = 64

    /// The lines of a text with `lineCount` lines that can reach the clip of `cr`, as a test per
    /// line: `true` when the line, its baseline at `baselineY` in user space, may put ink inside
    /// the clip. A 10^6-character text in a 300-point column has 30,000 lines; drawing only
    /// the few a canvas shows keeps its render as fast as its layout. The test uses the line's
    /// ink and logical extents with a margin of one line height, so nothing visible is skipped;
    /// texts of at most ``cullingLineCount`` lines are always drawn whole.
    static func lineFilter(_ cr: OpaquePointer, lineCount: Int) -> (UnsafeMutablePointer<PangoLayoutLine>, CGFloat) -> Bool {
        guard lineCount > cullingLineCount else { return { _, _ in true } }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        guard y1.isFinite, y2.isFinite, y2 > y1 else { return { _, _ in true } }
        return { line, baselineY in
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_line_get_extents(line, &ink, &logical)
            let top = CGFloat(min(ink.y, logical.y)) / pangoScale
            let bottom = CGFloat(max(ink.y + ink.height, logical.y + logical.height)) / pangoScale
            let margin = max(bottom - top, 0)
            return baselineY + bottom + margin >= y1 && baselineY + top - margin <= y2
        }
    }
}
