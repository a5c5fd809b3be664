import Foundation
import BackplateCore

/// Paths through a series' points for each `InterpolationMethod`.
package enum ChartInterpolation {
    /// The open path through `points` joined by `method`.
    package static func path(through points: [CGPoint], method: InterpolationMethod) -> Path {
        var p = Path()
        guard let first = points.first else { return p }
        p.move(to: first)
        append(points, method: method, to: &p)
        return p
    }

    /// The closed area between `tops` (left to right) and `bottoms` (drawn back right to left).
    package static func areaPath(tops: [CGPoint], bottoms: [CGPoint], method: InterpolationMethod) -> Path {
        var p = Path()
        guard let first = tops.first, let lastBottom = bottoms.last else { return p }
        p.move(to: first)
        append(tops, method: method, to: &p)
        p.addLine(to: lastBottom)
        append(Array(bottoms.reversed()), method: method, to: &p)
        p.closeSubpath()
        return p
    }

    /// Appends the segments after `points[0]` (the current point) to `p`.
    private static func append(_ points: [CGPoint], method: InterpolationMethod, to p: inout Path) {
        guard points.count > 1 else { return }
        switch method.kind {
        case .linear:
            for pt in points.dropFirst() { p.addLine(to: pt) }
        case .stepStart:
            for i in 1..<points.count {
                p.addLine(to: CGPoint(x: points[i - 1].x, y: points[i].y)); p.addLine(to: points[i])
            }
        case .stepEnd:
            for i in 1..<points.count {
                p.addLine(to: CGPoint(x: points[i].x, y: points[i - 1].y)); p.addLine(to: points[i])
            }
        case .stepCenter:
            for i in 1..<points.count {
                let mx = (points[i - 1].x + points[i].x) / 2
                p.addLine(to: CGPoint(x: mx, y: points[i - 1].y))
                p.addLine(to: CGPoint(x: mx, y: points[i].y))
                p.addLine(to: points[i])
            }
        case .catmullRom, .cardinal:
            var scale: CGFloat = 1
            if case .cardinal(let tension) = method.kind { scale = 1 - tension }
            for i in 1..<points.count {
                let p0 = points[max(i - 2, 0)], p1 = points[i - 1], p2 = points[i], p3 = points[min(i + 1, points.count - 1)]
                let c1 = CGPoint(x: p1.x + scale * (p2.x - p0.x) / 6, y: p1.y + scale * (p2.y - p0.y) / 6)
                let c2 = CGPoint(x: p2.x - scale * (p3.x - p1.x) / 6, y: p2.y - scale * (p3.y - p1.y) / 6)
                p.addCurve(to: p2, control1: c1, control2: c2)
            }
        case .monotone:
            let tangents = monotoneTangents(points)
            for i in 1..<points.count {
                let a = points[i - 1], b = points[i], dx = (b.x - a.x) / 3
                p.addCurve(to: b, control1: CGPoint(x: a.x + dx, y: a.y + tangents[i - 1] * dx),
                           control2: CGPoint(x: b.x - dx, y: b.y - tangents[i] * dx))
            }
        }
    }

    /// Fritsch-Carlson tangents: a cubic through the points that never overshoots them.
    private static func monotoneTangents(_ pts: [CGPoint]) -> [CGFloat] {
        let n = pts.count
        var slopes: [CGFloat] = []
        for i in 0..<(n - 1) {
            let dx = pts[i + 1].x - pts[i].x
            slopes.append(dx == 0 ? 0 : (pts[i + 1].y - pts[i].y) / dx)
        }
        var t = [CGFloat](repeating: 0, count: n)
        t[0] = slopes[0]; t[n - 1] = slopes[n - 2]
        for i in 1..<(n - 1) { t[i] = slopes[i - 1] * slopes[i] <= 0 ? 0 : (slopes[i - 1] + slopes[i]) / 2 }
        for i in 0..<(n - 1) where slopes[i] != 0 {
            let a = t[i] / slopes[i], b = t[i + 1] / slopes[i], h = a * a + b * b
            if h > 9 { let s = 3 / sqrt(h); t[i] = s * a * slopes[i]; t[i + 1] = s * b * slopes[i] }
        } 
        return t
    }
}
