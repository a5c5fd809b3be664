import Foundation

/// A layer that fills its bounds with a gradient (QuartzCore's `CAGradientLayer`): `colors`
/// at `locations` from `startPoint` to `endPoint`, in unit coordinates of the bounds (0, 0 the
/// top-left corner, as on iOS), along a line (`.axial`), out from a centre (`.radial`) or
/// around one (`.conic`). The end colours extend past the ends, as Core Animation draws them.
open class CAGradientLayer: CALayer {
    /// The colours, each a `CGColor` (other values are skipped).
    open var colors: [Any]?
    /// Each colour's location from 0 to 1 (`nil`: evenly spaced).
    open var locations: [NSNumber]?
    /// Where the gradient starts, in unit coordinates ((0.5, 0): the top's middle).
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends, in unit coordinates ((0.5, 1): the bottom's middle).
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The gradient's shape (`.axial`).
    open var type: CAGradientLayerType = .axial

    /// Creates a gradient layer with no colours.
    public override init() { super.init() }
    /// Creates a copy of `layer`, with its gradient when it is a gradient layer.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors; locations = other.locations; startPoint = other.startPoint; endPoint = other.endPoint; type = other.type
    }

    /// Draws the gradient over the bounds, then what the delegate draws.
    open override func draw(in ctx: CGContext) {
        drawGradient(in: ctx)
        super.draw(in: ctx)
    }

    private func drawGradient(in ctx: CGContext) {
        let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        let stops = locations.map { $0.map { CGFloat($0.doubleValue) } }
        let gradient = stops.flatMap { s -> CGGradient? in
            s.count == cgColors.count ? s.withUnsafeBufferPointer { CGGradient(colorsSpace: nil, colors: cgColors, locations: $0.baseAddress) } : nil
        } ?? CGGradient(colorsSpace: nil, colors: cgColors, locations: nil)
        guard let gradient else { return }
        let start = unitPoint(startPoint), end = unitPoint(endPoint)
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.clip(to: bounds)
        switch type {
        case .radial:
            // An ellipse around `start` reaching `end`'s x and y distances.
            var rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            guard rx > 0 || ry > 0 else { return }
            if rx == 0 { rx = ry } else if ry == 0 { ry = rx }
            ctx.translateBy(x: start.x, y: start.y)
            ctx.scaleBy(x: 1, y: ry / rx)
            ctx.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: rx,
                                   options: .drawsAfterEndLocation)
        case .conic:
            drawConic(gradient, centre: start, towards: end, in: ctx)
        default:
            ctx.drawLinearGradient(gradient, start: start, end: end, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
    }

    private func unitPoint(_ p: CGPoint) -> CGPoint {
        CGPoint(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height)
    }

    /// A conic gradient as thin wedges around `centre`, clockwise from the direction of
    /// `towards`, each filled with the gradient's colour at its middle.
    private func drawConic(_ gradient: CGGradient, centre: CGPoint, towards: CGPoint, in ctx: CGContext) {
        let steps = 360
        let reach = (bounds.width * bounds.width + bounds.height * bounds.height).squareRoot() * 2
        let first = atan2(towards.y - centre.y, towards.x - centre.x)
        let step = 2 * CGFloat.pi / CGFloat(steps)
        for i in 0..<steps {
            let a0 = first + CGFloat(i) * step - step * 0.1, a1 = first + CGFloat(i + 1) * step + step * 0.1
            ctx.setFillColor(gradient.color(at: (CGFloat(i) + 0.5) / CGFloat(steps)))
            ctx.move(to: centre)
            ctx.addLine(to: CGPoint(x: centre.x + cos(a0) * reach, y: centre.y + sin(a0) * reach))
            ctx.addLine(to: CGPoint(x: centre.x + cos(a1) * reach, y: centre.y + sin(a1) * reach))
            ctx.closePath()
            ctx.fillPath()
        }
    }
}

/// The shape of a gradient layer's gradient (QuartzCore's `CAGradientLayerType`).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public let rawValue: String
    /// A type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Out from the start point, reaching the end point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point, from the direction of the end point.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

extension CGGradient {
    /// The colour at `t` (0...1), between the two nearest stops (sRGB components).
    func color(at t: CGFloat) -> CGColor {
        guard let last = locations.indices.last else { return CGColor(gray: 0, alpha: 0) }
        guard let upper = locations.firstIndex(where: { $0 >= t }) else { return colors[last] }
        guard upper > 0 else { return colors[0] }
        let lo = locations[upper - 1], hi = locations[upper]
        let f = hi > lo ? (t - lo) / (hi - lo) : 0
        let a = colors[upper - 1].sRGBComponents, b = colors[upper].sRGBComponents
        return CGColor(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                       blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
    }
}
