import Foundation

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle (or quarter-ellipse) corners.
    case circular
    /// Apple's smooth "squircle" corners, which consume 1.528665 × r of each edge.
    case continuous
}

/// The radii of each corner of a rounded rectangle.
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The top-leading radius.
    public var topLeading: CGFloat
    /// The bottom-leading radius.
    public var bottomLeading: CGFloat
    /// The bottom-trailing radius.
    public var bottomTrailing: CGFloat
    /// The top-trailing radius.
    public var topTrailing: CGFloat

    /// Creates corner radii (all zero by default).
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    init(uniform size: CGSize) {
        // NaN or negative sizes count as 0 (a plain corner).
        let size = CGSize(width: size.width.isNaN ? 0 : max(size.width, 0), height: size.height.isNaN ? 0 : max(size.height, 0))
        let r = min(size.width, size.height)
        self.init(topLeading: r, bottomLeading: r, bottomTrailing: r, topTrailing: r)
        ellipticalSize = size
    }

    /// Elliptical corner size for uniform radii set from a `CGSize` (nil when circular).
    var ellipticalSize: CGSize?
}

/// Outlines of rounded rectangles with circular or continuous corners (docs/layout-rules.md §7.3, §7.4).
enum RoundedRectGeometry {
    static let continuousFactor: CGFloat = 1.528665

    static func path(in rect: CGRect, radii: RectangleCornerRadii, style: RoundedCornerStyle) -> Path {
        let r = rect.standardized
        guard !r.isNull, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return Path() }
        let half = min(r.width, r.height) / 2
        // Elliptical uniform corners (CGSize corner sizes).
        if let size = radii.ellipticalSize, size.width != size.height {
            let cw = max(0, min(half, size.width)), ch = max(0, min(half, size.height))
            return ellipticalCorners(r, cw, ch)
        }
        var tl = clampRadius(radii.topLeading, half), tr = clampRadius(radii.topTrailing, half)
        var br = clampRadius(radii.bottomTrailing, half), bl = clampRadius(radii.bottomLeading, half)
        // Adjacent radii that overrun a side shrink uniformly (CSS-like, docs/layout-rules.md §7.2).
        let f = min(1, r.width / max(tl + tr, .leastNonzeroMagnitude), r.width / max(bl + br, .leastNonzeroMagnitude),
                    r.height / max(tl + bl, .leastNonzeroMagnitude), r.height / max(tr + br, .leastNonzeroMagnitude))
        tl *= f; tr *= f; br *= f; bl *= f
        if tl == 0 && tr == 0 && br == 0 && bl == 0 { return Path(r) }
        // How far along each edge a corner may extend: its share of both adjacent sides
        // (half the shorter side when the radii are uniform).
        func limit(_ radius: CGFloat, _ sideA: CGFloat, _ neighbourA: CGFloat, _ sideB: CGFloat, _ neighbourB: CGFloat) -> CGFloat {
            guard radius > 0 else { return 0 }
            return min(sideA * radius / (radius + neighbourA), sideB * radius / (radius + neighbourB))
        }
        let w = r.width, h = r.height
        let corners: [Corner] = [
            Corner(radius: tr, point: CGPoint(x: r.maxX, y: r.minY), limit: limit(tr, w, tl, h, br)),
            Corner(radius: br, point: CGPoint(x: r.maxX, y: r.maxY), limit: limit(br, h, tr, w, bl)),
            Corner(radius: bl, point: CGPoint(x: r.minX, y: r.maxY), limit: limit(bl, w, br, h, tl)),
            Corner(radius: tl, point: CGPoint(x: r.minX, y: r.minY), limit: limit(tl, h, bl, w, tr)),
        ]
        var p = Path()
        // Starting on the top edge after the top-left corner, clockwise on screen.
        let startCorner = corners[3]
        p.move(to: CGPoint(x: r.minX + startCorner.extent(style), y: r.minY))
        for (i, corner) in corners.enumerated() {
            addCorner(&p, index: i, corner: corner, style: style)
        }
        p.closeSubpath()
        return p
    }

    private static func clampRadius(_ v: CGFloat, _ half: CGFloat) -> CGFloat {
        v.isNaN ? 0 : max(0, min(v, half))
    }

    /// One corner: its radius, its point, and how much of each adjacent edge it may consume.
    struct Corner {
        var radius: CGFloat
        var point: CGPoint
        var limit: CGFloat

        /// How far the continuous shape reaches along the edges, in multiples of the radius:
        /// 1.528665 when it fits, shrinking towards 1 (a circular corner) as the corner's room
        /// runs out (docs/layout-rules.md §7.4, option b).
        var expansion: CGFloat {
            guard radius > 0 else { return 1 }
            return max(1, min(RoundedRectGeometry.continuousFactor, limit / radius))
        }

        /// How much of each edge the corner consumes.
        func extent(_ style: RoundedCornerStyle) -> CGFloat {
            style == .continuous ? radius * expansion : radius
        }
    }

    /// The continuous corner's control points in units of r (PaintCode's reconstruction,
    /// docs/layout-rules.md §7.4), as (a, b) = (distance along the incoming edge from the corner,
    /// distance along the outgoing edge).
    private static let continuousPoints: [(CGFloat, CGFloat)] = [
        (1.528665, 0),
        (1.08849296, 0), (0.86840694, 0), (0.63149379, 0.07491139),
        (0.37282383, 0.16905956), (0.16905956, 0.37282383), (0.07491139, 0.63149379),
        (0, 0.86840694), (0, 1.08849296), (0, 1.528665),
    ]

    /// A circular quarter arc of radius 1 in the same (a, b) frame, as three cubics of 30°.
    private static let circularPoints: [(CGFloat, CGFloat)] = {
        func p(_ phi: Double) -> (CGFloat, CGFloat) { (1 - sin(phi), 1 - cos(phi)) }
        func tangent(_ phi: Double) -> (CGFloat, CGFloat) { (-cos(phi), sin(phi)) }
        let step = Double.pi / 6
        let k = 4.0 / 3.0 * tan(step / 4)
        var pts = [p(0)]
        for i in 0..<3 {
            let a0 = Double(i) * step, a1 = a0 + step
            let s = p(a0), e = p(a1), t0 = tangent(a0), t1 = tangent(a1)
            pts.append((s.0 + k * t0.0, s.1 + k * t0.1))
            pts.append((e.0 - k * t1.0, e.1 - k * t1.1))
            pts.append(e)
        }
        return pts
    }()

    /// Adds one corner, arriving along the edge that precedes it (clockwise order: top edge →
    /// top-right → right edge → bottom-right → ...).
    private static func addCorner(_ p: inout Path, index: Int, corner: Corner, style: RoundedCornerStyle) {
        // Local frame: `a` runs along the incoming edge away from the corner, `b` along the
        // outgoing edge. P(a, b) for the top-right corner is (maxX - a, minY + b); the others
        // are rotations of it.
        let c = corner.point
        func map(_ a: CGFloat, _ b: CGFloat) -> CGPoint {
            switch index {
            case 0: return CGPoint(x: c.x - a, y: c.y + b)  // top-right
            case 1: return CGPoint(x: c.x - b, y: c.y - a)  // bottom-right
            case 2: return CGPoint(x: c.x + a, y: c.y - b)  // bottom-left
            default: return CGPoint(x: c.x + b, y: c.y + a) // top-left
            }
        }
        let r = corner.radius
        guard r > 0 else {
            p.addLine(to: c)
            return
        }
        let pts: [CGPoint]
        if style == .continuous {
            // Blend between the circular arc (t = 0) and the full continuous corner (t = 1).
            let t = (corner.expansion - 1) / (continuousFactor - 1)
            pts = zip(circularPoints, continuousPoints).map { circ, cont in
                map(r * (circ.0 + (cont.0 - circ.0) * t), r * (circ.1 + (cont.1 - circ.1) * t))
            }
        } else {
            pts = circularPoints.map { map(r * $0.0, r * $0.1) }
        }
        p.addLine(to: pts[0])
        p.addCurve(to: pts[3], control1: pts[1], control2: pts[2])
        p.addCurve(to: pts[6], control1: pts[4], control2: pts[5])
        p.addCurve(to: pts[9], control1: pts[7], control2: pts[8])
    }

    private static func ellipticalCorners(_ r: CGRect, _ cw: CGFloat, _ ch: CGFloat) -> Path {
        let k: CGFloat = 0.5522847498
        var p = Path()
        p.move(to: CGPoint(x: r.minX + cw, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX - cw, y: r.minY))
        p.addCurve(to: CGPoint(x: r.maxX, y: r.minY + ch), control1: CGPoint(x: r.maxX - cw + k * cw, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + ch - k * ch))
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY - ch))
        p.addCurve(to: CGPoint(x: r.maxX - cw, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ch + k * ch), control2: CGPoint(x: r.maxX - cw + k * cw, y: r.maxY))
        p.addLine(to: CGPoint(x: r.minX + cw, y: r.maxY))
        p.addCurve(to: CGPoint(x: r.minX, y: r.maxY - ch), control1: CGPoint(x: r.minX + cw - k * cw, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - ch + k * ch))
        p.addLine(to: CGPoint(x: r.minX, y: r.minY + ch))
        p.addCurve(to: CGPoint(x: r.minX + cw, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ch - k * ch), control2: CGPoint(x: r.minX + cw - k * cw, y: r.minY))
        p.closeSubpath()
        return p
    }
}
