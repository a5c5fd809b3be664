import Foundation
@_spi(BackplateBackend) import BackplateCore
internal import BackplateVectorDocuments
internal import CCairo

/// The most pixels of the rendering a PDF or SVG image carries (2048 × 2048): renderers draw
/// its outlines, or render it again for their scale, so a huge page costs no huge bitmap.
let renderingPixels = 2048 * 2048

extension VectorDocument {
    /// The document rendered into `width × height` pixels at `scale` pixels per point.
    func rasterize(width: Int, height: Int, scale: CGFloat) throws -> RasterImage {
        try ImageDecodingError.check(width: width, height: height)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        draw(into: cr, rect: CGRect(x: 0, y: 0, width: width, height: height))
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = StraightAlpha.rgba(of: surface) else {
            throw ImageDecodingError.corrupt("the document could not be rendered")
        }
        guard let image = RasterImage(width: width, height: height, rgba: pixels.rgba, scale: scale) else {
            throw ImageDecodingError.corrupt("pixel data")
        }
        return image
    }

    /// The image of the document: its rendering at `scale` (3x unless given; at most
    /// ``renderingPixels`` pixels, a lower scale for a larger document) with the outlines
    /// attached, which renderers draw.
    func image(preservesVector: Bool, scale wanted: CGFloat = 3) throws -> RasterImage {
        let w = size.width, h = size.height
        guard w.isFinite, h.isFinite, w > 0, h > 0 else { throw ImageDecodingError.corrupt("document size \(w)×\(h)") }
        let budget = min(CGFloat(ImageDecodingLimits.maxSide) / max(w, h), (CGFloat(renderingPixels) / (w * h)).squareRoot())
        let scale = min(wanted, budget)
        let width = max(1, Int((w * scale).rounded())), height = max(1, Int((h * scale).rounded()))
        var image = try rasterize(width: width, height: height, scale: scale)
        image.vector = VectorOriginal(artwork: self, preservesVector: preservesVector)
        return image
    }
}

extension RasterImage {
    /// Decodes an image set's PDF file (its first page) or SVG file: its rendering at 3x
    /// pixels per point, its size in points the page's or the SVG's own (`width`/`height`, else
    /// its `viewBox`), with the outlines attached for renderers to draw at their resolution.
    /// - Throws: ``ImageDecodingError``.
    public static func decodeVector(_ data: Data, preservesVector: Bool = false) throws -> RasterImage {
        let document: any VectorDocument
        do {
            document = data.starts(with: Array("%PDF-".utf8)) ? try PDFDocumentArtwork(data) : try SVGDocumentArtwork(data)
        } catch let error as VectorDocumentError {
            throw ImageDecodingError.corrupt(error.message)
        }
        return try document.image(preservesVector: preservesVector)
    }
}
