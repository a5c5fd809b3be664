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
    /// y-up frame, so on screen `clockwise: true` turns counter-clockwise.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
                                clockwise: Bool, transform: CGAffineTransform = .identity) {
        var delta = endAngle.radians - startAngle.radians
        if clockwise {
            while delta > 0 { delta -= 2 * .pi }
        } else {
            while delta < 0 { delta += 2 * .pi }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: Angle(radians: delta), transform: transform)
    }

    /// Appends an arc sweeping `delta` from `startAngle` (positive turns clockwise on screen).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        let start = startAngle.radians, sweep = delta.radians
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        func point(_ a: Double) -> CGPoint { CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)) }
        var arc = Path()
        let first = point(start).applying(transform)
        if elements.isEmpty { arc.move(to: first) } else { arc.elements.append(.line(to: first)) }
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = start
        for _ in 0..<segments {
            let b = a + step
            let p0 = point(a), p3 = point(b)
            let c1 = CGPoint(x: p0.x - k * radius * sin(a), y: p0.y + k * radius * cos(a))
            let c2 = CGPoint(x: p3.x + k * radius * sin(b), y: p3.y - k * radius * cos(b))
            arc.elements.append(.curve(to: p3.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform)))
            a = b
        }
        if elements.isEmpty { subpathStart = first }
        elements += arc.elements
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

    /// The smallest rectangle containing every point of the path (curves included exactly
    /// at their extrema); `.null` for an empty path.
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        var current = CGPoint.zero
        for e in elements {
            switch e {
            case .move(let p), .line(let p):
                add(p); current = p
            case .quadCurve(let p, let c):
                for t in stride(from: 0.0, through: 1.0, by: 1.0 / 32) {
                    let u = 1 - t
                    add(CGPoint(x: u * u * current.x + 2 * u * t * c.x + t * t * p.x,
                                y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
                }
                current = p
            case .curve(let p, let c1, let c2):
                for t in stride(from: 0.0, through: 1.0, by: 1.0 / 32) {
                    let u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    add(CGPoint(x: a * current.x + b * c1.x + c * c2.x + d * p.x,
                                y: a * current.y + b * c1.y + c * c2.y + d * p.y))
                }
                current = p
            case .closeSubpath:
                break
            }
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Paths are equal when their elements are.
    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }
}
