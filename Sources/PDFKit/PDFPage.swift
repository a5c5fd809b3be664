import BackplateCairo
import BackplateCore
import Foundation

/// A page of a PDF document: its size, text and drawing. A page read from a file is drawn by
/// poppler-glib; a page made from an image draws the image; `PDFPage()` is a blank US Letter page.
open class PDFPage: NSObject {
    /// What the page draws.
    enum Source {
        case blank
        case pdf(Data, index: Int, text: String)
        case image(UIImage)
    }

    let source: Source
    private var boxes: [PDFDisplayBox: CGRect]
    /// The document holding the page (nil until one does).
    open internal(set) weak var document: PDFDocument?
    /// The page's rotation in degrees, a multiple of 90.
    open var rotation = 0
    /// Whether annotations are drawn with the page.
    open var displaysAnnotations = true
    /// The page's annotations (none are read from a file).
    open private(set) var annotations: [PDFAnnotation] = []

    init(source: Source, mediaBox: CGRect) {
        self.source = source
        boxes = [.mediaBox: mediaBox]
        super.init()
    }

    /// A blank page, 612 × 792 points (US Letter).
    public override convenience init() {
        self.init(source: .blank, mediaBox: CGRect(x: 0, y: 0, width: 612, height: 792))
    }

    /// A page showing `image` at its size in points; nil for an image without pixels.
    public convenience init?(image: UIImage) {
        guard image.size.width > 0, image.size.height > 0 else { return nil }
        self.init(source: .image(image), mediaBox: CGRect(origin: .zero, size: image.size))
    }

    /// The page's number in its document ("1" for the first), nil outside a document.
    open var label: String? { document.map { String($0.index(for: self) + 1) } }

    /// The rectangle of `box`, in PDF points (the media box for a box that was not set).
    open func bounds(for box: PDFDisplayBox) -> CGRect { boxes[box] ?? boxes[.mediaBox] ?? .zero }

    /// Sets the rectangle of `box`.
    open func setBounds(_ bounds: CGRect, for box: PDFDisplayBox) { boxes[box] = bounds }

    /// The page's text, in reading order (nil for a page without text).
    open var string: String? {
        guard case .pdf(_, _, let text) = source, !text.isEmpty else { return nil }
        return text
    }

    /// The page's text as an attributed string without attributes.
    open var attributedString: NSAttributedString? { string.map { NSAttributedString(string: $0) } }

    /// The number of characters in the page's text.
    open var numberOfCharacters: Int { string?.count ?? 0 }

    /// Adds `annotation` to the page.
    open func addAnnotation(_ annotation: PDFAnnotation) {
        annotations.append(annotation)
        annotation.page = self
    }

    /// Removes `annotation` from the page.
    open func removeAnnotation(_ annotation: PDFAnnotation) {
        annotations.removeAll { $0 === annotation }
        if annotation.page === self { annotation.page = nil }
    }

    /// The page as an image of `size` points, fitted to it with its aspect kept, on white, at
    /// the screen's 3x (as a thumbnail for a list or a picker).
    open func thumbnail(of size: CGSize, for box: PDFDisplayBox) -> UIImage {
        let page = bounds(for: box)
        guard size.width > 0, size.height > 0, page.width > 0, page.height > 0 else { return UIImage() }
        let fit = min(size.width / page.width, size.height / page.height)
        let fitted = CGSize(width: (page.width * fit).rounded(), height: (page.height * fit).rounded())
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        return UIGraphicsImageRenderer(size: fitted, format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(origin: .zero, size: fitted))
            rendering(scale: 3 * fit)?.draw(in: CGRect(origin: .zero, size: fitted))
        }
    }

    /// Draws the page into `context` in PDF space (y up, the box's origin at the bottom left),
    /// as `CGContext.drawPDFPage` does: flip the context first to draw it upright in UIKit space.
    open func draw(with box: PDFDisplayBox, to context: CGContext) {
        let rect = bounds(for: box)
        guard let image = rendering(scale: 3)?.cgImage else { return }
        context.draw(image, in: rect)
    }

    /// The page drawn at `scale` pixels per point: poppler's rendering, the image, or nothing.
    func rendering(scale: CGFloat) -> UIImage? {
        switch source {
        case .blank: return nil
        case .image(let image): return image
        case .pdf(let data, let index, _):
            do {
                let raster = try PDFPages.rendering(data, at: index, scale: scale)
                return UIImage(renderedImage: RenderedImage(width: raster.width, height: raster.height,
                                                            scale: raster.scale, rgba: raster.rgba))
            } catch {
                RuntimeWarning.emit("PDFPage: page \(index + 1) could not be drawn (\(error)); it is left blank")
                return nil
            }
        }
    }
}
