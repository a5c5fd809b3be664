import Foundation

/// How Backplate draws strokes, for `PKDrawing.image(from:scale:)` and a canvas view: each
/// stroke as round-capped, round-joined lines between its control points, as wide as the
/// points' sizes, in the ink's colour at the points' opacity, clipped to its mask.
enum PKStrokeDrawing {
    /// `strokes` inside `rect` drawn into an image of `rect`'s size at `scale` (a scale that is
    /// not positive: the main screen's); an empty image for an empty or infinite rect.
    static func image(of strokes: [PKStroke], in rect: CGRect, scale: CGFloat) -> UIImage {
        guard !rect.isNull, !rect.isInfinite else { return UIImage() }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale.isFinite && scale > 0 ? scale : UIScreen.main.scale
        format.opaque = false
        return UIGraphicsImageRenderer(bounds: rect, format: format).image { context in
            draw(strokes, in: context.cgContext)
        }
    }

    /// Draws `strokes`, back to front, into `context` in the drawing's coordinates.
    static func draw(_ strokes: [PKStroke], in context: CGContext) {
        for stroke in strokes where !stroke.path.isEmpty {
            context.saveGState()
            context.concatenate(stroke.transform)
            if let mask = stroke.mask {
                context.addPath(mask.cgPath)
                context.clip()
            }
            draw(Array(stroke.path), color: stroke.ink.color.cgColor, in: context)
            context.restoreGState()
        }
    }

    /// One stroke's points: a dot for one point, one polyline when every point has the same
    /// width and opacity, else a segment per pair at their mean width and opacity.
    private static func draw(_ points: [PKStrokePoint], color: CGColor, in context: CGContext) {
        context.setStrokeColor(color)
        context.setFillColor(color)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        guard let first = points.first else { return }
        if points.count == 1 {
            let r = first.markWidth / 2
            context.setAlpha(opacity(first.opacity))
            context.fillEllipse(in: CGRect(x: first.location.x - r, y: first.location.y - r, width: r * 2, height: r * 2))
            return
        }
        if points.allSatisfy({ $0.markWidth == first.markWidth && $0.opacity == first.opacity }) {
            context.setAlpha(opacity(first.opacity))
            context.setLineWidth(first.markWidth)
            context.addLines(between: points.map(\.location))
            context.strokePath()
            return
        }
        for (a, b) in zip(points, points.dropFirst()) {
            context.setAlpha(opacity((a.opacity + b.opacity) / 2))
            context.setLineWidth((a.markWidth + b.markWidth) / 2)
            context.move(to: a.location)
            context.addLine(to: b.location)
            context.strokePath()
        }
    }

    /// A point's opacity (0...2 on iOS) as a drawing alpha, 0...1.
    private static func opacity(_ value: CGFloat) -> CGFloat {
        value.isFinite ? min(max(value, 0), 1) : 1
    }
}
