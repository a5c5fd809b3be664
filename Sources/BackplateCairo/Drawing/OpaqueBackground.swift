import Foundation
import BackplateCore
internal import CCairo
internal import CPangoCairo  // cairo.h reaches this module through both C modules (see ShadowOcclusion)

/// Whether a render's first item paints every pixel of the bitmap with an opaque colour (a
/// page's `.background(Color.white)`), so the bitmap need not be cleared before it.
///
/// `CairoRenderer.renderImage` clears the memory cairo draws into (a `CLEAR` paint: a fill of
/// every pixel) because the memory is the returned array's, not zeroed. When the first item
/// is a fill of an opaque colour over the whole bitmap, that clear is overwritten before
/// anything reads it: an opaque colour drawn `OVER` with full coverage replaces what lay
/// beneath, so each pixel is the colour whatever the memory held, and everything drawn after
/// sees the same bytes. The test is conservative:
/// - the item is a top-level shape, filled (not stroked), with a colour of alpha 1 (not a
///   gradient or a material);
/// - its outline, flattened as cairo fills it, is one axis-aligned rectangle (four corners,
///   each on its bounding box's corners);
/// - that rectangle, in device pixels, reaches from at or before the bitmap's top-left to at
///   or past its bottom-right, so every pixel lies entirely inside it (full coverage, with or
///   without antialiasing).
enum OpaqueBackground {
    /// Whether `items[0]` covers all `width` × `height` device pixels with an opaque colour,
    /// `scale` device pixels per point; `cr` has no transform (it is only used to flatten).
    static func coversCanvas(_ items: [DisplayList.Item], cr: OpaquePointer, width: Int, height: Int, scale: CGFloat) -> Bool {
        guard let first = items.first, case .shape(let s) = first, s.stroke == nil,
              case .color(let c) = s.paint, c.alpha >= 1, c.red.isFinite, c.green.isFinite, c.blue.isFinite,
              s.path.isFiniteForDrawing, scale > 0, scale.isFinite else { return false }
        let b = s.path.boundingRect
        guard abs(b.minX) < 1e6, abs(b.minY) < 1e6, abs(b.maxX) < 1e6, abs(b.maxY) < 1e6 else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xx == 1, m.yy == 1, m.xy == 0, m.yx == 0, m.x0 == 0, m.y0 == 0 else { return false }
        guard let polygon = ShadowOcclusion.flattenedConvexPolygon(s.path, cr: cr), polygon.count == 4,
              polygon.allSatisfy({ ($0.x == b.minX || $0.x == b.maxX) && ($0.y == b.minY || $0.y == b.maxY) }),
              Set(polygon.map { "\($0.x),\($0.y)" }).count == 4 else { return false }
        return b.minX * scale <= 0 && b.minY * scale <= 0 && b.maxX * scale >= CGFloat(width) && b.maxY * scale >= CGFloat(height)
    }
}

extension OpaqueBackground {
    /// `coversCanvas` on a context of its own (for tests).
    static func coversCanvas(_ items: [DisplayList.Item], width: Int, height: Int, scale: CGFloat) -> Bool {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return false }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return false }
        defer { cairo_destroy(cr) }
        return coversCanvas(items, cr: cr, width: width, height: height, scale: scale)
    }
}
