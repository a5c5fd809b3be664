import Foundation
import Synchronization
import BackplateCore

/// A path with its line style that draws itself into the current context (UIKit's
/// `UIBezierPath`), in UIKit's y-down points: arcs run `clockwise` as seen on screen.
public final class UIBezierPath: Sendable {
    private struct State {
        var path = Path()
        var lineWidth: CGFloat = 1
        var lineCapStyle = CGLineCap.butt
        var lineJoinStyle = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var usesEvenOddFillRule = false
        var dash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)
    }

    private let state: Mutex<State>

    /// An empty path.
    public init() { state = Mutex(State()) }

    private init(_ path: Path) { state = Mutex(State(path: path)) }

    /// A rectangle with the chosen corners rounded by circular arcs of
    /// `cornerRadii.width`, clamped to half the shorter side (UIKit's behaviour).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = cornerRadii.width.isNaN ? 0 : max(cornerRadii.width, 0)
        let radius = min(r, min(abs(rect.width), abs(rect.height)) / 2)
        var p = Path()
        p.addRoundedRect(in: rect, cornerRadii: RectangleCornerRadii(
            topLeading: corners.contains(.topLeft) ? radius : 0,
            bottomLeading: corners.contains(.bottomLeft) ? radius : 0,
            bottomTrailing: corners.contains(.bottomRight) ? radius : 0,
            topTrailing: corners.contains(.topRight) ? radius : 0), style: .circular)
        self.init(p)
    }

    /// A rectangle with all corners rounded (UIKit's corners are continuous).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let radius = min(max(cornerRadius.isNaN ? 0 : cornerRadius, 0), min(abs(rect.width), abs(rect.height)) / 2)
        self.init(Path(roundedRect: rect, cornerRadius: radius, style: .continuous))
    }

    /// A rectangle.
    public convenience init(rect: CGRect) { self.init(Path(rect)) }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) { self.init(Path(ellipseIn: rect)) }

    /// An arc of a circle from `startAngle` to `endAngle` (radians from the positive x axis).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with a CoreGraphics path's elements.
    public convenience init(cgPath: CGPath) { self.init(Path(cgPath)) }

    /// The path as a CoreGraphics path.
    public var cgPath: CGPath {
        get { state.withLock { $0.path.cgPath } }
        set { state.withLock { $0.path = Path(newValue) } }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { state.withLock { $0.path.isEmpty } }
    /// The smallest rectangle holding the path's points.
    public var bounds: CGRect { state.withLock { $0.path.boundingRect } }
    /// Where the path ends (zero when empty).
    public var currentPoint: CGPoint { state.withLock { $0.path.currentPoint ?? .zero } }

    /// The stroke width (1).
    public var lineWidth: CGFloat {
        get { state.withLock { $0.lineWidth } }
        set { state.withLock { $0.lineWidth = newValue } }
    }
    /// How line ends are drawn (`.butt`).
    public var lineCapStyle: CGLineCap {
        get { state.withLock { $0.lineCapStyle } }
        set { state.withLock { $0.lineCapStyle = newValue } }
    }
    /// How segments join (`.miter`).
    public var lineJoinStyle: CGLineJoin {
        get { state.withLock { $0.lineJoinStyle } }
        set { state.withLock { $0.lineJoinStyle = newValue } }
    }
    /// The miter limit (10).
    public var miterLimit: CGFloat {
        get { state.withLock { $0.miterLimit } }
        set { state.withLock { $0.miterLimit = newValue } }
    }
    /// Whether `fill()` and `addClip()` use the even-odd rule (false: non-zero winding).
    public var usesEvenOddFillRule: Bool {
        get { state.withLock { $0.usesEvenOddFillRule } }
        set { state.withLock { $0.usesEvenOddFillRule = newValue } }
    }

    /// Sets the dash pattern `stroke()` uses (`count` lengths of `pattern`; none when nil or 0).
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        let lengths = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) } ?? []
        state.withLock { $0.dash = (lengths, phase) }
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { state.withLock { $0.path.move(to: point) } }
    /// Adds a straight line to `point`.
    public func addLine(to point: CGPoint) { state.withLock { $0.path.addLine(to: point) } }
    /// Adds a cubic Bézier curve to `endPoint`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        state.withLock { $0.path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2) }
    }
    /// Adds a quadratic Bézier curve to `endPoint`.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        state.withLock { $0.path.addQuadCurve(to: endPoint, control: controlPoint) }
    }
    /// Adds an arc (joined to the current point by a line), `clockwise` as seen on screen.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // CoreGraphics' `clockwise` is counted in y-up space: the opposite on a y-down screen.
        state.withLock { $0.path.addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle),
                                        clockwise: !clockwise) }
    }
    /// Closes the current subpath.
    public func close() { state.withLock { $0.path.closeSubpath() } }
    /// Removes every element.
    public func removeAllPoints() { state.withLock { $0.path = Path() } }
    /// Adds `bezierPath`'s elements.
    public func append(_ bezierPath: UIBezierPath) {
        let other = bezierPath.state.withLock { $0.path }
        state.withLock { $0.path.addPath(other) }
    }
    /// Transforms every point.
    public func apply(_ transform: CGAffineTransform) { state.withLock { $0.path = $0.path.applying(transform) } }
    /// Whether the area the path encloses (by its fill rule) contains `point`.
    public func contains(_ point: CGPoint) -> Bool {
        state.withLock { $0.path.contains(point, eoFill: $0.usesEvenOddFillRule) }
    }

    /// Fills the path in the current context with its fill colour.
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let (path, evenOdd) = state.withLock { ($0.path.cgPath, $0.usesEvenOddFillRule) }
        context.addPath(path)
        context.fillPath(using: evenOdd ? .evenOdd : .winding)
    }

    /// Fills the path composited with `blendMode` at opacity `alpha`.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }

    /// Strokes the path in the current context with its stroke colour and its line style.
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let s = state.withLock { $0 }
        context.saveGState()
        context.setLineWidth(s.lineWidth)
        context.setLineCap(s.lineCapStyle)
        context.setLineJoin(s.lineJoinStyle)
        context.setMiterLimit(s.miterLimit)
        context.setLineDash(phase: s.dash.phase, lengths: s.dash.pattern)
        context.addPath(s.path.cgPath)
        context.strokePath()
        context.restoreGState()
    }

    /// Strokes the path composited with `blendMode` at opacity `alpha`.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        stroke()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the area the path encloses (by its fill
    /// rule): later drawing shows only inside it.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let (path, evenOdd) = state.withLock { ($0.path.cgPath, $0.usesEvenOddFillRule) }
        context.addPath(path)
        context.clip(using: evenOdd ? .evenOdd : .winding)
    }
}
