import Foundation
import BackplateCore
internal import CCairo
internal import CPangoCairo  // cairo.h reaches this module through both C modules; under -wmo its path-data enumerators can be owned by either

/// Where a shadow cannot be seen: a shadow is painted behind its content, so wherever the
/// content then paints an opaque colour over every sample of a pixel, the shadow's value there
/// is overwritten and compositing it is wasted work. A card's shadow is mostly such pixels
/// (the shadow of a 1000×400 card covers 1120×520 pixels, 60% of them under the card).
///
/// The hidden area is found conservatively, so skipping it leaves every pixel as it was:
/// - the occluder is a top-level shape of the shadowed content, filled (not stroked) with an
///   opaque colour, drawn with the same transform as the shadow, which has no rotation or
///   shear;
/// - its outline, flattened with the context's tolerance exactly as cairo fills it, is one
///   convex polygon, so a rectangle lies inside it when its four corners do;
/// - the hidden area is the largest such rectangle (inset equally from the bounding box,
///   found by bisection), shrunk to whole device pixels and then by one more pixel.
/// Every pixel of that area is covered entirely by the occluder's fill: cairo gives it full
/// coverage and an opaque colour replaces what lay beneath, whatever the shadow left there.
package enum ShadowOcclusion {
    /// Device pixels (x0, y0, x1, y1; x1 and y1 exclusive) that `items` cover with an opaque
    /// fill, drawn on `cr` as it is now; `nil` when none can be proved.
    static func hiddenDeviceRect(under items: [DisplayList.Item], cr: OpaquePointer) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0, m.xx.isFinite, m.yy.isFinite, m.x0.isFinite, m.y0.isFinite else { return nil }
        var best: (x0: Int, y0: Int, x1: Int, y1: Int)?
        var bestArea = 0
        for item in items {
            guard case .shape(let s) = item, s.stroke == nil, case .color(let c) = s.paint, c.alpha >= 1,
                  s.path.isFiniteForDrawing else { continue }
            let b = s.path.boundingRect
            // A shape smaller than the blur is not worth the test; a huge one is left to the
            // safe-path logic (it may not be drawn as is).
            guard b.width * m.xx >= 16, b.height * m.yy >= 16, abs(b.minX) < 1e6, abs(b.minY) < 1e6,
                  abs(b.maxX) < 1e6, abs(b.maxY) < 1e6 else { continue }
            guard let polygon = flattenedConvexPolygon(s.path, cr: cr),
                  let inner = largestInsetRect(in: polygon, bounds: b) else { continue }
            // User space to device space (scale and translation only), shrunk to whole pixels
            // and then by one more.
            let x0 = Int((inner.minX * m.xx + m.x0).rounded(.up)) + 1, x1 = Int((inner.maxX * m.xx + m.x0).rounded(.down)) - 1
            let y0 = Int((inner.minY * m.yy + m.y0).rounded(.up)) + 1, y1 = Int((inner.maxY * m.yy + m.y0).rounded(.down)) - 1
            guard x1 > x0, y1 > y0 else { continue }
            let area = (x1 - x0) * (y1 - y0)
            if area > bestArea { best = (x0, y0, x1, y1); bestArea = area }
        }
        return best
    }

    /// The hidden device rectangle of an opaque fill of `path` in user space = device space
    /// (for tests).
    package static func hiddenDeviceRect(ofOpaqueFill path: Path) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cr) }
        let item = DisplayList.Item.shape(DisplayList.ShapeItem(path: path, paint: .color(RGBAColor(red: 1, green: 1, blue: 1)),
                                                                frame: path.boundingRect, source: "test"))
        return hiddenDeviceRect(under: [item], cr: cr)
    }

    /// `cairo_path_data_type_t`'s values (fixed by cairo's ABI), compared raw: either C module that
    /// includes cairo.h may own the enumerators' names in this module, whichever file loads it first.
    private enum PathDataType { static let moveTo: UInt32 = 0, lineTo: UInt32 = 1, closePath: UInt32 = 3 }

    /// The outline of `path` as cairo flattens it under the current transform and tolerance
    /// (in user space), if it is one convex polygon.
    static func flattenedConvexPolygon(_ path: Path, cr: OpaquePointer) -> [CGPoint]? {
        CairoPath.set(cr, path)
        defer { cairo_new_path(cr) }
        guard let flat = cairo_copy_path_flat(cr) else { return nil }
        defer { cairo_path_destroy(flat) }
        guard flat.pointee.status == CAIRO_STATUS_SUCCESS, let data = flat.pointee.data else { return nil }
        var points: [CGPoint] = []
        var subpaths = 0
        var i = 0
        let n = Int(flat.pointee.num_data)
        while i < n {
            let header = data[i].header
            let length = Int(header.length)
            guard length > 0 else { return nil }
            switch header.type.rawValue {
            case PathDataType.moveTo:
                // cairo follows a close with a move to the subpath's start: harmless unless
                // a line follows it (a second subpath).
                subpaths += 1
                if subpaths == 1 { points.append(CGPoint(x: data[i + 1].point.x, y: data[i + 1].point.y)) }
            case PathDataType.lineTo:
                guard subpaths == 1 else { return nil }
                let p = CGPoint(x: data[i + 1].point.x, y: data[i + 1].point.y)
                if p != points.last { points.append(p) }
            case PathDataType.closePath:
                break
            default:
                return nil  // a flattened path holds no curves
            }
            i += length
        }
        if points.count > 1, points.first == points.last { points.removeLast() }
        guard points.count >= 3 else { return nil }
        // Convex: every turn has the same sign, and the turns add up to one full turn (a
        // polygon that winds twice, a star, turns more).
        var sign = 0.0, turning = 0.0
        for k in 0..<points.count {
            let a = points[k], b = points[(k + 1) % points.count], c = points[(k + 2) % points.count]
            let (ux, uy, vx, vy) = (b.x - a.x, b.y - a.y, c.x - b.x, c.y - b.y)
            var cross = ux * vy - uy * vx
            // Rounding noise on (nearly) collinear points counts as straight.
            if abs(cross) <= 1e-9 * ((ux * ux + uy * uy) * (vx * vx + vy * vy)).squareRoot() { cross = 0 }
            if cross != 0 {
                if sign == 0 { sign = cross > 0 ? 1 : -1 } else if (cross > 0 ? 1.0 : -1.0) != sign { return nil }
            }
            turning += atan2(cross, ux * vx + uy * vy)
        }
        guard sign != 0, abs(abs(turning) - 2 * .pi) < 1e-6 else { return nil }
        return sign > 0 ? points : points.reversed()
    }

    /// Whether `p` lies strictly inside the convex, counter-clockwise (positive turns) `polygon`.
    static func contains(_ polygon: [CGPoint], _ p: CGPoint) -> Bool {
        for k in 0..<polygon.count {
            let a = polygon[k], b = polygon[(k + 1) % polygon.count]
            if (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) <= 1e-9 { return false }
        }
        return true
    }

    /// The largest rectangle inset equally from `bounds` whose corners lie inside the convex
    /// `polygon` (so all of it does), or `nil` when even the centre does not.
    static func largestInsetRect(in polygon: [CGPoint], bounds b: CGRect) -> CGRect? {
        guard contains(polygon, CGPoint(x: b.midX, y: b.midY)) else { return nil }
        func fits(_ d: CGFloat) -> Bool {
            let r = b.insetBy(dx: d, dy: d)
            return !r.isNull && !r.isEmpty && [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                                                CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].allSatisfy { contains(polygon, $0) }
        }
        // Corners move towards the centre as the inset grows, so whether they fit changes once.
        var lo: CGFloat = 0, hi = min(b.width, b.height) / 2
        guard fits(hi * 0.999) || fits(hi * 0.9) else { return nil }
        hi *= 0.999
        if fits(lo) { return b }
        for _ in 0..<24 {
            let mid = (lo + hi) / 2
            if fits(mid) { hi = mid } else { lo = mid }
        }
        return b.insetBy(dx: hi, dy: hi)
    }
}
