import Foundation

// Drawing a text layout's lines, runs and slices into a `GraphicsContext`: each is the text's
// own shaped line drawn where the text draws it (the same pixels), through the context's
// transform, opacity, blend mode, clips and filters; a run or slice is its line clipped to
// the advances of its glyphs.

extension GraphicsContext {
    /// Draws a line of a text layout where it lies (moved by a changed `origin`).
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        recordText(TextLayoutPart(source: line.source, line: line.index, glyphs: nil, shift: line.shift))
    }

    /// Draws a run of a text layout where it lies on its line.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        draw(Text.Layout.RunSlice(run: run, indices: run.startIndex..<run.endIndex), options: options)
    }

    /// Draws a slice of a run's glyphs where they lie on their line.
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        let run = slice.run
        let line = run.source.lines[run.line]
        let bounds = slice.typographicBounds
        let shift = CGSize(width: run.origin.x - line.origin.x, height: run.origin.y - line.origin.y)
        // The clip spans the glyphs' advances, and vertically well past any accent or descender.
        let height = max(line.ascent + line.descent + line.leading, 1)
        let clip = CGRect(x: bounds.origin.x - shift.width, y: line.origin.y - 3 * height, width: bounds.width, height: 6 * height)
        recordText(TextLayoutPart(source: run.source, line: run.line, glyphs: clip, shift: shift))
    }
}

/// One line of a laid-out text to draw, moved by `shift`, and clipped to `glyphs` (in the
/// text's frame) for a run or slice.
struct TextLayoutPart {
    let source: TextLayoutSource
    let line: Int
    let glyphs: CGRect?
    let shift: CGSize
}

/// A recorded line, run or slice: fills its container and draws the text's line at the
/// container's origin, through the recorded transform.
nonisolated struct _TextLayoutPartView: View, PrimitiveView {
    let part: TextLayoutPart
    let transform: CGAffineTransform
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        [ViewNode("TextLayoutPart", layout: GreedyLeafLayout(), content: TextLayoutPartContent(part: part, transform: transform))]
    }
}

struct TextLayoutPartContent: NodeContent, DisplayListDrawable {
    let part: TextLayoutPart
    let transform: CGAffineTransform

    func displayItems(in frame: CGRect, node: ViewNode, builder: DisplayListBuilder) -> [DisplayList.Item] {
        let source = part.source
        guard part.line < source.lines.count else { return [] }
        let origin = CGPoint(x: frame.minX + part.shift.width, y: frame.minY + part.shift.height)
        let moved = CGAffineTransform(translationX: -frame.minX, y: -frame.minY).concatenating(transform)
            .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
        return source.content.drawnItems(source.result, bounds: frame, origin: origin, line: part.line, pass: builder.pass) { text in
            var item = text
            if let glyphs = part.glyphs {
                let clip = glyphs.offsetBy(dx: origin.x, dy: origin.y)
                item = .group(DisplayList.GroupItem(effect: .clip(Path(clip), FillStyle()), bounds: clip, items: [item]))
            }
            if moved != .identity {
                item = .group(DisplayList.GroupItem(effect: .transform(moved), bounds: frame, items: [item]))
            }
            return item
        }
    }
}
