import Foundation
import BackplateCore
internal import CCairo
internal import BackplateVectorDocuments

extension CairoDrawing {
    /// Draws an image set's PDF or SVG file as outlines when its set preserves them or the
    /// target is a vector document, and returns `true`; otherwise `false`, and the caller draws
    /// the pixels ``screenPixels(of:)`` gives.
    func drawOutlines(_ i: DisplayList.ImageItem) -> Bool {
        guard i.tileSize == nil, let vector = i.image.vector, let document = vector.artwork as? any VectorDocument else { return false }
        let drawsToVector = cairo_surface_get_type(cairo_get_group_target(cr)) != CAIRO_SURFACE_TYPE_IMAGE
        guard vector.preservesVector || drawsToVector else { return false }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, i.frame.minX, i.frame.minY, i.frame.width, i.frame.height)
        cairo_clip(cr)
        guard let template = i.templatePaint else {
            document.draw(into: cr, rect: i.frame)
            return true
        }
        // A template keeps the artwork's alpha and takes the paint's colours.
        cairo_push_group(cr)
        document.draw(into: cr, rect: i.frame)
        let artwork = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(artwork) }
        CairoPaint.setSource(cr, template)
        cairo_mask(cr, artwork)
        return true
    }

    /// The pixels to draw for an image: for a PDF or SVG file whose set does not preserve its
    /// outlines, its rendering at this drawing's scale for its own size, as Xcode renders it for
    /// the screen, then scaled to the frame as iOS scales it; otherwise the image's pixels.
    func screenPixels(of image: RasterImage) -> RasterImage {
        guard let document = image.vector?.artwork as? any VectorDocument, rasterScale.isFinite, rasterScale > 0 else { return image }
        let width = max(1, Int((document.size.width * rasterScale).rounded()))
        let height = max(1, Int((document.size.height * rasterScale).rounded()))
        guard width != image.width || height != image.height else { return image }
        return (try? document.rasterize(width: width, height: height, scale: rasterScale)) ?? image
    }
}
