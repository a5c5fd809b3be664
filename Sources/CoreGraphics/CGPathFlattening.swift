import Foundation

/// The geometry questions a `CGPath` answers: the points its outline reaches, and whether it
/// encloses a point.
enum CGPathFlattening {
    /// Each end point and, for curves, the points where they reach an extreme in x or y
    /// (`curveExtremesOnly`), or a polyline of 16 points per curve.
    static func points(of steps: [CGPathStep], curveExtremesOnly: Bool) -> [CGPoint] {
        var out: [CGPoint] = []
        var current = CGPoint.zero, start = CGPoint.zero
        for s in steps {
            switch s {
            case .move(let p): out.append(p); current = p; start = p
            case .line(let p): out.append(p); current = p
            case .quadCurve(let p, let c):
                // A quadratic is the cubic with controls two thirds of the way to its control.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                out += cubicPoints(current, c1, c2, p, extremes: curveExtremesOnly); current = p
            case .curve(let p, let c1, let c2):
                out += cubicPoints(current, c1, c2, p, extremes: curveExtremesOnly); current = p
            case .close: out.append(start); current = start
            }
        }
        return out
    }

    /// Whether `point` is inside the polygons the path flattens to.
    static func contains(_ point: CGPoint, in steps: [CGPathStep], evenOdd: Bool) -> Bool {
        var winding = 0
        var polygon: [CGPoint] = []
        func closePolygon() {
            guard polygon.count > 2 else { polygon = []; return }
            for i in 0..<polygon.count {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                if a.y <= point.y, b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
                if a.y > point.y, b.y <= point.y, cross(a, b, point) < 0 { winding -= 1 }
            }
            polygon = []
        }
        var current = CGPoint.zero
        for s in steps {
            switch s {
            case .move(let p): closePolygon(); polygon = [p]; current = p
            case .close: closePolygon()
            default:
                let pts = points(of: [.move(current), s], curveExtremesOnly: false)
                polygon += pts.dropFirst()
                current = pts.last ?? current
            }
        }
        closePolygon()
        return evenOdd ? winding % 2 != 0 : winding != 0
    }

    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    private static func cubicPoints(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, extremes: Bool) -> [CGPoint] {
        func at(_ t: CGFloat) -> CGPoint {
            let u = 1 - t
            let x = u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x
            let y = u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y
            return CGPoint(x: x, y: y)
        }
        guard extremes else { return (1...16).map { at(CGFloat($0) / 16) } }
        var ts: [CGFloat] = []
        for (a, b, c, d) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
            // The derivative's roots: (3(-a+3b-3c+d)) t² + 6(a-2b+c) t + 3(b-a) = 0.
            let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
            if abs(qa) < 1e-12 {
                if abs(qb) > 1e-12 { ts.append(-qc / qb) }
            } else {
                let disc = qb * qb - 4 * qa * qc
                if disc >= 0 {
                    ts.append((-qb + disc.squareRoot()) / (2 * qa))
                    ts.append((-qb - disc.squareRoot()) / (2 * qa))
                }
            }
        }
        return ts.filter { $0 > 0 && $0 < 1 }.map(at) + [p3]
    }
}
