import Foundation

/// The outline of a 2D shape, with SwiftUI's API. Coordinates are in points, y down.
public struct Path: Equatable, Sendable {
    /// An element of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath.
        case move(to: CGPoint)
        /// A straight line.
        case line(to: CGPoint)
        /// A quadratic Bézier curve.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath.
        case closeSubpath
    }

    /// The path's elements, in order.
    public internal(set) var elements: [Element] = []
    private var subpathStart: CGPoint?

    /// Creates an empty path.
    public init() {}

    /// Creates a path holding a rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// Creates a path holding an ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// Creates a rounded rectangle with uniform corner radius.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a rounded rectangle with elliptical corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Creates a path by calling `build` on an empty path.
    public init(_ build: (inout Path) -> Void) { build(&self) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point of the path.
    public var currentPoint: CGPoint? {
        for e in elements.reversed() {
            switch e {
            case .move(let p), .line(let p): return p
            case .quadCurve(let p, _), .curve(let p, _, _): return p
            case .closeSubpath: return subpathStart
            }
        }
        return nil
    }

    /// Begins a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        subpathStart = point
    }

    /// Appends a straight line to `point`.
    public mutating func addLine(to point: CGPoint) {
        if elements.isEmpty { move(to: point); return }
        elements.append(.line(to: point))
    }

    /// Appends a quadratic Bézier curve.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if elements.isEmpty { move(to: control) }
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Appends a cubic Bézier curve.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if elements.isEmpty { move(to: control1) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath.
    public mutating func closeSubpath() {
        guard !elements.isEmpty else { return }
        if case .closeSubpath? = elements.last { return }
        elements.append(.closeSubpath)
    }

    /// Appends a rectangle as a closed subpath, clockwise on screen from the top-left corner.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        var p = Path()
        p.move(to: CGPoint(x: r.minX, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        p.addLine(to: CGPoint(x: r.minX, y: r.maxY))
        p.closeSubpath()
        addPath(p, transform: transform)
    }

    /// Appends several rectangles.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Appends connected straight lines through `points`.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Appends an ellipse inscribed in `rect`: four cubic curves starting at (maxX, midY),
    /// clockwise on screen.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let k: CGFloat = 0.5522847498
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        var p = Path()
        p.move(to: CGPoint(x: cx + rx, y: cy))
        p.addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        p.addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        p.addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        p.addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        p.closeSubpath()
        addPath(p, transform: transform)
    }

    /// Appends a rounded rectangle; corner sizes are clamped to half the shorter side.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        addRoundedRect(in: rect, cornerRadii: RectangleCornerRadii(uniform: cornerSize), style: style, transform: transform)
    }

    /// Appends a rounded rectangle with a radius per corner.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii,
                                        style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        addPath(RoundedRectGeometry.path(in: rect, radii: cornerRadii, style: style), transform: transform)
    }

    /// Appends an arc of a circle, with CoreGraphics' convention: `clockwise` is measured in a
    /// y-up frame, so on screen `clockwise: true` turns counter-clockwise. A line joins the
    /// current point to the arc's start. A negative or non-finite radius adds nothing.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
                                clockwise: Bool, transform: CGAffineTransform = .identity) {
        // CoreGraphics sweeps at most one full turn, in the requested direction: a full turn
        // or more that way (0° to 360°, -90° to 270°) is the whole circle, not nothing.
        guard let delta = CGArcGeometry.sweep(from: startAngle.radians, to: endAngle.radians, clockwise: clockwise) else { return }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: Angle(radians: delta), transform: transform)
    }

    /// Appends an arc sweeping `delta` from `startAngle` (positive turns clockwise on screen),
    /// as cubic Béziers of at most a quarter turn each. A line joins the current point to the
    /// arc's start. A negative or non-finite radius adds nothing. A sweep of more than one
    /// turn draws one turn more than its remainder, or two when the number of whole turns is
    /// even: the same pixels under either fill rule and when stroked, with bounded work.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        guard let arc = CGArcGeometry.relativeArc(center: center, radius: radius, start: startAngle.radians, sweep: delta.radians,
                                                  transform: transform) else { return }
        connect(to: arc.first)
        for c in arc.cubics { elements.append(.curve(to: c.to, control1: c.control1, control2: c.control2)) }
    }

    /// Appends an arc of `radius` tangent to the line from the current point to `tangent1End`
    /// and to the line from `tangent1End` to `tangent2End` (CoreGraphics' `addArc(tangent1End:...)`),
    /// preceded by a straight line to the arc's start. With no current point it starts a subpath
    /// at `tangent1End`; collinear points or a zero radius give a line to `tangent1End`.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard radius >= 0, radius.isFinite, p1.x.isFinite, p1.y.isFinite, p2.x.isFinite, p2.y.isFinite else { return }
        guard let p0Device = currentPoint else {
            move(to: p1.applying(transform))
            return
        }
        // Work in user space: the current point is stored transformed, so map it back.
        let p0 = transform.isIdentity ? p0Device : p0Device.applying(transform.inverted())
        guard let arc = CGArcGeometry.tangentArc(from: p0, p1, p2, radius: radius) else {
            addLine(to: p1.applying(transform))
            return
        }
        addRelativeArc(center: arc.center, radius: radius, startAngle: .radians(arc.start), delta: .radians(arc.sweep), transform: transform)
    }

    /// Starts a subpath at `point` when there is no open subpath, else draws a line to it
    /// (unless the path is already there).
    private mutating func connect(to point: CGPoint) {
        switch elements.last {
        case nil, .closeSubpath?: move(to: point)
        default:
            if currentPoint != point { elements.append(.line(to: point)) }
        }
    }

    /// Appends `path`, transformed.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        let p = transform.isIdentity ? path : path.applying(transform)
        for e in p.elements {
            if case .move(let pt) = e { subpathStart = pt }
            elements.append(e)
        }
    }

    /// The path mapped through `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var copy = self
        copy.elements = elements.map { e in
            switch e {
            case .move(let p): return .move(to: p.applying(transform))
            case .line(let p): return .line(to: p.applying(transform))
            case .quadCurve(let p, let c): return .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                return .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: return .closeSubpath
            }
        }
        copy.subpathStart = subpathStart?.applying(transform)
        return copy
    }

    /// The path translated.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// Calls `body` with each element.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    /// Paths are equal when their elements are.
    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }
}
