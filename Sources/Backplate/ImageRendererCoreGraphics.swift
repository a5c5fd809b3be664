import BackplateCore
import BackplateCairo
import Foundation

extension ImageRenderer {
    /// The view rendered to a CoreGraphics image of its size × `scale` pixels (a new render on
    /// each read), or `nil` when the render fails (an infinite size, an image too large).
    public var cgImage: CGImage? {
        guard let image = try? render() else { return nil }
        return CGImage(width: image.width, height: image.height, rgba: image.rgba)
    }

    /// Lays out the view and calls `renderer` with its size and a function that draws it into
    /// a `CGContext` (upright, at the context's origin). A PDF context the closure makes with
    /// `CGContext(_:mediaBox:_:)` is written to its file by `closePDF()`, one page per
    /// `beginPDFPage`; effects that need pixels are rasterized at `rasterizationScale`.
    public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (CGContext) -> Void) -> Void) {
        let size = layout().size
        guard size.width.isFinite, size.height.isFinite else {
            RuntimeWarning.emit("ImageRenderer.render(rasterizationScale:renderer:): the view has no finite size; nothing is drawn")
            return
        }
        var env = environment
        env.displayScale = Self.drawingScale(rasterizationScale)
        let view = AnyView(content.environment(\.self, env))
        CGContext.$pdfRasterizationScale.withValue(rasterizationScale) {
            renderer(size) { context in
                context.record(.content(CGContextViewContent(view: view, size: size), context.state))
            }
        }
    }
}
