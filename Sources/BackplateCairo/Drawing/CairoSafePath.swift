import Foundation
import BackplateCore
internal import CCairo

/// Keeps paths within the coordinates cairo can rasterize.
///
/// cairo converts device coordinates to 24.8 fixed point: beyond about ±8.4 million device
/// pixels they overflow, and filling such a path can crash inside cairo's tessellator. A path
/// whose device-space bounds stay within ``maxDeviceCoordinate`` is drawn as is. Beyond it:
/// - an axis-aligned rectangle that is filled (every `Color`, `Rectangle` and background) is
///   cut to the visible area first, which draws exactly the same pixels;
/// - any other path is not drawn, and a runtime warning says so (no canvas is larger than
///   32,767 pixels, so such a path is almost entirely off the canvas).
/// A transform that scales by more than ``maxScale`` (or collapses to less than 1/maxScale²
/// in area) draws nothing either: cairo's own arithmetic overflows under it.
enum CairoSafePath {
    /// The largest device coordinate handed to cairo, in device pixels.
    static let maxDeviceCoordinate: Double = 4_000_000
    /// The largest scale factor of the current transform a shape is drawn under.
    static let maxScale: Double = 1_000_000

    /// The path to hand to cairo for `path` under the current transform of `cr`, or `nil`
    /// when it cannot be drawn.
    static func drawable(_ path: Path, cr: OpaquePointer, filled: Bool, lineWidth: CGFloat = 0) -> Path? {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let det = m.xx * m.yy - m.xy * m.yx
        guard [m.xx, m.yx, m.xy, m.yy].allSatisfy({ $0.isFinite && abs($0) <= maxScale }), abs(det) >= 1 / (maxScale * maxScale),
              abs(m.x0) <= maxDeviceCoordinate, abs(m.y0) <= maxDeviceCoordinate else {
            RuntimeWarning.emit("A shape is drawn under a transform beyond ×\(Int(maxScale)) (or collapsed, or moved beyond ±\(Int(maxDeviceCoordinate)) device pixels), which cairo cannot rasterize; it is not drawn.")
            return nil
        }
        let w = lineWidth.isFinite ? max(lineWidth, 0) : 0
        let b = path.boundingRect.insetBy(dx: -w, dy: -w)
        guard !b.isNull, b.minX.isFinite, b.minY.isFinite, b.width.isFinite, b.height.isFinite else { return nil }
        if deviceBounds(of: b, cr: cr).map({ $0 <= maxDeviceCoordinate }) ?? false { return path }
        if filled, let rect = axisAlignedRectangle(path) {
            let visible = CairoEffects.clipExtents(cr).insetBy(dx: -2, dy: -2)
            let cut = rect.intersection(visible.finiteOrNull)
            guard !cut.isNull, !cut.isEmpty, deviceBounds(of: cut, cr: cr).map({ $0 <= maxDeviceCoordinate }) ?? false else { return nil }
            return Path(cut)
        }
        RuntimeWarning.emit("A shape reaches beyond ±\(Int(maxDeviceCoordinate)) device pixels, which cairo cannot rasterize; it is not drawn.")
        return nil
    }

    /// Whether a group transform stays within what cairo can compose: scale factors at most
    /// ``maxScale`` and a translation within ``maxDeviceCoordinate`` (a larger one draws
    /// nothing, like a singular one).
    static func isDrawable(_ t: CGAffineTransform) -> Bool {
        [t.a, t.b, t.c, t.d].allSatisfy { $0.isFinite && abs($0) <= maxScale }
            && abs(t.tx) <= maxDeviceCoordinate && abs(t.ty) <= maxDeviceCoordinate
    }

    /// The largest absolute device coordinate of `rect`'s corners, or `nil` if not finite.
    private static func deviceBounds(of rect: CGRect, cr: OpaquePointer) -> Double? {
        var m = 0.0
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var dx = Double(x), dy = Double(y)
            cairo_user_to_device(cr, &dx, &dy)
            guard dx.isFinite, dy.isFinite else { return nil }
            m = max(m, abs(dx), abs(dy))
        }
        return m
    }

    /// The rectangle `path` is, if it is one closed axis-aligned rectangle.
    static func axisAlignedRectangle(_ path: Path) -> CGRect? {
        var points: [CGPoint] = []
        var simple = true
        path.forEach { e in
            switch e {
            case .move(let p): if points.isEmpty { points.append(p) } else { simple = false }
            case .line(let p): points.append(p)
            case .closeSubpath: break
            default: simple = false
            }
        }
        guard simple, points.count >= 4, points.count <= 5 else { return nil }
        if points.count == 5 { guard points[4] == points[0] else { return nil }; points.removeLast() }
        let xs = Set(points.map(\.x)), ys = Set(points.map(\.y))
        guard xs.count <= 2, ys.count <= 2 else { return nil }
        // Consecutive corners share an x or a y (no bow tie).
        for i in 0..<4 {
            let a = points[i], c = points[(i + 1) % 4]
            guard a.x == c.x || a.y == c.y else { return nil }
        }
        return path.boundingRect
    }
}

extension CairoSafePath {
    /// Sets the current path as the clip, with an antialias mode fills never use.
    ///
    /// On an image surface `GOOD` rasterizes as `DEFAULT` does, but when a fill's antialias
    /// mode equals the clip's, cairo 1.16 intersects the fill's polygon with the clip's
    /// (`_cairo_polygon_intersect`), which dereferences a null pointer on some
    /// self-overlapping paths (found by the fuzzer: seed 1004 tree 1211, seed 5000 tree
    /// 1212). With different modes cairo composites through the clip's mask instead. A
    /// non-antialiased clip stays `NONE`. The context's antialias mode is restored. Used for
    /// shape clips (`clipShape`, materials); rectangle clips keep `DEFAULT`, since mixing the
    /// two modes in one clip is what keeps cairo off the polygon path.
    static func clip(_ cr: OpaquePointer, antialiased: Bool = true) {
        let previous = cairo_get_antialias(cr)
        cairo_set_antialias(cr, antialiased ? CAIRO_ANTIALIAS_GOOD : CAIRO_ANTIALIAS_NONE)
        cairo_clip(cr)
        cairo_set_antialias(cr, previous)
    }
}
