import Foundation

extension Path {
    /// A path with the elements of a CoreGraphics path.
    public init(_ path: CGPath) {
        self.init()
        for step in path.steps {
            switch step {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .close: closeSubpath()
            }
        }
    }

    /// A path with the elements of a mutable CoreGraphics path (a copy: later changes to
    /// `path` do not reach it).
    public init(_ path: CGMutablePath) {
        self.init(path as CGPath)
    }

    /// The path as an immutable CoreGraphics path with the same elements.
    public var cgPath: CGPath {
        CGPath(steps: elements.map { e in
            switch e {
            case .move(let p): return .move(p)
            case .line(let p): return .line(p)
            case .quadCurve(let p, let c): return .quadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): return .curve(to: p, control1: c1, control2: c2)
            case .closeSubpath: return .close
            }
        })
    }
}
