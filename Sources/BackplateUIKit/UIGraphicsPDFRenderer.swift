import Foundation
import BackplateCore

/// The document information of the PDFs a `UIGraphicsPDFRenderer` makes (UIKit's
/// `UIGraphicsPDFRendererFormat`).
public final class UIGraphicsPDFRendererFormat {
    /// The title, author, subject, keywords and creator, by `kCGPDFContextTitle`… (other
    /// keys are kept and not written).
    public var documentInfo: [String: Any] = [:]

    /// A format with no document information.
    public init() {}

    /// A format with no document information.
    public static func `default`() -> UIGraphicsPDFRendererFormat { UIGraphicsPDFRendererFormat() }
}

/// The drawing context a `UIGraphicsPDFRenderer`'s actions receive (UIKit's
/// `UIGraphicsPDFRendererContext`): `cgContext` draws on the current page, y down from its
/// top-left corner in points. Drawing before the first `beginPage()` is left out, as UIKit's
/// PDF context ignores drawing outside a page.
public final class UIGraphicsPDFRendererContext {
    /// The CoreGraphics context of the document.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsPDFRendererFormat
    /// The renderer's bounds: the default page box.
    public let pdfContextBounds: CGRect

    init(cgContext: CGContext, format: UIGraphicsPDFRendererFormat, bounds: CGRect) {
        self.cgContext = cgContext
        self.format = format
        pdfContextBounds = bounds
    }

    /// Ends the page being drawn, if any, and begins a new one the renderer's size.
    public func beginPage() {
        var box = pdfContextBounds
        cgContext.beginPage(mediaBox: &box)
    }

    /// Ends the page being drawn, if any, and begins a new one `bounds` large (the renderer's
    /// bounds when empty); `pageInfo` is kept and not written.
    public func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        var box = bounds
        cgContext.beginPage(mediaBox: &box)
    }

    /// Makes `rect` a link to `url`. Backplate writes no link: the call warns when the
    /// document is written.
    public func setURL(_ url: URL, for rect: CGRect) {
        cgContext.record(.unsupported("UIGraphicsPDFRendererContext.setURL(_:for:) (a link to \(url.absoluteString))"))
    }

    /// Names a point of the page as a link destination (not written: warns).
    public func addDestination(withName name: String, at point: CGPoint) {
        cgContext.record(.unsupported("UIGraphicsPDFRendererContext.addDestination(withName:at:) (\(name))"))
    }

    /// Makes `rect` a link to a named destination (not written: warns).
    public func setDestinationWithName(_ name: String, for rect: CGRect) {
        cgContext.record(.unsupported("UIGraphicsPDFRendererContext.setDestinationWithName(_:for:) (\(name))"))
    }

    /// Fills `rect` with the context's fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Fills `rect` with the context's fill colour in `blendMode`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.drawing(in: blendMode) { cgContext.fill(rect) } }
    /// Strokes `rect`'s outline with the context's stroke colour and line width.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Strokes `rect`'s outline in `blendMode`.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.drawing(in: blendMode) { cgContext.stroke(rect) } }
    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Makes PDF documents from CoreGraphics and UIKit drawing (UIKit's `UIGraphicsPDFRenderer`):
/// the actions begin pages and draw on them (`UIGraphicsGetCurrentContext()`, `NSString.draw`,
/// `UIImage.draw`, `UIBezierPath.fill()` all draw on the current page); Backplate writes each
/// page with cairo, shapes and text as vectors, fonts embedded.
public final class UIGraphicsPDFRenderer {
    /// The default page box, in points.
    public let bounds: CGRect
    /// The document information.
    public let format: UIGraphicsPDFRendererFormat

    /// A renderer of pages `bounds` large, with no document information.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// A renderer of pages `bounds` large (US Letter, 612 × 792, when empty or not finite).
    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    /// Runs `actions` with the renderer's context current and returns the document they drew.
    public func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        (try? document(actions)) ?? Data()
    }

    /// Runs `actions` and writes the document they drew to `url` (the whole file, or none);
    /// throws when the document cannot be drawn or the file cannot be written.
    public func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
        try document(actions).write(to: url, options: .atomic)
    }

    private func document(_ actions: (UIGraphicsPDFRendererContext) -> Void) throws -> Data {
        let usable = bounds.width > 0 && bounds.height > 0 && bounds.width.isFinite && bounds.height.isFinite
        let box = usable ? bounds : CGRect(x: 0, y: 0, width: 612, height: 792)
        guard let cg = CGContext(pdfMediaBox: box, destination: .none, info: format.documentInfo, yDown: true) else {
            throw CocoaError(.fileWriteUnknown)
        }
        let context = UIGraphicsPDFRendererContext(cgContext: cg, format: format, bounds: box)
        UIGraphicsContextStack.withCurrent(cg) { actions(context) }
        guard let data = cg.finishPDFDocument() else { throw CocoaError(.fileWriteUnknown) }
        return data
    }
}
