import Foundation
import BackplateCore
internal import CCairo
internal import CPangoCairo

/// A text renderer's view of shaped text (`Text.Layout`): the drawn lines, their Pango runs
/// and glyphs, read from the same shaping the backend draws.
extension PangoTextEngine {
    /// The lines of a laid-out text, each with its runs (Pango's glyph items, in visual order)
    /// and glyphs: origins on the line spans and baselines `layout(_:)` chose, the line box its
    /// metrics, each run the metrics of its styled run's font at the scale drawn.
    package func layoutLines(of result: TextLayoutResult) -> [TextLayoutLineDetail] {
        guard let handle = result.shaped, case .text(let request) = handle else { return [] }
        lock.lock(); defer { lock.unlock() }
        guard let shaped = shapedText(for: handle) else { return [] }
        let layout = shaped.oneShaping?.layout ?? shaped.layout
        let text = String(cString: pango_layout_get_text(layout))
        let utf16At = Self.utf16Offsets(text)
        var runEnds: [Int] = []
        var end = 0
        for run in request.runs { end += run.string.utf8.count; runEnds.append(end) }
        let runMetrics = request.runs.map { run -> TextLineMetrics in
            var m = metrics(for: run.font)
            m.ascent *= result.fontScale; m.descent *= result.fontScale; m.leading *= result.fontScale
            return m
        }
        let m = result.metrics
        var glyphItems: [[UnsafeMutablePointer<PangoGlyphItem>]] = []
        if let cut = shaped.oneShaping {
            glyphItems = cut.items.map { [$0.pointer] }
        } else {
            for line in LongText.lines(of: layout).prefix(result.lineCount) {
                var items: [UnsafeMutablePointer<PangoGlyphItem>] = []
                var node = line.pointee.runs
                while let n = node {
                    node = n.pointee.next
                    if let run = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self) { items.append(run) }
                }
                glyphItems.append(items)
            }
        }
        var lines: [TextLayoutLineDetail] = []
        for (i, items) in glyphItems.enumerated() where i < shaped.lines.count {
            let drawn = shaped.lines[i]
            let span = i < result.lineSpans.count ? result.lineSpans[i] : TextLineSpan(x: drawn.x, width: 0)
            var x: CGFloat = drawn.x - span.x   // glyph positions from the line's origin
            var runs: [TextLayoutRunDetail] = []
            for item in items {
                let analysis = item.pointee.item.pointee
                let offset = Int(analysis.offset)
                let source = min(runEnds.firstIndex(where: { offset < $0 }) ?? max(request.runs.count - 1, 0), max(request.runs.count - 1, 0))
                let g = item.pointee.glyphs!
                var glyphs: [TextLayoutGlyphDetail] = []
                glyphs.reserveCapacity(Int(g.pointee.num_glyphs))
                for j in 0..<Int(g.pointee.num_glyphs) {
                    let advance = CGFloat(g.pointee.glyphs[j].geometry.width) / pangoScale
                    let byte = min(max(offset + Int(g.pointee.log_clusters[j]), 0), utf16At.count - 1)
                    glyphs.append(TextLayoutGlyphDetail(x: x, advance: advance, characterIndex: utf16At[byte]))
                    x += advance
                }
                let rm = source < runMetrics.count ? runMetrics[source] : m
                runs.append(TextLayoutRunDetail(sourceRun: source, rightToLeft: analysis.analysis.level % 2 == 1,
                                                ascent: rm.ascent, descent: rm.descent, leading: rm.leading, glyphs: glyphs))
            }
            lines.append(TextLayoutLineDetail(origin: CGPoint(x: span.x, y: drawn.baseline), width: span.width,
                                              ascent: m.ascent, descent: m.descent, leading: m.leading, runs: runs))
        }
        return lines
    }

    /// For each UTF-8 byte offset of `text` (and its end), the UTF-16 offset of the character
    /// the byte belongs to.
    private static func utf16Offsets(_ text: String) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(text.utf8.count + 1)
        var u16 = 0
        for scalar in text.unicodeScalars {
            let bytes = UTF8.width(scalar)
            for _ in 0..<bytes { out.append(u16) }
            u16 += scalar.utf16.count
        }
        out.append(u16)
        return out
    }
}
