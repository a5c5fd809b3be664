import Foundation
import BackplateCore
internal import CPangoCairo

/// Inline objects (images shown in text) in a Pango layout: a shape attribute keeps each one's
/// room on its line, and where it lies is read back from the laid-out lines. Pango draws
/// nothing for a shape; the core draws the image there.
enum PangoInlineObjects {
    /// The shape attribute keeping `object`'s room: its width, its ascent above the baseline
    /// and its descent below.
    static func attribute(for object: TextInlineObject) -> UnsafeMutablePointer<PangoAttribute>? {
        var rect = PangoRectangle(x: 0, y: Int32(-object.ascent * pangoScale), width: Int32(object.size.width * pangoScale),
                                  height: Int32(object.size.height * pangoScale))
        return pango_attr_shape_new(&rect, &rect)
    }

    /// The baselines of `lines` and the height of `lineCount` lines (those past `lines` are
    /// reserved ones) when `runs` hold inline objects: as CoreText sizes each line, a line
    /// holding an object taller (or deeper) than the fonts' box `base` grows to hold it, and
    /// the others keep `base`. Call with the Pango lock held.
    static func lineBaselines(runs: [TextRun], lines: [UnsafeMutablePointer<PangoLayoutLine>], lineCount: Int,
                              base: TextLineMetrics, spacing: CGFloat, rise: (TextRun) -> CGFloat) -> (baselines: [CGFloat], height: CGFloat) {
        let starts = byteStarts(of: runs)
        var baselines: [CGFloat] = []
        var bottom: CGFloat = 0  // the previous line's bottom, its leading included
        for line in lines {
            var ascent = base.ascent, descent = base.descent
            PangoGlyphRuns.forEach(in: line, from: 0) { item, _, _ in
                guard let r = objectRun(at: item.pointee.offset, starts: starts, runs: runs), let object = runs[r].inlineObject else { return }
                ascent = max(ascent, object.ascent + rise(runs[r]))
                descent = max(descent, object.descent - rise(runs[r]))
            }
            let baseline = (baselines.isEmpty ? 0 : bottom + spacing) + ascent
            baselines.append(baseline)
            bottom = baseline + descent + base.leading
        }
        let reserved = max(lineCount - lines.count, 0)
        let lineHeight = base.ascent + base.descent + base.leading
        if baselines.isEmpty { return ([], CGFloat(reserved) * lineHeight + CGFloat(max(reserved - 1, 0)) * spacing) }
        return (baselines, bottom + CGFloat(reserved) * (spacing + lineHeight))
    }

    /// Each run's first byte in the layout's text (the runs' strings joined).
    private static func byteStarts(of runs: [TextRun]) -> [Int32] {
        var offset: Int32 = 0
        return runs.map { run in defer { offset += Int32(run.string.utf8.count) }; return offset }
    }

    /// The index of the run holding an inline object that starts at byte `offset`, if any.
    private static func objectRun(at offset: Int32, starts: [Int32], runs: [TextRun]) -> Int? {
        guard let r = starts.lastIndex(where: { $0 <= offset }), starts[r] == offset, runs[r].inlineObject != nil else { return nil }
        return r
    }

    /// Where the objects of `runs` lie on the laid-out `lines`, each line's origin on its
    /// baseline at `origins` (the text's frame); `rise` is a run's baseline offset as shaped.
    /// Call with the Pango lock held.
    static func placements(runs: [TextRun], lines: [UnsafeMutablePointer<PangoLayoutLine>],
                           origins: [(x: CGFloat, baseline: CGFloat)], rise: (TextRun) -> CGFloat) -> [TextInlineObjectPlacement] {
        guard runs.contains(where: { $0.inlineObject != nil }) else { return [] }
        let starts = byteStarts(of: runs)
        var placements: [TextInlineObjectPlacement] = []
        for (index, line) in zip(lines, origins).enumerated() {
            PangoGlyphRuns.forEach(in: line.0, from: line.1.x) { item, pen, _ in
                guard let r = objectRun(at: item.pointee.offset, starts: starts, runs: runs), let object = runs[r].inlineObject else { return }
                let top = line.1.baseline - object.ascent - rise(runs[r])
                placements.append(TextInlineObjectPlacement(index: object.index, line: index,
                                                            frame: CGRect(x: pen, y: top, width: object.size.width, height: object.size.height)))
            }
        }
        return placements
    }
}
