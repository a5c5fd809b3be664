import Foundation
import BackplateCore
internal import CPangoCairo

/// Inline objects (images shown in text) in a Pango layout: a shape attribute keeps each one's
/// room on its line, and where it lies is read back from the laid-out lines. Pango draws
/// nothing for a shape; the core draws the image there.
struct PangoInlineObjects {
    /// Each shown line's baseline, in the text's frame.
    let baselines: [CGFloat]
    /// The height of the lines asked for, those past the shown ones reserved.
    let height: CGFloat
    /// The objects on the shown lines: their line, their start from the line's origin, and
    /// their top above its baseline (ascent and rise).
    private let found: [(line: Int, x: CGFloat, top: CGFloat, object: TextInlineObject)]

    /// The shape attribute keeping `object`'s room: its width, its ascent above the baseline
    /// and its descent below.
    static func attribute(for object: TextInlineObject) -> UnsafeMutablePointer<PangoAttribute>? {
        var rect = PangoRectangle(x: 0, y: Int32(-object.ascent * pangoScale), width: Int32(object.size.width * pangoScale),
                                  height: Int32(object.size.height * pangoScale))
        return pango_attr_shape_new(&rect, &rect)
    }

    /// The laid-out `lines` of a text whose `runs` hold inline objects, and the height of
    /// `lineCount` lines (those past `lines` are reserved ones): as CoreText sizes each line, a
    /// line holding an object taller (or deeper) than the fonts' box `base` grows to hold it,
    /// and the others keep `base`. `rise` is a run's baseline offset as shaped. Call with the
    /// Pango lock held.
    init(runs: [TextRun], lines: [UnsafeMutablePointer<PangoLayoutLine>], lineCount: Int,
         base: TextLineMetrics, spacing: CGFloat, rise: (TextRun) -> CGFloat) {
        let bytes = TextRunBytes(runs)
        var baselines: [CGFloat] = []
        var found: [(line: Int, x: CGFloat, top: CGFloat, object: TextInlineObject)] = []
        var bottom: CGFloat = 0  // the previous line's bottom, its leading included
        for (index, line) in lines.enumerated() {
            var ascent = base.ascent, descent = base.descent
            PangoGlyphRuns.forEach(in: line, from: 0) { item, x, _ in
                let offset = item.pointee.offset
                guard let r = bytes.run(at: offset), bytes.starts[r] == offset, let object = runs[r].inlineObject else { return }
                let top = object.ascent + rise(runs[r])
                ascent = max(ascent, top)
                descent = max(descent, object.descent - rise(runs[r]))
                found.append((index, x, top, object))
            }
            let baseline = (baselines.isEmpty ? 0 : bottom + spacing) + ascent
            baselines.append(baseline)
            bottom = baseline + descent + base.leading
        }
        let reserved = max(lineCount - lines.count, 0)
        let lineHeight = base.ascent + base.descent + base.leading
        self.baselines = baselines
        self.found = found
        height = baselines.isEmpty ? CGFloat(reserved) * lineHeight + CGFloat(max(reserved - 1, 0)) * spacing
                                   : bottom + CGFloat(reserved) * (spacing + lineHeight)
    }

    /// Where the objects lie when each line's origin on its baseline is at `origins` (the
    /// text's frame).
    func placements(origins: [(x: CGFloat, baseline: CGFloat)]) -> [TextInlineObjectPlacement] {
        found.compactMap { found in
            guard found.line < origins.count else { return nil }
            let origin = origins[found.line]
            return TextInlineObjectPlacement(index: found.object.index, line: found.line,
                                             frame: CGRect(x: origin.x + found.x, y: origin.baseline - found.top,
                                                           width: found.object.size.width, height: found.object.size.height))
        }
    }
}
