import Foundation

/// Geometry of paths: exact bounds, flattening, hit testing and trimming.
extension Path {
    /// The smallest rectangle containing every point of the path, with curves bounded at their
    /// exact extrema (control points that the curve does not reach are excluded, as
    /// CoreGraphics' path bounding box); `.null` for an empty path.
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            guard p.x.isFinite, p.y.isFinite else { return }
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        var current = CGPoint.zero, start = CGPoint.zero
        for e in elements {
            switch e {
            case .move(let p):
                add(p); current = p; start = p
            case .line(let p):
                add(p); current = p
            case .quadCurve(let p, let c):
                add(p)
                for t in PathMath.quadExtrema(current, c, p) { add(PathMath.quad(current, c, p, t)) }
                current = p
            case .curve(let p, let c1, let c2):
                add(p)
                for t in PathMath.cubicExtrema(current, c1, c2, p) { add(PathMath.cubic(current, c1, c2, p, t)) }
                current = p
            case .closeSubpath:
                current = start
            }
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` is inside the path, with the non-zero winding rule or (when `eoFill`)
    /// the even-odd rule. Open subpaths count as closed, as when filling.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        var winding = 0
        for poly in polylines(tolerance: 0.01) where poly.points.count > 1 {
            let pts = poly.points
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                if a.y <= point.y {
                    if b.y > point.y && PathMath.side(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y && PathMath.side(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// A subpath flattened to straight segments.
    struct Polyline {
        var points: [CGPoint]
        var closed: Bool
    }

    /// The path as polylines whose distance from the true curves is at most `tolerance`.
    func polylines(tolerance: CGFloat) -> [Polyline] {
        var out: [Polyline] = []
        var current = Polyline(points: [], closed: false)
        var last = CGPoint.zero
        func flush() {
            if !current.points.isEmpty { out.append(current) }
            current = Polyline(points: [], closed: false)
        }
        for e in elements {
            switch e {
            case .move(let p):
                flush(); current.points = [p]; last = p
            case .line(let p):
                if current.points.isEmpty { current.points = [last] }
                current.points.append(p); last = p
            case .quadCurve(let p, let c):
                if current.points.isEmpty { current.points = [last] }
                let n = PathMath.segments(deviation: PathMath.length(PathMath.sub(PathMath.add(last, p), PathMath.scale(c, 2))) / 4, tolerance)
                for i in 1...n { current.points.append(PathMath.quad(last, c, p, CGFloat(i) / CGFloat(n))) }
                last = p
            case .curve(let p, let c1, let c2):
                if current.points.isEmpty { current.points = [last] }
                let d = max(PathMath.length(PathMath.sub(PathMath.add(last, c2), PathMath.scale(c1, 2))),
                            PathMath.length(PathMath.sub(PathMath.add(c1, p), PathMath.scale(c2, 2))))
                let n = PathMath.segments(deviation: 0.75 * d, tolerance)
                for i in 1...n { current.points.append(PathMath.cubic(last, c1, c2, p, CGFloat(i) / CGFloat(n))) }
                last = p
            case .closeSubpath:
                if !current.points.isEmpty {
                    current.closed = true
                    last = current.points[0]
                    flush()
                }
            }
        }
        flush()
        return out
    }

    /// The part of the path between fractions `from` and `to` of its total length (both
    /// clamped to 0...1), curves kept as curves. Empty when `from >= to`.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let f = from.isNaN ? 0 : min(max(from, 0), 1), t = to.isNaN ? 1 : min(max(to, 0), 1)
        if f <= 0 && t >= 1 { return self }
        guard f < t else { return Path() }
        let segs = PathTrim.segments(of: self)
        let total = segs.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        return PathTrim.trim(segs, from: f * total, to: t * total)
    }
}

/// Small vector and Bézier helpers.
enum PathMath {
    static func add(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    static func sub(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
    static func scale(_ a: CGPoint, _ s: CGFloat) -> CGPoint { CGPoint(x: a.x * s, y: a.y * s) }
    static func length(_ a: CGPoint) -> CGFloat { (a.x * a.x + a.y * a.y).squareRoot() }
    static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
    /// Positive when `p` is left of a→b in a y-up sense (the sign convention is only used consistently).
    static func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat { (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) }

    static func quad(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    static func cubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// Parameters in (0, 1) where a quadratic's derivative is zero on either axis.
    static func quadExtrema(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        var ts: [CGFloat] = []
        for (a, b, d) in [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)] {
            let den = a - 2 * b + d
            if den != 0 {
                let t = (a - b) / den
                if t > 0 && t < 1 { ts.append(t) }
            }
        }
        return ts
    }

    /// Parameters in (0, 1) where a cubic's derivative is zero on either axis.
    static func cubicExtrema(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        var ts: [CGFloat] = []
        for (q0, q1, q2, q3) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
            // B'(t)/3 = A t² + B t + C with a = q1-q0, b = q2-q1, c = q3-q2.
            let a = q1 - q0, b = q2 - q1, c = q3 - q2
            let qa = a - 2 * b + c, qb = 2 * (b - a), qc = a
            if abs(qa) < 1e-12 {
                if qb != 0 { ts.append(-qc / qb) }
            } else {
                let disc = qb * qb - 4 * qa * qc
                if disc >= 0 {
                    let s = disc.squareRoot()
                    ts.append((-qb + s) / (2 * qa))
                    ts.append((-qb - s) / (2 * qa))
                }
            }
        }
        return ts.filter { $0 > 0 && $0 < 1 }
    }

    /// The number of straight segments that keep a curve within `tolerance` of its chord
    /// approximation, given the curve's second-difference `deviation`.
    static func segments(deviation: CGFloat, _ tolerance: CGFloat) -> Int {
        guard deviation.isFinite, deviation > 0 else { return 1 }
        return min(max(Int((deviation / tolerance).squareRoot().rounded(.up)), 1), 1024)
    }
}

extension Path {
    /// Whether every coordinate of the path is finite (renderers skip paths that are not).
    var isFinite: Bool {
        func ok(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): if !ok(p) { return false }
            case .quadCurve(let p, let c): if !ok(p) || !ok(c) { return false }
            case .curve(let p, let c1, let c2): if !ok(p) || !ok(c1) || !ok(c2) { return false }
            case .closeSubpath: break
            }
        }
        return true
    }
}
