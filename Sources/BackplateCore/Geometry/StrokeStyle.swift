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
    /// negative or non-finite pattern, as CoreGraphics ignores such a pattern, and along a path
    /// of infinite length. A pattern that would cut `path` into more than 100,000 dashes, or
    /// whose period is under `minimumPeriod`, is scaled up to that count or period (same on/off
    /// ratio, however small the lengths).
    package func drawableDash(along path: Path, minimumPeriod: CGFloat = 0) -> (lengths: [CGFloat], phase: CGFloat)? {
        let pathLength = path.controlPolygonLength
        guard pathLength.isFinite, var lengths = PathStroker.validDashes(dash) else { return nil }
        let period = lengths.reduce(0, +)
        var phase = dashPhase.isFinite ? dashPhase.truncatingRemainder(dividingBy: period) : 0
        if phase < 0 { phase += period }
        let scaledPeriod = max(period, pathLength / PathStroker.maxDashes, minimumPeriod)
        guard scaledPeriod > period, scaledPeriod.isFinite else { return (lengths, phase) }
        // Each length as its share of the period: a subnormal period scales without overflow.
        lengths = lengths.map { $0 / period * scaledPeriod }
        phase = phase / period * scaledPeriod
        return (lengths, phase.isFinite && phase < scaledPeriod ? phase : 0)
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
