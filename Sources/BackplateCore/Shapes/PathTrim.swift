import Foundation

/// Trimming a path by length (`trimmedPath(from:to:)`, `Shape.trim(from:to:)`).
enum PathTrim {
    /// One drawable piece of a path: a line, quadratic or cubic (as four points, lines and
    /// quadratics elevated), with its arc length and a length table for inverting it.
    struct Segment {
        var p0: CGPoint, c1: CGPoint, c2: CGPoint, p1: CGPoint
        var kind: Kind
        var startsSubpath: Bool
        var length: CGFloat
        /// Cumulative lengths at parameters i / (table.count - 1).
        var table: [CGFloat]

        enum Kind { case line, quad, cubic }

        func point(_ t: CGFloat) -> CGPoint { PathMath.cubic(p0, c1, c2, p1, t) }

        /// The parameter at which the arc length from the segment start is `s`.
        func parameter(atLength s: CGFloat) -> CGFloat {
            if kind == .line { return length > 0 ? min(max(s / length, 0), 1) : 0 }
            let n = table.count - 1
            guard n > 0, s > 0 else { return 0 }
            guard s < length else { return 1 }
            var lo = 0, hi = n
            while hi - lo > 1 {
                let mid = (lo + hi) / 2
                if table[mid] < s { lo = mid } else { hi = mid }
            }
            let span = table[hi] - table[lo]
            let f = span > 0 ? (s - table[lo]) / span : 0
            return (CGFloat(lo) + f) / CGFloat(n)
        }

        /// The piece between parameters `t0` and `t1`, as an element of the original kind.
        func element(from t0: CGFloat, to t1: CGFloat) -> (start: CGPoint, element: Path.Element) {
            let (a, b, c, d) = PathTrim.subcurve(p0, c1, c2, p1, t0, t1)
            switch kind {
            case .line: return (a, .line(to: d))
            case .quad:
                // An elevated quadratic stays exactly quadratic: its control is (3b − a) / 2.
                let q = CGPoint(x: (3 * b.x - a.x) / 2, y: (3 * b.y - a.y) / 2)
                return (a, .quadCurve(to: d, control: q))
            case .cubic: return (a, .curve(to: d, control1: b, control2: c))
            }
        }
    }

    static func segments(of path: Path) -> [Segment] {
        var out: [Segment] = []
        var current = CGPoint.zero, start = CGPoint.zero
        var newSubpath = true
        func add(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ kind: Segment.Kind) {
            var seg = Segment(p0: p0, c1: c1, c2: c2, p1: p1, kind: kind, startsSubpath: newSubpath, length: 0, table: [0])
            if kind == .line {
                seg.length = PathMath.length(PathMath.sub(p1, p0))
            } else {
                let n = 64
                var total: CGFloat = 0, prev = p0
                seg.table.reserveCapacity(n + 1)
                for i in 1...n {
                    let p = seg.point(CGFloat(i) / CGFloat(n))
                    total += PathMath.length(PathMath.sub(p, prev))
                    seg.table.append(total)
                    prev = p
                }
                seg.length = total
            }
            guard seg.length.isFinite else { return }
            out.append(seg)
            newSubpath = false
        }
        for e in path.elements {
            switch e {
            case .move(let p):
                current = p; start = p; newSubpath = true
            case .line(let p):
                add(current, PathMath.lerp(current, p, 1.0 / 3), PathMath.lerp(current, p, 2.0 / 3), p, .line); current = p
            case .quadCurve(let p, let c):
                add(current, PathMath.lerp(current, c, 2.0 / 3), PathMath.lerp(p, c, 2.0 / 3), p, .quad); current = p
            case .curve(let p, let c1, let c2):
                add(current, c1, c2, p, .cubic); current = p
            case .closeSubpath:
                if current != start {
                    add(current, PathMath.lerp(current, start, 1.0 / 3), PathMath.lerp(current, start, 2.0 / 3), start, .line)
                }
                current = start; newSubpath = true
            }
        }
        return out
    }

    /// The pieces of `segments` between arc lengths `s0` and `s1`.
    static func trim(_ segments: [Segment], from s0: CGFloat, to s1: CGFloat) -> Path {
        var path = Path()
        var offset: CGFloat = 0
        var lastEnd: CGPoint?
        for seg in segments {
            defer { offset += seg.length }
            let a = max(s0 - offset, 0), b = min(s1 - offset, seg.length)
            guard b > a else { continue }
            let t0 = seg.parameter(atLength: a), t1 = seg.parameter(atLength: b)
            let (start, element) = seg.element(from: t0, to: t1)
            if seg.startsSubpath || lastEnd == nil || lastEnd != start {
                path.move(to: start)
            }
            path.elements.append(element)
            switch element {
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): lastEnd = p
            default: break
            }
            if offset + seg.length >= s1 { break }
        }
        return path
    }

    /// The cubic between parameters t0 and t1 (de Casteljau).
    static func subcurve(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint,
                         _ t0: CGFloat, _ t1: CGFloat) -> (CGPoint, CGPoint, CGPoint, CGPoint) {
        func split(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint, _ t: CGFloat)
            -> (left: (CGPoint, CGPoint, CGPoint, CGPoint), right: (CGPoint, CGPoint, CGPoint, CGPoint)) {
            let ab = PathMath.lerp(a, b, t), bc = PathMath.lerp(b, c, t), cd = PathMath.lerp(c, d, t)
            let abc = PathMath.lerp(ab, bc, t), bcd = PathMath.lerp(bc, cd, t)
            let m = PathMath.lerp(abc, bcd, t)
            return ((a, ab, abc, m), (m, bcd, cd, d))
        }
        var curve = (p0, c1, c2, p1)
        if t1 < 1 { curve = split(curve.0, curve.1, curve.2, curve.3, t1).left }
        if t0 > 0, t1 > 0 { curve = split(curve.0, curve.1, curve.2, curve.3, t0 / t1).right }
        return curve
    }
}
