import Foundation
import BackplateCore
internal import CCairo

/// Turns resolved paint into cairo sources.
enum CairoPaint {
    /// Sets `paint` as the source of `cr`. Materials are drawn by `CairoEffects`; here they
    /// set their tint.
    /// `bounds` (user space) is the area the paint must cover; it sizes angular gradients.
    static func setSource(_ cr: OpaquePointer, _ paint: Paint, bounds: CGRect? = nil) {
        switch paint {
        case .color(let c):
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        case .material(_, let tint, _):
            cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, tint.alpha)
        default:
            if let pattern = makePattern(paint, bounds: bounds) {
                cairo_set_source(cr, pattern)
                cairo_pattern_destroy(pattern)
            }
        }
    }

    static func makePattern(_ paint: Paint, bounds: CGRect? = nil) -> OpaquePointer? {
        switch paint {
        case .linearGradient(let stops, let a, let b):
            let p = cairo_pattern_create_linear(a.x, a.y, b.x, b.y)!
            addStops(p, stops)
            cairo_pattern_set_extend(p, CAIRO_EXTEND_PAD)
            return p
        case .radialGradient(let stops, let c, let r0, let r1, let t):
            let p = cairo_pattern_create_radial(c.x, c.y, max(r0, 0), c.x, c.y, max(r1, 0.0001))!
            addStops(p, stops)
            cairo_pattern_set_extend(p, CAIRO_EXTEND_PAD)
            if !t.isIdentity {
                // A pattern's matrix maps user space to pattern space: the inverse of `t`.
                let inv = t.inverted()
                var m = cairo_matrix_t(xx: inv.a, yx: inv.b, xy: inv.c, yy: inv.d, x0: inv.tx, y0: inv.ty)
                cairo_pattern_set_matrix(p, &m)
            }
            return p
        case .angularGradient(let stops, let c, let a0, let a1):
            guard c.x.isFinite, c.y.isFinite, a0.isFinite, a1.isFinite else {
                let first = stops.first?.color ?? .clear
                return cairo_pattern_create_rgba(first.red, first.green, first.blue, first.alpha)
            }
            var radius = 1e4
            if let b = bounds, !b.isNull, b.width.isFinite, b.height.isFinite {
                let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                               CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY)]
                radius = corners.map { (($0.x - c.x) * ($0.x - c.x) + ($0.y - c.y) * ($0.y - c.y)).squareRoot() }.max()! * 1.05 + 2
            }
            // A centre this far away sees the area under a fraction of a degree: paint the colour
            // of the direction it is seen in (a mesh that large overflows cairo's rasterizer).
            if !(radius <= farCentre), let b = bounds, !b.isNull, b.width.isFinite, b.height.isFinite {
                let angle = atan2(b.midY - c.y, b.midX - c.x)
                let col = angularColor(at: angle, stops, start: a0, sweep: a1 - a0)
                return cairo_pattern_create_rgba(col.red, col.green, col.blue, col.alpha)
            }
            return angularPattern(stops, center: c, start: a0, end: a1, radius: min(radius, farCentre))
        case .meshGradient(let mesh):
            return meshPattern(mesh)
        default:
            return nil
        }
    }

    private static func addStops(_ p: OpaquePointer, _ stops: [GradientStopPaint]) {
        for s in stops {
            cairo_pattern_add_color_stop_rgba(p, s.location, s.color.red, s.color.green, s.color.blue, s.color.alpha)
        }
    }

    /// The gradient's colour at `t` (0...1), interpolating gamma-encoded components.
    static func color(at t: Double, _ stops: [GradientStopPaint]) -> RGBAColor {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t >= a.location && t <= b.location {
            let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 0
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
            return RGBAColor(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                             blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
        }
        return last.color
    }

    /// The distance (points) beyond which an angular gradient's centre counts as far away.
    static let farCentre: Double = 1e6

    /// The colour of an angular gradient in the direction `angle` (radians).
    static func angularColor(at angle: Double, _ stops: [GradientStopPaint], start: Double, sweep: Double) -> RGBAColor {
        var a = (angle - start).truncatingRemainder(dividingBy: 2 * .pi)
        if a < 0 { a += 2 * .pi }
        if sweep >= 2 * .pi - 1e-9 || a <= sweep { return color(at: sweep > 0 ? a / sweep : 0, stops) }
        let gap = 2 * .pi - sweep
        return (a - sweep) < gap / 2 ? color(at: 1, stops) : color(at: 0, stops)
    }

    /// A mesh gradient as a cairo mesh of flat-coloured patches, one per cell, over a patch of
    /// the background covering its bounds; outside them the pattern is transparent.
    private static func meshPattern(_ m: MeshPaint) -> OpaquePointer {
        let mesh = cairo_pattern_create_mesh()!
        func patch(_ corners: [CGPoint], _ c: RGBAColor) {
            guard corners.count == 4, corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, corners[0].x, corners[0].y)
            for p in corners.dropFirst() { cairo_mesh_pattern_line_to(mesh, p.x, p.y) }
            for corner in 0..<4 { cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), c.red, c.green, c.blue, c.alpha) }
            cairo_mesh_pattern_end_patch(mesh)
        }
        let b = m.bounds
        if m.background.alpha > 0 {
            patch([CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                   CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY)], m.background)
        }
        for cell in m.cells { patch(cell.corners, cell.color) }
        return mesh
    }

    /// A conic gradient as a mesh of thin sectors around the centre (1° each), with a radius
    /// large enough to cover any view.
    private static func angularPattern(_ stops: [GradientStopPaint], center c: CGPoint, start: Double, end: Double,
                                       radius: Double) -> OpaquePointer {
        let mesh = cairo_pattern_create_mesh()!
        let sweep = end - start
        let segments = 360
        let step = 2 * Double.pi / Double(segments)
        // Position along the gradient; the uncovered part of a partial turn holds the last
        // colour for its first half and the first colour for its second half.
        func colorAt(_ angle: Double) -> RGBAColor { angularColor(at: angle, stops, start: start, sweep: sweep) }
        for i in 0..<segments {
            let a0 = start + Double(i) * step, a1 = a0 + step
            let c0 = colorAt(a0 + 1e-9), c1 = colorAt(a1 - 1e-9)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, c.x, c.y)
            cairo_mesh_pattern_line_to(mesh, c.x + radius * cos(a0), c.y + radius * sin(a0))
            cairo_mesh_pattern_line_to(mesh, c.x + radius * cos(a1), c.y + radius * sin(a1))
            cairo_mesh_pattern_line_to(mesh, c.x, c.y)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 0, c0.red, c0.green, c0.blue, c0.alpha)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 1, c0.red, c0.green, c0.blue, c0.alpha)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 2, c1.red, c1.green, c1.blue, c1.alpha)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 3, c1.red, c1.green, c1.blue, c1.alpha)
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }
}

enum CairoPath {
    /// Replaces the current path of `cr` with `path`.
    static func set(_ cr: OpaquePointer, _ path: Path) {
        cairo_new_path(cr)
        var current = CGPoint.zero
        var start = CGPoint.zero
        for e in path.elements {
            switch e {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y); current = p; start = p
            case .line(let p):
                cairo_line_to(cr, p.x, p.y); current = p
            case .quadCurve(let p, let q):
                let c1 = CGPoint(x: current.x + 2 / 3 * (q.x - current.x), y: current.y + 2 / 3 * (q.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (q.x - p.x), y: p.y + 2 / 3 * (q.y - p.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .closeSubpath:
                cairo_close_path(cr); current = start
            }
        }
    }
}
