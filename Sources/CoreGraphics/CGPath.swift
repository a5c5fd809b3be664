import Foundation

/// One element of a CoreGraphics path, in the path's coordinates.
package enum CGPathStep: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case close
}

/// An immutable graphics path (CoreGraphics' `CGPath`): lines and Bézier curves in
/// subpaths. SwiftUI's `Path(_:)` draws one; `Path.cgPath` makes one.
public class CGPath: Hashable, CustomStringConvertible {
    /// The elements, in order.
    package internal(set) var steps: [CGPathStep]

    /// Creates a path of `steps`.
    package init(steps: [CGPathStep]) { self.steps = steps }

    /// A rectangle, mapped through `transform` when given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath()
        p.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(steps: p.steps)
    }

    /// An ellipse inscribed in `rect`, mapped through `transform` when given.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath()
        p.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(steps: p.steps)
    }

    /// A rectangle with elliptical corners (`cornerWidth` × `cornerHeight`, clamped to half
    /// the rectangle's sides), mapped through `transform` when given.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath()
        p.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(steps: p.steps)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { steps.isEmpty }

    /// The path's last point (a closed subpath's start), or `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for s in steps {
            switch s {
            case .move(let p): start = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .close: current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point and control point; `.null` when empty.
    public var boundingBox: CGRect {
        var box = CGRect.null
        for s in steps {
            switch s {
            case .move(let p), .line(let p): box = box.union(CGRect(origin: p, size: .zero))
            case .quadCurve(let p, let c): box = box.union(CGRect(origin: p, size: .zero)).union(CGRect(origin: c, size: .zero))
            case .curve(let p, let c1, let c2):
                box = box.union(CGRect(origin: p, size: .zero)).union(CGRect(origin: c1, size: .zero)).union(CGRect(origin: c2, size: .zero))
            case .close: break
            }
        }
        return box
    }

    /// The smallest rectangle holding the path's outline (curves' extremes, not their control
    /// points); `.null` when empty.
    public var boundingBoxOfPath: CGRect {
        var box = CGRect.null
        for p in CGPathFlattening.points(of: steps, curveExtremesOnly: true) { box = box.union(CGRect(origin: p, size: .zero)) }
        return box
    }

    /// Whether `point` is inside the path (mapped through `transform`) under `rule`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let mapped = transform.isIdentity ? steps : CGPath.map(steps, transform)
        return CGPathFlattening.contains(point, in: mapped, evenOdd: rule == .evenOdd)
    }

    /// Whether the path is exactly one rectangle, stored in `rect` when it is.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        guard steps.count == 5 || steps.count == 6, case .move(let a) = steps[0],
              case .line(let b) = steps[1], case .line(let c) = steps[2], case .line(let d) = steps[3] else { return false }
        let closes = steps[4...].allSatisfy { if case .close = $0 { return true }; if case .line(let e) = $0 { return e == a }; return false }
        let horizontalFirst = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
        let verticalFirst = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
        guard closes, horizontalFirst || verticalFirst else { return false }
        rect?.pointee = CGRect(x: min(a.x, c.x), y: min(a.y, c.y), width: abs(c.x - a.x), height: abs(c.y - a.y))
        return true
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(steps: steps) }

    /// An immutable copy mapped through `transform` when given.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(steps: transform.map { CGPath.map(steps, $0.pointee) } ?? steps)
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(steps: steps) }

    /// A mutable copy mapped through `transform` when given.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(steps: transform.map { CGPath.map(steps, $0.pointee) } ?? steps)
    }

    /// Paths are equal when their elements are.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.steps == rhs.steps }

    /// Hashes the element count and bounding box.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(steps.count)
        let box = boundingBox
        if !box.isNull { hasher.combine(box.minX); hasher.combine(box.minY); hasher.combine(box.maxX); hasher.combine(box.maxY) }
    }

    /// `CGPath` with its element count and bounding box.
    public var description: String { "CGPath(\(steps.count) elements, \(boundingBox))" }

    /// `steps` mapped through `t`.
    package static func map(_ steps: [CGPathStep], _ t: CGAffineTransform) -> [CGPathStep] {
        steps.map { s in
            switch s {
            case .move(let p): return .move(p.applying(t))
            case .line(let p): return .line(p.applying(t))
            case .quadCurve(let p, let c): return .quadCurve(to: p.applying(t), control: c.applying(t))
            case .curve(let p, let c1, let c2): return .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .close: return .close
            }
        }
    }
}

/// A graphics path built element by element (CoreGraphics' `CGMutablePath`). Every method
/// takes a `transform` applied to the points it adds.
public final class CGMutablePath: CGPath {
    /// Creates an empty path.
    public init() { super.init(steps: []) }

    override package init(steps: [CGPathStep]) { super.init(steps: steps) }

    /// Begins a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        steps.append(.move(point.applying(transform)))
    }

    /// A straight line from the current point to `point` (on an empty path, a move there).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        steps.append(steps.isEmpty ? .move(point.applying(transform)) : .line(point.applying(transform)))
    }

    /// A subpath of straight lines through `points`.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { steps.append(.line(p.applying(transform))) }
    }

    /// A quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        if steps.isEmpty { steps.append(.move(control.applying(transform))) }
        steps.append(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
    }

    /// A cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        if steps.isEmpty { steps.append(.move(control1.applying(transform))) }
        steps.append(.curve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform)))
    }

    /// Closes the current subpath with a line to its start.
    public func closeSubpath() {
        if let last = steps.last, last != .close { steps.append(.close) }
    }

    /// A closed rectangle subpath (from its origin, along the width first).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines(between: [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                           CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)], transform: transform)
        closeSubpath()
    }

    /// One closed subpath per rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// A closed ellipse inscribed in `rect`, as four cubic curves from its right end.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let k: CGFloat = 0.5522847498307936
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        move(to: CGPoint(x: r.maxX, y: cy), transform: transform)
        addCurve(to: CGPoint(x: cx, y: r.maxY), control1: CGPoint(x: r.maxX, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: r.maxY), transform: transform)
        addCurve(to: CGPoint(x: r.minX, y: cy), control1: CGPoint(x: cx - k * rx, y: r.maxY), control2: CGPoint(x: r.minX, y: cy + k * ry), transform: transform)
        addCurve(to: CGPoint(x: cx, y: r.minY), control1: CGPoint(x: r.minX, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: r.minY), transform: transform)
        addCurve(to: CGPoint(x: r.maxX, y: cy), control1: CGPoint(x: cx + k * rx, y: r.minY), control2: CGPoint(x: r.maxX, y: cy - k * ry), transform: transform)
        closeSubpath()
    }

    /// A closed rectangle with elliptical corners of `cornerWidth` × `cornerHeight` (each
    /// clamped to 0 and half the rectangle's side).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let cw = min(max(cornerWidth.isFinite ? cornerWidth : 0, 0), r.width / 2)
        let ch = min(max(cornerHeight.isFinite ? cornerHeight : 0, 0), r.height / 2)
        guard cw > 0, ch > 0 else { return addRect(r, transform: transform) }
        let k: CGFloat = 0.5522847498307936, kx = k * cw, ky = k * ch
        move(to: CGPoint(x: r.minX + cw, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - cw, y: r.minY), transform: transform)
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + ch), control1: CGPoint(x: r.maxX - cw + kx, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: r.minY + ch - ky), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ch), transform: transform)
        addCurve(to: CGPoint(x: r.maxX - cw, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ch + ky),
                 control2: CGPoint(x: r.maxX - cw + kx, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + cw, y: r.maxY), transform: transform)
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - ch), control1: CGPoint(x: r.minX + cw - kx, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: r.maxY - ch + ky), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ch), transform: transform)
        addCurve(to: CGPoint(x: r.minX + cw, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ch - ky),
                 control2: CGPoint(x: r.minX + cw - kx, y: r.minY), transform: transform)
        closeSubpath()
    }

    /// An arc of a circle from `startAngle` to `endAngle` (radians); `clockwise` is measured
    /// in a y-up frame, so on a y-down screen it turns counter-clockwise. A line joins the
    /// current point to the arc's start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        guard let delta = CGArcGeometry.sweep(from: startAngle, to: endAngle, clockwise: clockwise) else { return }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// An arc sweeping `delta` radians from `startAngle` (positive turns clockwise on a
    /// y-down screen). A line joins the current point to the arc's start.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        guard let arc = CGArcGeometry.relativeArc(center: center, radius: radius, start: startAngle, sweep: delta,
                                                  transform: transform) else { return }
        connect(to: arc.first)
        for c in arc.cubics { steps.append(.curve(to: c.to, control1: c.control1, control2: c.control2)) }
    }

    /// An arc of `radius` tangent to the line from the current point to `tangent1End` and
    /// the line from there to `tangent2End`, after a line to its start.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard radius >= 0, radius.isFinite else { return }
        guard !steps.isEmpty else { return move(to: tangent1End, transform: transform) }
        let p0 = transform.isIdentity ? currentPoint : currentPoint.applying(transform.inverted())
        guard let arc = CGArcGeometry.tangentArc(from: p0, tangent1End, tangent2End, radius: radius) else {
            return addLine(to: tangent1End, transform: transform)
        }
        addRelativeArc(center: arc.center, radius: radius, startAngle: arc.start, delta: arc.sweep, transform: transform)
    }

    /// Appends `path`'s elements, mapped through `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        steps.append(contentsOf: transform.isIdentity ? path.steps : CGPath.map(path.steps, transform))
    }

    /// Starts a subpath at `point` when none is open, else draws a line to it.
    private func connect(to point: CGPoint) {
        switch steps.last {
        case nil, .close?: steps.append(.move(point))
        default: if currentPoint != point { steps.append(.line(point)) }
        }
    }
}
