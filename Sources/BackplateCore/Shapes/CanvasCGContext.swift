import Foundation

extension GraphicsContext {
    /// Runs `content` with a CoreGraphics context whose user space is this context's, then
    /// draws what it drew (paths, rectangles, images, gradients) with this context's
    /// transform, clip and opacity. Calls Backplate does not draw raise a runtime warning.
    public func withCGContext(content: (CGContext) throws -> Void) rethrows {
        let cg = CGContext(recordingSize: clipBoundingRect.size)
        try content(cg)
        CGContextReplay.draw(cg.operations, into: self)
    }
}

/// A view drawn into a `CGContext` (`ImageRenderer.render(rasterizationScale:renderer:)`),
/// `size` points large in the context's user space.
package struct CGContextViewContent {
    package let view: AnyView
    package let size: CGSize

    /// A view of `size` points.
    package init(view: AnyView, size: CGSize) { self.view = view; self.size = size }
}

/// Draws a `CGContext`'s recorded operations into a `GraphicsContext` (a canvas's
/// `withCGContext`, UIKit's `UIGraphicsImageRenderer`).
package enum CGContextReplay {
    /// Draws `operations` in order into `context`.
    package static func draw(_ operations: [CGContext.Operation], into context: GraphicsContext) {
        for op in operations {
            switch op {
            case .fill(let path, let color, let evenOdd, let st):
                let layer = self.layer(context, st, transformed: true)
                layer.fill(Path(path), with: .color(Color(cgColor: color)), style: FillStyle(eoFill: evenOdd, antialiased: st.antialiases))
            case .stroke(let path, let color, let st):
                let layer = self.layer(context, st, transformed: true)
                let style = StrokeStyle(lineWidth: st.lineWidth, lineCap: st.lineCap, lineJoin: st.lineJoin, miterLimit: st.miterLimit,
                                        dash: st.dash, dashPhase: st.dashPhase)
                layer.stroke(Path(path), with: .color(Color(cgColor: color)), style: style)
            case .image(let image, let rect, let st):
                // CoreGraphics puts an image's first row at the rectangle's maximum y: upside
                // down on screen in a y-down context (UIKit's), upright in a flipped one.
                let upsideDown = st.ctm.d * st.ctm.a - st.ctm.b * st.ctm.c > 0
                let img = Image(decorative: image, scale: 1, orientation: upsideDown ? .downMirrored : .up)
                    .interpolation(st.interpolates ? .high : .none)
                self.layer(context, st, transformed: false).draw(img, in: rect.applying(st.ctm))
            case .linearGradient(let gradient, let start, let end, let options, let st):
                drawLinear(gradient, start.applying(st.ctm), end.applying(st.ctm), options, self.layer(context, st, transformed: false))
            case .radialGradient(let gradient, let c0, let r0, let c1, let r1, let options, let st):
                if c0 != c1 { RuntimeWarning.emit("CGContext.drawRadialGradient with two centres is drawn around the end centre") }
                let scale = (abs(st.ctm.a * st.ctm.d - st.ctm.b * st.ctm.c)).squareRoot()
                let layer = self.layer(context, st, transformed: false)
                let centre = c1.applying(st.ctm), outer = r1 * scale
                var area = Path(layer.clipBoundingRect)
                if !options.contains(.drawsAfterEndLocation) {
                    area = Path(ellipseIn: CGRect(x: centre.x - outer, y: centre.y - outer, width: 2 * outer, height: 2 * outer))
                }
                let canvas = layer.transform
                layer.fill(area, with: .radialGradient(swiftUIGradient(gradient), center: centre.applying(canvas),
                                                       startRadius: r0 * scale, endRadius: outer))
            case .content(let content, let st):
                guard let content = content as? CGContextViewContent else { continue }
                // Upright whichever way the context's y axis points, as SwiftUI draws a view.
                let rect = CGRect(origin: .zero, size: content.size).applying(st.ctm)
                let layer = self.layer(context, st, transformed: false)
                layer.record(.view(AnyView(content.view.frame(width: rect.width, height: rect.height)),
                                   at: rect.origin.applying(layer.transform), anchor: .topLeading))
            case .unsupported(let name):
                RuntimeWarning.emit("\(name) is not drawn by Backplate")
            }
        }
    }

    /// `context` clipped to `state`'s clips, its opacity multiplied, and its transform
    /// followed by the state's when `transformed`.
    private static func layer(_ context: GraphicsContext, _ state: CGContext.GState, transformed: Bool) -> GraphicsContext {
        var layer = context
        for clip in state.clips { layer.clip(to: Path(clip.path), style: FillStyle(eoFill: clip.evenOdd)) }
        layer.opacity *= Double(state.alpha)
        if transformed { layer.concatenate(state.ctm) }
        return layer
    }

    /// A linear gradient from `start` to `end` (the layer's user space), over the band
    /// between them and past either end the options extend it to.
    private static func drawLinear(_ gradient: CGGradient, _ start: CGPoint, _ end: CGPoint, _ options: CGGradientDrawingOptions,
                                   _ layer: GraphicsContext) {
        let dx = end.x - start.x, dy = end.y - start.y, length = (dx * dx + dy * dy).squareRoot()
        let bounds = layer.clipBoundingRect
        guard length > 0, length.isFinite, !bounds.isNull, !bounds.isEmpty else { return }
        let reach = (bounds.width * bounds.width + bounds.height * bounds.height).squareRoot() + abs(start.x - bounds.midX)
            + abs(start.y - bounds.midY) + length
        let u = CGPoint(x: dx / length, y: dy / length), v = CGPoint(x: -u.y, y: u.x)
        let before = options.contains(.drawsBeforeStartLocation) ? reach : 0
        let after = options.contains(.drawsAfterEndLocation) ? reach : 0
        let a = CGPoint(x: start.x - u.x * before, y: start.y - u.y * before)
        let b = CGPoint(x: end.x + u.x * after, y: end.y + u.y * after)
        var band = Path()
        band.addLines([CGPoint(x: a.x + v.x * reach, y: a.y + v.y * reach), CGPoint(x: b.x + v.x * reach, y: b.y + v.y * reach),
                       CGPoint(x: b.x - v.x * reach, y: b.y - v.y * reach), CGPoint(x: a.x - v.x * reach, y: a.y - v.y * reach)])
        band.closeSubpath()
        let canvas = layer.transform
        layer.fill(band, with: .linearGradient(swiftUIGradient(gradient), startPoint: start.applying(canvas), endPoint: end.applying(canvas)))
    }

    private static func swiftUIGradient(_ g: CGGradient) -> Gradient {
        Gradient(stops: zip(g.colors, g.locations).map { Gradient.Stop(color: Color(cgColor: $0), location: $1) })
    }
}
