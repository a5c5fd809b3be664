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

    /// Where the objects of `runs` lie on the laid-out `lines`, each line's origin on its
    /// baseline at `origins` (the text's frame); `rise` is a run's baseline offset as shaped.
    /// Call with the Pango lock held.
    static func placements(runs: [TextRun], lines: [UnsafeMutablePointer<PangoLayoutLine>],
                           origins: [(x: CGFloat, baseline: CGFloat)], rise: (TextRun) -> CGFloat) -> [TextInlineObjectPlacement] {
        guard runs.contains(where: { $0.inlineObject != nil }) else { return [] }
        var offset: Int32 = 0
        let starts = runs.map { run in defer { offset += Int32(run.string.utf8.count) }; return offset }
        var placements: [TextInlineObjectPlacement] = []
        for (index, line) in zip(lines, origins).enumerated() {
            PangoGlyphRuns.forEach(in: line.0, from: line.1.x) { item, pen, _ in
                guard let r = starts.lastIndex(where: { $0 <= item.pointee.offset }), starts[r] == item.pointee.offset,
                      let object = runs[r].inlineObject else { return }
                let top = line.1.baseline - object.ascent - rise(runs[r])
                placements.append(TextInlineObjectPlacement(index: object.index, line: index,
                                                            frame: CGRect(x: pen, y: top, width: object.size.width, height: object.size.height)))
            }
        }
        return placements
    }
}
