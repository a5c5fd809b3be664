import Foundation

/// A layer that draws a path (QuartzCore's `CAShapeLayer`): filled with `fillColor` (opaque
/// black) by `fillRule`, then stroked with `strokeColor` (none) `lineWidth` wide. A stroke
/// trimmed by `strokeStart`/`strokeEnd` is drawn whole, with a runtime warning.
open class CAShapeLayer: CALayer {
    /// The path, in the layer's coordinates (`nil`: nothing is drawn).
    open var path: CGPath?
    /// The fill colour (`nil`: no fill).
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// How the path's inside is decided (`.nonZero`).
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The stroke colour (`nil`: no stroke).
    open var strokeColor: CGColor?
    /// Where the stroke starts along the path, from 0 to 1.
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends along the path, from 0 to 1.
    open var strokeEnd: CGFloat = 1
    /// The stroke's width (1).
    open var lineWidth: CGFloat = 1
    /// The miter limit (10).
    open var miterLimit: CGFloat = 10
    /// How line ends are drawn (`.butt`).
    open var lineCap: CAShapeLayerLineCap = .butt
    /// How segments join (`.miter`).
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// Where the dash pattern starts.
    open var lineDashPhase: CGFloat = 0
    /// The dash pattern's lengths (`nil`: a solid line).
    open var lineDashPattern: [NSNumber]?

    /// Creates a shape layer with no path.
    public override init() { super.init() }
    /// Creates a copy of `layer`, with its shape when it is a shape layer.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path; fillColor = other.fillColor; fillRule = other.fillRule; strokeColor = other.strokeColor
        strokeStart = other.strokeStart; strokeEnd = other.strokeEnd; lineWidth = other.lineWidth; lineCap = other.lineCap
        lineJoin = other.lineJoin; lineDashPhase = other.lineDashPhase; lineDashPattern = other.lineDashPattern
    }

    /// Fills and strokes the path, then draws what the delegate draws.
    open override func draw(in ctx: CGContext) {
        if let path, !path.isEmpty {
            ctx.saveGState()
            if let fillColor {
                ctx.setFillColor(fillColor)
                ctx.addPath(path)
                ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
            }
            if let strokeColor, lineWidth > 0, strokeEnd > strokeStart {
                if strokeStart > 0 || strokeEnd < 1 { ctx.record(.unsupported("CAShapeLayer.strokeStart/strokeEnd (a trimmed stroke; drawn whole)")) }
                ctx.setStrokeColor(strokeColor)
                ctx.setLineWidth(lineWidth)
                ctx.setMiterLimit(miterLimit)
                ctx.setLineCap(lineCap == .round ? .round : lineCap == .square ? .square : .butt)
                ctx.setLineJoin(lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter)
                ctx.setLineDash(phase: lineDashPhase, lengths: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) })
                ctx.addPath(path)
                ctx.strokePath()
            }
            ctx.restoreGState()
        }
        super.draw(in: ctx)
    }
}

/// How a shape layer decides its path's inside (QuartzCore's `CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The rule's name.
    public let rawValue: String
    /// A rule named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Non-zero winding.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Even-odd.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How a shape layer's line ends are drawn (QuartzCore's `CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The cap's name.
    public let rawValue: String
    /// A cap named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square ends at the end points.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Round ends.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square ends past the end points by half the width.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a shape layer's segments join (QuartzCore's `CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The join's name.
    public let rawValue: String
    /// A join named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp corners.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Round corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Cut-off corners.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// Groups layer changes into one animated transaction (QuartzCore's `CATransaction`). Nothing
/// animates in a still render: changes apply at once and the calls only record their values.
open class CATransaction: NSObject {
    /// Begins a transaction (nothing to group in a still render).
    open class func begin() {}
    /// Commits the transaction (its changes already applied).
    open class func commit() {}
    /// Flushes pending changes (none are pending).
    open class func flush() {}
    /// Turns implicit animations off or on (none run in a still render).
    open class func setDisableActions(_ flag: Bool) {}
    /// Sets the transaction's animation duration (none run in a still render).
    open class func setAnimationDuration(_ dur: CFTimeInterval) {}
    /// Sets a block to run when the transaction's animations finish: run at once, as none run.
    open class func setCompletionBlock(_ block: (() -> Void)?) { block?() }
}
