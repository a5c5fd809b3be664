import Foundation

extension Path {
    /// The outline of this path stroked with `style`: a path that, filled with the non-zero
    /// winding rule, covers what the stroke paints. Curves are flattened (within 0.05 pt);
    /// the outline is a union of same-orientation polygons (segment bands, joins and caps), so
    /// it fills correctly but is not simplified. Renderers stroke the original path instead.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let width = style.lineWidth
        guard width.isFinite, width > 0 else { return Path() }
        let h = width / 2
        var out = Path()
        var lines = polylines(tolerance: 0.05).map { PathStroker.dedupe($0) }
        guard lines.reduce(0, { $0 + PathStroker.length($1) }).isFinite else { return out }
        if let dash = style.drawableDash(along: self, minimumPeriod: PathStroker.minDashPeriod) {
            // The shared rule, with a period of at least `minDashPeriod`: a finer pattern looks
            // like a uniform partial coverage at pixel size, as cairo approximates it too.
            lines = lines.flatMap { PathStroker.dash($0, pattern: dash.lengths, phase: dash.phase) }
        }
        for line in lines {
            PathStroker.stroke(line, halfWidth: h, style: style, into: &out)
        }
        return out
    }
}

/// Builds stroke outlines from polylines.
enum PathStroker {
    /// The most dashes one stroked outline is split into.
    static let maxDashes: CGFloat = 100_000
    /// The shortest dash period drawn, in points: a finer pattern is a uniform partial
    /// coverage at any pixel size, and cairo's clipper fails on outlines of thousands of
    /// sub-pixel dashes.
    static let minDashPeriod: CGFloat = 0.5

    /// A polyline's length (closing segment included).
    static func length(_ line: Path.Polyline) -> CGFloat {
        var sum: CGFloat = 0
        for (a, b) in zip(line.points, line.points.dropFirst()) { sum += PathMath.length(PathMath.sub(b, a)) }
        if line.closed, let f = line.points.first, let l = line.points.last { sum += PathMath.length(PathMath.sub(f, l)) }
        return sum
    }

    static func dedupe(_ line: Path.Polyline) -> Path.Polyline {
        var pts: [CGPoint] = []
        for p in line.points where pts.last.map({ PathMath.length(PathMath.sub($0, p)) > 1e-9 }) ?? true {
            pts.append(p)
        }
        if line.closed, pts.count > 1, PathMath.length(PathMath.sub(pts[0], pts[pts.count - 1])) <= 1e-9 { pts.removeLast() }
        return Path.Polyline(points: pts, closed: line.closed && pts.count > 1)
    }

    /// The longest dash length used, in points: longer than any drawable path, so a longer
    /// one draws the same, and the pattern's period stays finite (a phase is taken modulo it).
    static let maxDashLength: CGFloat = 1e12

    /// The dash lengths, or nil when there is no usable pattern (empty, negative, non-finite
    /// or all zero): the stroke is then solid, as in CoreGraphics. An odd pattern is repeated
    /// once so that its period has an even count, and each length is at most ``maxDashLength``.
    static func validDashes(_ dash: [CGFloat]) -> [CGFloat]? {
        guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.contains(where: { $0 > 0 }) else { return nil }
        let bounded = dash.map { min($0, maxDashLength) }
        return bounded.count % 2 == 1 ? bounded + bounded : bounded
    }

    /// Splits a polyline into the "on" pieces of a dash pattern, restarting at the subpath.
    static func dash(_ line: Path.Polyline, pattern: [CGFloat], phase: CGFloat) -> [Path.Polyline] {
        var pts = line.points
        if line.closed, let first = pts.first { pts.append(first) }
        guard pts.count > 1 else { return [] }
        let period = pattern.reduce(0, +)
        var index = 0
        var remaining = pattern[0]
        var skip = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
        if skip < 0 { skip += period }
        while skip > 0 {
            if skip >= remaining { skip -= remaining; index = (index + 1) % pattern.count; remaining = pattern[index] } else { remaining -= skip; skip = 0 }
        }
        var out: [Path.Polyline] = []
        var current: [CGPoint] = index % 2 == 0 ? [pts[0]] : []
        for i in 0..<(pts.count - 1) {
            var a = pts[i]
            let b = pts[i + 1]
            var segLength = PathMath.length(PathMath.sub(b, a))
            while segLength > 0 {
                if remaining >= segLength {
                    remaining -= segLength
                    if index % 2 == 0 { current.append(b) }
                    segLength = 0
                } else {
                    let p = PathMath.lerp(a, b, remaining / segLength)
                    segLength -= remaining
                    a = p
                    if index % 2 == 0 {
                        current.append(p)
                        out.append(Path.Polyline(points: current, closed: false))
                        current = []
                    } else {
                        current = [p]
                    }
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                }
            }
        }
        if index % 2 == 0, current.count > 1 { out.append(Path.Polyline(points: current, closed: false)) }
        return out
    }

    /// Appends the outline pieces of one polyline.
    static func stroke(_ line: Path.Polyline, halfWidth h: CGFloat, style: StrokeStyle, into out: inout Path) {
        let pts = line.points
        guard let first = pts.first else { return }
        if pts.count == 1 {
            // A zero-length subpath draws a dot with round caps, a square with square caps.
            switch style.lineCap {
            case .round: addCircle(first, h, into: &out)
            case .square: addPolygon([CGPoint(x: first.x - h, y: first.y - h), CGPoint(x: first.x + h, y: first.y - h),
                                      CGPoint(x: first.x + h, y: first.y + h), CGPoint(x: first.x - h, y: first.y + h)], into: &out)
            case .butt: break
            }
            return
        }
        let n = pts.count
        let segmentCount = line.closed ? n : n - 1
        func dir(_ i: Int) -> CGPoint {
            let a = pts[i % n], b = pts[(i + 1) % n]
            let d = PathMath.sub(b, a)
            let l = PathMath.length(d)
            return CGPoint(x: d.x / l, y: d.y / l)
        }
        for i in 0..<segmentCount {
            let a = pts[i], b = pts[(i + 1) % n], d = dir(i)
            let nrm = CGPoint(x: -d.y * h, y: d.x * h)
            addPolygon([PathMath.add(a, nrm), PathMath.add(b, nrm), PathMath.sub(b, nrm), PathMath.sub(a, nrm)], into: &out)
        }
        // Joins at interior vertices (and at the closing vertex of a closed polyline).
        let joinRange = line.closed ? 0..<n : 1..<(n - 1)
        for i in joinRange {
            let d0 = dir((i - 1 + n) % n), d1 = dir(i)
            addJoin(at: pts[i], d0, d1, h, style, into: &out)
        }
        if !line.closed {
            addCap(at: pts[0], direction: PathMath.scale(dir(0), -1), h, style.lineCap, into: &out)
            addCap(at: pts[n - 1], direction: dir(n - 2), h, style.lineCap, into: &out)
        }
    }

    private static func addJoin(at v: CGPoint, _ d0: CGPoint, _ d1: CGPoint, _ h: CGFloat, _ style: StrokeStyle, into out: inout Path) {
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        guard abs(cross) > 1e-12 || dot < 0 else { return }   // straight continuation
        if style.lineJoin == .round {
            addCircle(v, h, into: &out)
            return
        }
        // The outer side of the turn is opposite to the direction the path turns towards.
        let n0 = CGPoint(x: -d0.y, y: d0.x), n1 = CGPoint(x: -d1.y, y: d1.x)
        let s: CGFloat = cross > 0 ? -1 : 1
        let o0 = PathMath.add(v, PathMath.scale(n0, s * h)), o1 = PathMath.add(v, PathMath.scale(n1, s * h))
        if style.lineJoin == .miter {
            // Miter length / line width = 1 / sin(θ/2), θ the angle between the segments.
            let cosTheta = -dot
            let sinHalf = ((1 - cosTheta) / 2).squareRoot()
            if sinHalf > 1e-9, 1 / sinHalf <= style.miterLimit {
                let bis = PathMath.add(n0, n1)
                let bl = PathMath.length(bis)
                if bl > 1e-12 {
                    let tip = PathMath.add(v, PathMath.scale(bis, s * h / sinHalf / bl))
                    addPolygon([v, o0, tip, o1], into: &out)
                    return
                }
            }
        }
        addPolygon([v, o0, o1], into: &out)
    }

    private static func addCap(at p: CGPoint, direction d: CGPoint, _ h: CGFloat, _ cap: CGLineCap, into out: inout Path) {
        switch cap {
        case .butt: return
        case .round: addCircle(p, h, into: &out)
        case .square:
            let n = CGPoint(x: -d.y * h, y: d.x * h), e = PathMath.scale(d, h)
            addPolygon([PathMath.add(p, n), PathMath.add(PathMath.add(p, n), e), PathMath.add(PathMath.sub(p, n), e), PathMath.sub(p, n)], into: &out)
        }
    }

    private static func addCircle(_ c: CGPoint, _ r: CGFloat, into out: inout Path) {
        // Clockwise on screen, like every other piece (see addPolygon).
        out.addEllipse(in: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
    }

    /// Adds a closed polygon, oriented clockwise on screen (positive shoelace area in y-down
    /// coordinates) so that overlapping pieces add up under the non-zero rule.
    private static func addPolygon(_ pts: [CGPoint], into out: inout Path) {
        var area: CGFloat = 0
        for i in 0..<pts.count {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            area += a.x * b.y - b.x * a.y
        }
        guard abs(area) > 1e-12 else { return }
        let ordered = area > 0 ? pts : pts.reversed()
        out.move(to: ordered[0])
        for p in ordered.dropFirst() { out.addLine(to: p) }
        out.closeSubpath()
    }
}
