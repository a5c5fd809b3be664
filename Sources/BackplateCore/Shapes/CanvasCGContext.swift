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
            // `clear` and `copy` replace what the drawing covers: erase it first.
            if let mode = op.blendMode, mode == .clear || mode == .copy {
                erase(op, in: context)
                if mode == .clear { continue }
            }
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
                let c = centre.applying(canvas)
                layer.fill(area, with: GraphicsContext.Shading { size in
                    AnyShapeStyle(.radialGradient(swiftUIGradient(gradient), center: GraphicsContext.Shading.unit(c, size),
                                                  startRadius: r0 * scale, endRadius: outer))
                })
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
        layer.blendMode = blendMode(state.blendMode)
        if transformed { layer.concatenate(state.ctm) }
        return layer
    }

    /// The canvas mode a CoreGraphics mode draws with: `normal` for `clear` and `copy` (drawn
    /// after `erase`) and, with a warning, for the Porter-Duff modes a canvas cannot composite.
    private static func blendMode(_ mode: CGBlendMode) -> GraphicsContext.BlendMode {
        switch mode {
        case .clear, .copy: return .normal
        case .sourceIn, .sourceOut, .destinationIn, .destinationAtop, .xor:
            RuntimeWarning.emit("CGContext.setBlendMode(.\(mode)) is not drawn by Backplate: the drawing uses .normal")
            return .normal
        default: return GraphicsContext.BlendMode(rawValue: mode.rawValue)
        }
    }

    /// Makes transparent the area `op` covers: its path, its stroke, its image's rectangle, or
    /// the whole clip for a gradient.
    private static func erase(_ op: CGContext.Operation, in context: GraphicsContext) {
        guard var st = op.state else { return }
        st.blendMode = .normal
        st.alpha = 1
        var flat = layer(context, st, transformed: false)
        flat.blendMode = .destinationOut
        var shaped = layer(context, st, transformed: true)
        shaped.blendMode = .destinationOut
        switch op {
        case .fill(let path, _, let evenOdd, _): shaped.fill(Path(path), with: .color(.black), style: FillStyle(eoFill: evenOdd))
        case .stroke(let path, _, _):
            shaped.stroke(Path(path), with: .color(.black), style: StrokeStyle(lineWidth: st.lineWidth, lineCap: st.lineCap,
                                                                               lineJoin: st.lineJoin, miterLimit: st.miterLimit))
        case .image(_, let rect, _): flat.fill(Path(rect.applying(st.ctm)), with: .color(.black))
        default: flat.fill(Path(flat.clipBoundingRect), with: .color(.black))
        }
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
        let (a0, b0) = (start.applying(canvas), end.applying(canvas))
        layer.fill(band, with: GraphicsContext.Shading { size in
            AnyShapeStyle(.linearGradient(swiftUIGradient(gradient), startPoint: GraphicsContext.Shading.unit(a0, size),
                                          endPoint: GraphicsContext.Shading.unit(b0, size)))
        })
    }

    /// The gradient's stops, mixed component by component as CoreGraphics mixes them (not in
    /// OKLab, SwiftUI's default here).
    private static func swiftUIGradient(_ g: CGGradient) -> AnyGradient {
        Gradient(stops: zip(g.colors, g.locations).map { Gradient.Stop(color: Color(cgColor: $0), location: $1) }).colorSpace(.device)
    }
}

extension CGContext.Operation {
    /// The graphics state the operation was recorded in (`nil` for a call not drawn).
    var state: CGContext.GState? {
        switch self {
        case .fill(_, _, _, let st), .stroke(_, _, let st), .image(_, _, let st), .linearGradient(_, _, _, _, let st),
             .radialGradient(_, _, _, _, _, _, let st), .content(_, let st): return st
        case .unsupported: return nil
        }
    }

    /// The blend mode the operation was recorded with.
    var blendMode: CGBlendMode? { state?.blendMode }
}
