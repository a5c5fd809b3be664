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
        let r = min(size.width, size.height)
        self.init(topLeading: r, bottomLeading: r, bottomTrailing: r, topTrailing: r)
        ellipticalSize = size
    }

    /// Elliptical corner size for uniform radii set from a `CGSize` (nil when circular).
    var ellipticalSize: CGSize?
}

/// Outlines of rounded rectangles with circular or continuous corners (reference §7.3, §7.4).
enum RoundedRectGeometry {
    static let continuousFactor: CGFloat = 1.528665

    static func path(in rect: CGRect, radii: RectangleCornerRadii, style: RoundedCornerStyle) -> Path {
        let r = rect.standardized
        guard !r.isNull, r.width.isFinite, r.height.isFinite else { return Path() }
        let half = min(r.width, r.height) / 2
        // Elliptical uniform corners (CGSize corner sizes).
        if let size = radii.ellipticalSize, size.width != size.height {
            let cw = max(0, min(half, size.width)), ch = max(0, min(half, size.height))
            return ellipticalCorners(r, cw, ch)
        }
        var tl = clampRadius(radii.topLeading, half), tr = clampRadius(radii.topTrailing, half)
        var br = clampRadius(radii.bottomTrailing, half), bl = clampRadius(radii.bottomLeading, half)
        // Adjacent radii that overrun a side shrink uniformly (CSS-like).
        let f = min(1, r.width / max(tl + tr, .leastNonzeroMagnitude), r.width / max(bl + br, .leastNonzeroMagnitude),
                    r.height / max(tl + bl, .leastNonzeroMagnitude), r.height / max(tr + br, .leastNonzeroMagnitude))
        tl *= f; tr *= f; br *= f; bl *= f
        if tl == 0 && tr == 0 && br == 0 && bl == 0 { return Path(r) }
        var p = Path()
        // Starting on the top edge after the top-left corner, clockwise on screen.
        let corners: [(CGFloat, CGPoint, CGFloat, CGFloat)] = [
            (tr, CGPoint(x: r.maxX, y: r.minY), -1, 1),   // top-right: x goes left of corner, y down
            (br, CGPoint(x: r.maxX, y: r.maxY), -1, -1),
            (bl, CGPoint(x: r.minX, y: r.maxY), 1, -1),
            (tl, CGPoint(x: r.minX, y: r.minY), 1, 1),
        ]
        p.move(to: CGPoint(x: r.minX + extent(tl, half, style), y: r.minY))
        for (i, (radius, corner, sx, sy)) in corners.enumerated() {
            addCorner(&p, index: i, radius: radius, corner: corner, sx: sx, sy: sy, half: half, style: style)
        }
        p.closeSubpath()
        return p
    }

    private static func clampRadius(_ v: CGFloat, _ half: CGFloat) -> CGFloat {
        v.isNaN ? 0 : max(0, min(v, half))
    }

    /// How much of each edge a corner consumes.
    static func extent(_ radius: CGFloat, _ half: CGFloat, _ style: RoundedCornerStyle) -> CGFloat {
        if style == .continuous && radius > 0 && radius * continuousFactor <= half { return radius * continuousFactor }
        return min(radius, half)
    }

    /// Adds one corner, arriving along the edge that precedes it (clockwise order: top edge →
    /// top-right → right edge → bottom-right → ...).
    private static func addCorner(_ p: inout Path, index: Int, radius: CGFloat, corner: CGPoint,
                                  sx: CGFloat, sy: CGFloat, half: CGFloat, style: RoundedCornerStyle) {
        // Local frame: `a` runs along the incoming edge away from the corner, `b` along the outgoing edge.
        // Map P(a, b) for the top-right corner is (maxX - a·r, minY + b·r); rotate for the others.
        func map(_ a: CGFloat, _ b: CGFloat) -> CGPoint {
            switch index {
            case 0: return CGPoint(x: corner.x - a, y: corner.y + b)  // top-right
            case 1: return CGPoint(x: corner.x - b, y: corner.y - a)  // bottom-right
            case 2: return CGPoint(x: corner.x + a, y: corner.y - b)  // bottom-left
            default: return CGPoint(x: corner.x + b, y: corner.y + a) // top-left
            }
        }
        guard radius > 0 else {
            p.addLine(to: corner)
            return
        }
        let useContinuous = style == .continuous && radius * continuousFactor <= half
        if useContinuous {
            let r = radius
            p.addLine(to: map(1.528665 * r, 0))
            p.addCurve(to: map(0.63149379 * r, 0.07491139 * r), control1: map(1.08849296 * r, 0), control2: map(0.86840694 * r, 0))
            p.addCurve(to: map(0.07491139 * r, 0.63149379 * r), control1: map(0.37282383 * r, 0.16905956 * r), control2: map(0.16905956 * r, 0.37282383 * r))
            p.addCurve(to: map(0, 1.528665 * r), control1: map(0, 0.86840694 * r), control2: map(0, 1.08849296 * r))
        } else {
            // Circular quarter arc (also the fallback for continuous corners too large to fit).
            let r = min(radius, half)
            let k: CGFloat = 0.5522847498
            p.addLine(to: map(r, 0))
            p.addCurve(to: map(0, r), control1: map(r - k * r, 0), control2: map(0, r - k * r))
        }
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
