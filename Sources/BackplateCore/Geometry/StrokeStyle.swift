import Foundation

/// The characteristics of a stroke.
public struct StrokeStyle: Equatable, Sendable {
    /// The width of the stroke.
    public var lineWidth: CGFloat
    /// The end-point style (CoreGraphics' `CGLineCap`: `.butt`, `.round`, `.square`).
    public var lineCap: CGLineCap
    /// The join style (CoreGraphics' `CGLineJoin`: `.miter`, `.round`, `.bevel`).
    public var lineJoin: CGLineJoin
    /// The miter limit.
    public var miterLimit: CGFloat
    /// The dash lengths.
    public var dash: [CGFloat]
    /// The dash phase.
    public var dashPhase: CGFloat

    /// Creates a stroke style with SwiftUI's defaults.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

extension StrokeStyle {
    /// The dash pattern renderers draw along `path`: lengths of an even count, each at most
    /// 10¹² pt, and a phase within one period; `nil` (a solid stroke) for an empty, all-zero,
    /// negative or non-finite pattern, as CoreGraphics ignores such a pattern. A pattern that
    /// would cut `path` into more than 100,000 dashes is scaled up to that count (same on/off
    /// ratio), as the outline stroker does.
    package func drawableDash(along path: Path) -> (lengths: [CGFloat], phase: CGFloat)? {
        guard var lengths = PathStroker.validDashes(dash) else { return nil }
        var period = lengths.reduce(0, +)
        var phase = dashPhase.isFinite ? dashPhase : 0
        let factor = path.controlPolygonLength / period / PathStroker.maxDashes
        if factor > 1, factor.isFinite {
            lengths = lengths.map { $0 * factor }
            period *= factor
            phase *= factor
        }
        phase = phase.truncatingRemainder(dividingBy: period)
        if phase < 0 { phase += period }
        return (lengths, phase.isFinite ? phase : 0)
    }
}

extension Path {
    /// The length of the path's control polygon (closing segments included): at least the
    /// length of the path, since a Bézier curve is never longer than its control polygon.
    package var controlPolygonLength: CGFloat {
        var total: CGFloat = 0
        var current = CGPoint.zero, start = CGPoint.zero
        func add(_ points: CGPoint...) {
            for p in points { total += hypot(p.x - current.x, p.y - current.y); current = p }
        }
        forEach { element in
            switch element {
            case .move(let p): current = p; start = p
            case .line(let p): add(p)
            case .quadCurve(let p, let c): add(c, p)
            case .curve(let p, let c1, let c2): add(c1, c2, p)
            case .closeSubpath: add(start)
            }
        }
        return total
    }
}
