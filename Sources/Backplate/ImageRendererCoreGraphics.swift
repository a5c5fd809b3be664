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
        let writer: CGContext.PDFWriter = { url, box, pages in
            CGPDFWriting.write(pages, mediaBox: box, to: url, scale: rasterizationScale)
        }
        CGContext.$pdfWriter.withValue(writer) {
            renderer(size) { context in
                context.record(.content(CGContextViewContent(view: view, size: size), context.state))
            }
        }
    }
}

/// The PDF file a CoreGraphics PDF context writes when closed (outside the generic renderer,
/// so the writer closure captures no metatype).
private enum CGPDFWriting {
    /// Writes `pages` to `url` as PDF, each page a canvas replaying what was drawn on it.
    static func write(_ pages: [[CGContext.Operation]], mediaBox: CGRect, to url: URL, scale: CGFloat) -> Bool {
        if pages.count > 1 { RuntimeWarning.emit("CGContext PDF: only the first of \(pages.count) pages is written") }
        guard let page = pages.first else { return false }
        let canvas = Canvas { context, _ in CGContextReplay.draw(page, into: context) }
            .frame(width: mediaBox.width, height: mediaBox.height)
        let document = ImageRenderer<AnyView>(content: AnyView(canvas))
        document.scale = scale
        do {
            try document.pdfData().write(to: url)
            return true
        } catch {
            RuntimeWarning.emit("CGContext PDF: \(url.path) could not be written (\(error))")
            return false
        }
    }
}
