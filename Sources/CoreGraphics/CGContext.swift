import Foundation

/// A drawing destination (CoreGraphics' `CGContext`) that records what is drawn into it:
/// paths filled and stroked, rectangles, images and gradients, each with the graphics state
/// (transform, clip, colours, line style, alpha) at the time. SwiftUI's
/// `GraphicsContext.withCGContext` and UIKit's `UIGraphicsImageRenderer` draw the record.
public final class CGContext {
    /// The graphics state `saveGState()` saves.
    package struct GState {
        /// The current transform, user space to the destination's y-down points.
        package var ctm: CGAffineTransform = .identity
        package var fillColor = CGColor.opaqueBlack
        package var strokeColor = CGColor.opaqueBlack
        package var lineWidth: CGFloat = 1
        package var lineCap: CGLineCap = .butt
        package var lineJoin: CGLineJoin = .miter
        package var miterLimit: CGFloat = 10
        package var dash: [CGFloat] = []
        package var dashPhase: CGFloat = 0
        package var alpha: CGFloat = 1
        package var blendMode: CGBlendMode = .normal
        /// Clip paths in destination coordinates, each with its even-odd flag; all apply.
        package var clips: [(path: CGPath, evenOdd: Bool)] = []
        package var interpolates = true
        package var antialiases = true
    }

    /// One recorded drawing call, in user space, with the state it was made in.
    package enum Operation {
        case fill(CGPath, CGColor, evenOdd: Bool, GState)
        case stroke(CGPath, CGColor, GState)
        case image(CGImage, CGRect, GState)
        case linearGradient(CGGradient, start: CGPoint, end: CGPoint, CGGradientDrawingOptions, GState)
        case radialGradient(CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
                            CGGradientDrawingOptions, GState)
        /// Content another module drew through this context (a view, `ImageRenderer.render`).
        case content(Any, GState)
        /// A call Backplate records but does not draw, by name (the drawer warns).
        case unsupported(String)
    }

    /// What was drawn, in order. A bitmap context over the app's own memory draws each
    /// operation into it as it is recorded (`CGBitmapContext.swift`).
    package private(set) var operations: [Operation] = [] {
        didSet { if bitmap?.external == true { flushBitmap() } }
    }
    /// The state now in effect.
    package var state = GState()
    private var saved: [GState] = []
    private let current = CGMutablePath()
    /// The destination's size in points (zero when unknown).
    package let size: CGSize
    private var initialTransform: CGAffineTransform
    /// The document a PDF context writes (`CGPDFContext.swift`).
    package var pdf: PDFTarget?
    /// The memory a bitmap context draws into (`CGBitmapContext.swift`).
    package var bitmap: CGBitmapTarget?

    /// A recording context whose user space starts as the destination's y-down points
    /// mapped through `transform`.
    package init(recordingSize size: CGSize, transform: CGAffineTransform = .identity) {
        self.size = size
        initialTransform = transform
        state.ctm = transform
    }

    /// Starts a new page: no operations, the initial state (user space mapped through
    /// `transform` from now on, when given), an empty path.
    func resetForPage(transform: CGAffineTransform? = nil) {
        if let transform { initialTransform = transform }
        operations = []
        saved = []
        state = GState()
        state.ctm = initialTransform
        current.steps.removeAll()
    }

    /// Records `operation` (for modules that draw their own content through the context).
    package func record(_ operation: Operation) { operations.append(operation) }

    // MARK: State

    /// Pushes a copy of the graphics state.
    public func saveGState() { saved.append(state) }
    /// Pops the last saved graphics state (nothing when none is saved).
    public func restoreGState() { if let s = saved.popLast() { state = s } }
    /// The current transform from user space to the destination.
    public var ctm: CGAffineTransform { state.ctm }
    /// Moves the origin of user space.
    public func translateBy(x: CGFloat, y: CGFloat) { state.ctm = CGAffineTransform(translationX: x, y: y).concatenating(state.ctm) }
    /// Scales user space.
    public func scaleBy(x: CGFloat, y: CGFloat) { state.ctm = CGAffineTransform(scaleX: x, y: y).concatenating(state.ctm) }
    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) { state.ctm = CGAffineTransform(rotationAngle: angle).concatenating(state.ctm) }
    /// Applies `transform` before the current transform.
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }
    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// Sets the fill colour from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the fill colour to a grey.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    /// Sets the stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the stroke colour to a grey.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }
    /// Sets the stroke width (negative widths are ignored).
    public func setLineWidth(_ width: CGFloat) { if width >= 0, width.isFinite { state.lineWidth = width } }
    /// Sets how line ends are drawn.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// Sets how segments join.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// Sets the miter limit.
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
    /// Sets the dash pattern (empty for a solid line).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) { state.dashPhase = phase; state.dash = lengths }
    /// Sets the alpha every later drawing is multiplied by (clamped to 0...1).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isNaN ? 1 : min(max(alpha, 0), 1) }
    /// Sets how later drawing composites with what is already there (see `CGBlendMode` for the
    /// modes Backplate draws).
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    /// Whether shapes' edges are antialiased.
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.antialiases = shouldAntialias }
    /// Sets how colours map into the context's space: every space here shares sRGB's primaries,
    /// so each intent draws the same colours.
    public func setRenderingIntent(_ intent: CGColorRenderingIntent) {}
    /// Whether antialiasing is allowed (Backplate follows `setShouldAntialias`).
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
    /// How images are smoothed when scaled: `.none` draws their pixels as blocks.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolates ? .default : .none }
        set { state.interpolates = newValue != .none }
    }
    /// A shadow under later drawing: recorded, not drawn (a runtime warning says so).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        if color.map({ $0.alpha > 0 }) ?? true, blur > 0 || offset != .zero { operations.append(.unsupported("CGContext.setShadow")) }
    }
    /// A shadow in a third of black: recorded, not drawn (a runtime warning says so).
    public func setShadow(offset: CGSize, blur: CGFloat) { setShadow(offset: offset, blur: blur, color: nil) }

    // MARK: The current path

    /// Discards the current path.
    public func beginPath() { current.steps.removeAll() }
    /// Begins a subpath at `point`.
    public func move(to point: CGPoint) { current.move(to: point) }
    /// A line to `point`.
    public func addLine(to point: CGPoint) { current.addLine(to: point) }
    /// Lines through `points`.
    public func addLines(between points: [CGPoint]) { current.addLines(between: points) }
    /// A quadratic curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { current.addQuadCurve(to: end, control: control) }
    /// A cubic curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        current.addCurve(to: end, control1: control1, control2: control2)
    }
    /// An arc (see `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        current.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// An arc tangent to two lines.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        current.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
    }
    /// A rectangle subpath.
    public func addRect(_ rect: CGRect) { current.addRect(rect) }
    /// Rectangle subpaths.
    public func addRects(_ rects: [CGRect]) { current.addRects(rects) }
    /// An ellipse subpath.
    public func addEllipse(in rect: CGRect) { current.addEllipse(in: rect) }
    /// Appends a path.
    public func addPath(_ path: CGPath) { current.addPath(path) }
    /// Closes the current subpath.
    public func closePath() { current.closeSubpath() }
    /// Whether the current path is empty.
    public var isPathEmpty: Bool { current.isEmpty }
    /// The current path's last point.
    public var currentPointOfPath: CGPoint { current.currentPoint }
    /// The current path's control-point bounding box.
    public var boundingBoxOfPath: CGRect { current.boundingBox }
    /// A copy of the current path.
    public var path: CGPath? { current.isEmpty ? nil : current.copy() }

    // MARK: Drawing

    /// Fills the current path, then discards it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        fill(takePath(), evenOdd: rule == .evenOdd)
    }
    /// Strokes the current path, then discards it.
    public func strokePath() { stroke(takePath()) }
    /// Fills and/or strokes the current path, then discards it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let p = takePath()
        if mode != .stroke { fill(p, evenOdd: mode == .eoFill || mode == .eoFillStroke) }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke { stroke(p) }
    }
    /// Fills `rect`.
    public func fill(_ rect: CGRect) { fill(CGPath(rect: rect, transform: nil), evenOdd: false) }
    /// Fills each rectangle.
    public func fill(_ rects: [CGRect]) { for r in rects { fill(r) } }
    /// Strokes `rect`'s outline.
    public func stroke(_ rect: CGRect) { stroke(CGPath(rect: rect, transform: nil)) }
    /// Strokes `rect`'s outline `width` wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState(); setLineWidth(width); stroke(rect); restoreGState()
    }
    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) { fill(CGPath(ellipseIn: rect, transform: nil), evenOdd: false) }
    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) { stroke(CGPath(ellipseIn: rect, transform: nil)) }
    /// Strokes a line between each pair of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        let p = CGMutablePath()
        var i = 0
        while i + 1 < points.count { p.move(to: points[i]); p.addLine(to: points[i + 1]); i += 2 }
        stroke(p)
    }
    /// Makes `rect` transparent: before any drawing it changes nothing; earlier drawing is
    /// not erased (a runtime warning says so).
    public func clear(_ rect: CGRect) {
        if !operations.isEmpty { operations.append(.unsupported("CGContext.clear over earlier drawing")) }
    }
    /// Draws `image` stretched into `rect` (tiled images are drawn once).
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        if byTiling { operations.append(.unsupported("CGContext.draw(_:in:byTiling: true)")) }
        operations.append(.image(image, rect, state))
    }
    /// Fills the clip area with a linear gradient from `start` to `end`.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        operations.append(.linearGradient(gradient, start: start, end: end, options, state))
    }
    /// Fills the clip area with a radial gradient between two circles.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                                   endRadius: CGFloat, options: CGGradientDrawingOptions) {
        operations.append(.radialGradient(gradient, startCenter: startCenter, startRadius: startRadius, endCenter: endCenter,
                                          endRadius: endRadius, options, state))
    }

    // MARK: Clipping

    /// Intersects the clip with the current path, then discards it.
    public func clip(using rule: CGPathFillRule = .winding) {
        let p = takePath()
        state.clips.append((CGPath(steps: CGPath.map(p.steps, state.ctm)), rule == .evenOdd))
    }
    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { addRect(rect); clip() }
    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) { addRects(rects); clip() }
    /// The clip's bounding box in user space (the destination's bounds when unclipped).
    public var boundingBoxOfClipPath: CGRect {
        var box = CGRect(origin: .zero, size: size)
        for c in state.clips { box = box.intersection(c.path.boundingBoxOfPath) }
        return box.applying(state.ctm.inverted())
    }

    private func takePath() -> CGPath {
        let p = CGPath(steps: current.steps)
        current.steps.removeAll()
        return p
    }

    private func fill(_ path: CGPath, evenOdd: Bool) {
        guard !path.isEmpty else { return }
        operations.append(.fill(path, state.fillColor, evenOdd: evenOdd, state))
    }

    private func stroke(_ path: CGPath) {
        guard !path.isEmpty else { return }
        operations.append(.stroke(path, state.strokeColor, state))
    }
}

/// How images are smoothed when scaled (`CGInterpolationQuality`).
public enum CGInterpolationQuality: Int32, Hashable, Sendable {
    /// The default (smoothed).
    case `default` = 0
    /// No smoothing.
    case none = 1
    /// Low.
    case low = 2
    /// Medium.
    case medium = 4
    /// High.
    case high = 3
}
