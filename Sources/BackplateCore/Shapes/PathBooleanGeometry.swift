import Foundation

/// The geometry behind `Path`'s boolean operations (iOS 17): both paths are flattened to
/// straight edges, every edge is split where it crosses another, and each piece is kept when
/// the result's interior lies on exactly one side of it, turned so that the interior is on its
/// left. Chained into loops, the kept pieces wind once around the result's interior, so it
/// fills the same with either fill rule. Curves come back as short lines (within `tolerance`).
struct PathBooleanGeometry {
    /// How far flattened edges may stray from the true curves, in points.
    static let tolerance: CGFloat = 0.02
    /// The most edges both paths may have together; beyond it the work (quadratic) is refused.
    static let maxEdges = 4_000
    /// The most pieces the edges may be cut into (paths that cross each other everywhere);
    /// beyond it the work, pieces times edges, is refused.
    static let maxPieces = 12_000

    struct Edge {
        var a: CGPoint
        var b: CGPoint
    }

    /// A region rule: whether a point inside A (or not) and inside B (or not) is in the result.
    typealias Rule = (_ inA: Bool, _ inB: Bool) -> Bool

    let edgesA: [Edge]
    let edgesB: [Edge]
    let eoFill: Bool

    /// `nil` when the paths hold non-finite points or too many edges (the caller warns).
    init?(_ a: Path, _ b: Path, eoFill: Bool, closingOpenSubpathsOfA: Bool = true) {
        guard a.isFinite, b.isFinite else { return nil }
        edgesA = Self.edges(of: a, closingOpen: closingOpenSubpathsOfA)
        edgesB = Self.edges(of: b, closingOpen: true)
        guard edgesA.count + edgesB.count <= Self.maxEdges else { return nil }
        self.eoFill = eoFill
    }

    static func edges(of path: Path, closingOpen: Bool) -> [Edge] {
        var out: [Edge] = []
        for poly in path.polylines(tolerance: tolerance) where poly.points.count > 1 {
            let p = poly.points
            for i in 1..<p.count where p[i - 1] != p[i] { out.append(Edge(a: p[i - 1], b: p[i])) }
            if (poly.closed || closingOpen), let first = p.first, let last = p.last, first != last {
                out.append(Edge(a: last, b: first))
            }
        }
        return out
    }

    /// The filled region `rule` picks, as closed loops of lines; `nil` when the paths cross
    /// into more than `maxPieces` pieces.
    func region(_ rule: Rule) -> Path? {
        let all = edgesA + edgesB
        guard let pieces = Self.split(all, against: all) else { return nil }
        let scale = Self.extent(all)
        var kept: [Edge] = []
        var seen = Set<EdgeKey>()
        for e in pieces {
            let dx = e.b.x - e.a.x, dy = e.b.y - e.a.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { continue }
            let d = min(length * 0.01, scale * 1e-5)
            let m = CGPoint(x: (e.a.x + e.b.x) / 2, y: (e.a.y + e.b.y) / 2)
            let n = CGPoint(x: -dy / length * d, y: dx / length * d)
            let left = inside(CGPoint(x: m.x + n.x, y: m.y + n.y), rule)
            let right = inside(CGPoint(x: m.x - n.x, y: m.y - n.y), rule)
            guard left != right else { continue }
            let oriented = left ? e : Edge(a: e.b, b: e.a)
            if seen.insert(EdgeKey(oriented)).inserted { kept.append(oriented) }
        }
        return Self.loops(kept)
    }

    /// The parts of A's outline (open subpaths stay open) that lie inside B, or outside it;
    /// `nil` when the paths cross into more than `maxPieces` pieces.
    func lines(insideB: Bool) -> Path? {
        guard let pieces = Self.split(edgesA, against: edgesB) else { return nil }
        var path = Path()
        var last: CGPoint?
        for e in pieces {
            let m = CGPoint(x: (e.a.x + e.b.x) / 2, y: (e.a.y + e.b.y) / 2)
            guard Self.winding(m, edgesB, eoFill) == insideB else { continue }
            if last != e.a { path.move(to: e.a) }
            path.addLine(to: e.b)
            last = e.b
        }
        return path
    }

    private func inside(_ p: CGPoint, _ rule: Rule) -> Bool {
        rule(Self.winding(p, edgesA, eoFill), Self.winding(p, edgesB, eoFill))
    }

    /// Whether `p` is inside the closed edges, by the non-zero or even-odd rule.
    static func winding(_ p: CGPoint, _ edges: [Edge], _ eoFill: Bool) -> Bool {
        var w = 0
        for e in edges {
            let side = (e.b.x - e.a.x) * (p.y - e.a.y) - (p.x - e.a.x) * (e.b.y - e.a.y)
            if e.a.y <= p.y {
                if e.b.y > p.y && side > 0 { w += 1 }
            } else if e.b.y <= p.y && side < 0 {
                w -= 1
            }
        }
        return eoFill ? w % 2 != 0 : w != 0
    }

    /// Each edge of `edges` cut where any edge of `others` crosses or overlaps it; the cut
    /// points are computed once per crossing, so touching pieces share exact endpoints. `nil`
    /// beyond `maxPieces` pieces.
    static func split(_ edges: [Edge], against others: [Edge]) -> [Edge]? {
        var out: [Edge] = []
        out.reserveCapacity(edges.count)
        for e in edges {
            var cuts: [(t: CGFloat, p: CGPoint)] = []
            let minX = min(e.a.x, e.b.x), maxX = max(e.a.x, e.b.x), minY = min(e.a.y, e.b.y), maxY = max(e.a.y, e.b.y)
            for o in others {
                if max(o.a.x, o.b.x) < minX || min(o.a.x, o.b.x) > maxX || max(o.a.y, o.b.y) < minY || min(o.a.y, o.b.y) > maxY { continue }
                cuts += crossings(e, o)
            }
            cuts.sort { $0.t < $1.t }
            var start = e.a
            for c in cuts where c.p != start && c.p != e.b {
                out.append(Edge(a: start, b: c.p))
                start = c.p
            }
            out.append(Edge(a: start, b: e.b))
            if out.count > maxPieces { return nil }
        }
        return out
    }

    /// Where `o` cuts the inside of `e`: a proper crossing, or `o`'s endpoints on `e`. The
    /// point is computed symmetrically in the two edges, so `e`'s cut and `o`'s are equal.
    static func crossings(_ e: Edge, _ o: Edge) -> [(t: CGFloat, p: CGPoint)] {
        let r = CGPoint(x: e.b.x - e.a.x, y: e.b.y - e.a.y), s = CGPoint(x: o.b.x - o.a.x, y: o.b.y - o.a.y)
        let denom = r.x * s.y - r.y * s.x
        let q = CGPoint(x: o.a.x - e.a.x, y: o.a.y - e.a.y)
        let rr = r.x * r.x + r.y * r.y
        guard rr > 0 else { return [] }
        var out: [(t: CGFloat, p: CGPoint)] = []
        if abs(denom) > 1e-12 * rr {
            let t = (q.x * s.y - q.y * s.x) / denom, u = (q.x * r.y - q.y * r.x) / denom
            guard t > 0, t < 1, u >= 0, u <= 1 else { return [] }
            if u == 0 { return [(t, o.a)] }
            if u == 1 { return [(t, o.b)] }
            // The same point whichever edge asks: ordered by the edges' coordinates.
            let (p0, p1, p2, p3) = Self.ordered(e, o)
            return [(t, Self.intersection(p0, p1, p2, p3))]
        }
        // Parallel: cut at `o`'s endpoints when they lie on `e`.
        guard abs(q.x * r.y - q.y * r.x) <= 1e-9 * rr else { return [] }
        for p in [o.a, o.b] {
            let t = ((p.x - e.a.x) * r.x + (p.y - e.a.y) * r.y) / rr
            if t > 0, t < 1 { out.append((t, p)) }
        }
        return out
    }

    private static func ordered(_ e: Edge, _ o: Edge) -> (CGPoint, CGPoint, CGPoint, CGPoint) {
        func less(_ x: CGPoint, _ y: CGPoint) -> Bool { x.x != y.x ? x.x < y.x : x.y < y.y }
        let (e0, e1) = less(e.a, e.b) ? (e.a, e.b) : (e.b, e.a)
        let (o0, o1) = less(o.a, o.b) ? (o.a, o.b) : (o.b, o.a)
        return less(e0, o0) || (e0 == o0 && less(e1, o1)) ? (e0, e1, o0, o1) : (o0, o1, e0, e1)
    }

    private static func intersection(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) -> CGPoint {
        let r = CGPoint(x: b.x - a.x, y: b.y - a.y), s = CGPoint(x: d.x - c.x, y: d.y - c.y)
        let t = ((c.x - a.x) * s.y - (c.y - a.y) * s.x) / (r.x * s.y - r.y * s.x)
        return CGPoint(x: a.x + t * r.x, y: a.y + t * r.y)
    }

    private static func extent(_ edges: [Edge]) -> CGFloat {
        var m: CGFloat = 1
        for e in edges { m = max(m, abs(e.a.x), abs(e.a.y), abs(e.b.x), abs(e.b.y)) }
        return m
    }

    /// Chains directed edges end to start into closed subpaths.
    static func loops(_ edges: [Edge]) -> Path {
        var byStart: [PointKey: [Int]] = [:]
        for (i, e) in edges.enumerated() { byStart[PointKey(e.a), default: []].append(i) }
        var used = [Bool](repeating: false, count: edges.count)
        var path = Path()
        for first in edges.indices where !used[first] {
            used[first] = true
            path.move(to: edges[first].a)
            var end = edges[first].b
            while end != edges[first].a {
                path.addLine(to: end)
                guard let next = byStart[PointKey(end)]?.first(where: { !used[$0] }) else { break }
                used[next] = true
                end = edges[next].b
            }
            path.closeSubpath()
        }
        return path
    }

    struct PointKey: Hashable {
        let x: Double, y: Double
        init(_ p: CGPoint) { x = Double(p.x); y = Double(p.y) }
    }

    struct EdgeKey: Hashable {
        let a: PointKey, b: PointKey
        init(_ e: Edge) { a = PointKey(e.a); b = PointKey(e.b) }
    }
}
