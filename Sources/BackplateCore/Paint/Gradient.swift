import Foundation

/// A colour gradient: an array of colour stops, each a colour and a location 0...1.
public struct Gradient: Hashable, Sendable {
    /// One colour stop.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// The location along the gradient, 0...1.
        public var location: CGFloat
        /// Creates a stop.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order of location.
    public var stops: [Stop]

    /// Creates a gradient from stops (sorted by location).
    public init(stops: [Stop]) { self.stops = stops.sorted { $0.location < $1.location } }

    /// Creates a gradient from evenly spaced colours.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in Stop(color: c, location: n > 1 ? CGFloat(i) / CGFloat(n - 1) : 0) }
    }

    func resolvedStops(in env: EnvironmentValues) -> [GradientStopPaint] {
        let s = stops.map { GradientStopPaint(color: $0.color.rgba(in: env), location: $0.location.isNaN ? 0 : Double(min(max($0.location, 0), 1))) }
        if s.count == 1 { return [s[0], GradientStopPaint(color: s[0].color, location: 1)] }
        return s
    }
}

/// A linear gradient, mapped into the bounds of the shape it fills.
nonisolated public struct LinearGradient: ShapeStyle, PrimitiveShapeStyle, View {
    var gradient: AnyGradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    /// Creates a linear gradient.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = AnyGradient(gradient)
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    /// Creates a linear gradient from colours.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// Creates a linear gradient from stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        Paint.linearGradient(stops: gradient.stops(in: environment), start: startPoint.point(in: bounds),
                             end: endPoint.point(in: bounds)).multiplyingOpacity(HierarchicalOpacity.factor(level))
    }

    /// A gradient is a view that fills its frame.
    public var body: _ShapeView<Rectangle, LinearGradient> { Rectangle().fill(self) }
}

/// A radial gradient: circles of `startRadius` to `endRadius` points around `center`.
nonisolated public struct RadialGradient: ShapeStyle, PrimitiveShapeStyle, View {
    var gradient: AnyGradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    /// Creates a radial gradient.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = AnyGradient(gradient)
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    /// Creates a radial gradient from colours.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// Creates a radial gradient from stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        Paint.radialGradient(stops: gradient.stops(in: environment), center: center.point(in: bounds),
                             startRadius: startRadius, endRadius: endRadius, transform: .identity)
            .multiplyingOpacity(HierarchicalOpacity.factor(level))
    }

    /// A gradient is a view that fills its frame.
    public var body: _ShapeView<Rectangle, RadialGradient> { Rectangle().fill(self) }
}

/// An elliptical gradient: defined in the unit square, stretched to the bounds.
nonisolated public struct EllipticalGradient: ShapeStyle, PrimitiveShapeStyle, View {
    var gradient: AnyGradient
    var center: UnitPoint
    var startRadiusFraction: CGFloat
    var endRadiusFraction: CGFloat

    /// Creates an elliptical gradient (radii as fractions of the bounds; 0.5 reaches the edges).
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = AnyGradient(gradient)
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
    /// Creates an elliptical gradient from colours.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// Creates an elliptical gradient from stops.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        // Unit-circle gradient scaled to the bounds: radius r·w horizontally, r·h vertically.
        let c = center.point(in: bounds)
        let w = max(bounds.width, .leastNonzeroMagnitude), h = max(bounds.height, .leastNonzeroMagnitude)
        let t = CGAffineTransform(translationX: -c.x, y: -c.y)
            .concatenating(CGAffineTransform(scaleX: 1, y: h / w))
            .concatenating(CGAffineTransform(translationX: c.x, y: c.y))
        return Paint.radialGradient(stops: gradient.stops(in: environment), center: c,
                                    startRadius: startRadiusFraction * w, endRadius: endRadiusFraction * w, transform: t)
            .multiplyingOpacity(HierarchicalOpacity.factor(level))
    }

    /// A gradient is a view that fills its frame.
    public var body: _ShapeView<Rectangle, EllipticalGradient> { Rectangle().fill(self) }
}

/// An angular (conic) gradient: colour varies with the angle around `center`, clockwise on screen.
nonisolated public struct AngularGradient: ShapeStyle, PrimitiveShapeStyle, View {
    var gradient: AnyGradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    /// Creates an angular gradient; equal angles (the default) draw a full turn.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = AnyGradient(gradient)
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
    /// Creates an angular gradient from colours.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// Creates an angular gradient from stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// Creates a full-turn (conic) gradient starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    /// Creates a full-turn (conic) gradient from colours, starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    /// Creates a full-turn (conic) gradient from stops, starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        // Non-finite angles cannot reach a pixel: a NaN or infinite start is 0, such an end a
        // full turn after the start; the start is reduced to one turn (same picture).
        var start = startAngle.radians.isFinite ? startAngle.radians : 0
        var end = endAngle.radians.isFinite ? endAngle.radians : start + 2 * .pi
        let turn = (start / (2 * .pi)).rounded(.down) * 2 * .pi
        start -= turn; end -= turn
        if start == end { end = start + 2 * .pi }
        if end - start > 2 * .pi { start = end - 2 * .pi }
        return Paint.angularGradient(stops: gradient.stops(in: environment), center: center.point(in: bounds),
                                     startAngle: start, endAngle: end).multiplyingOpacity(HierarchicalOpacity.factor(level))
    }

    /// A gradient is a view that fills its frame.
    public var body: _ShapeView<Rectangle, AngularGradient> { Rectangle().fill(self) }
}

/// A colour's standard gradient (`Color.gradient`): a lighter variant at the top to the
/// colour at the bottom; or any `Gradient`, type-erased. Used directly as a style it is a
/// linear gradient from top to bottom of the filled bounds.
public struct AnyGradient: ShapeStyle, PrimitiveShapeStyle {
    let base: Color?
    let gradient: Gradient?
    /// The colour space named with `colorSpace(_:)`; `nil` uses the environment's
    /// `defaultGradientColorSpace` (`.perceptual`).
    var colorSpaceValue: Gradient.ColorSpace?

    /// Wraps a gradient.
    public init(_ gradient: Gradient) {
        base = nil
        self.gradient = gradient
    }

    init(color: Color) {
        base = color
        gradient = nil
    }

    /// The gradient's colours in order (a colour's own gradient gives the colour), as Charts'
    /// scale ranges read them.
    package var stopColors: [Color] { gradient.map { $0.stops.map(\.color) } ?? base.map { [$0] } ?? [] }

    /// The resolved stops; a perceptual gradient gets extra sRGB stops that trace its OKLab
    /// ramp, so every backend (PNG, SVG, PDF) draws the same colours.
    func stops(in env: EnvironmentValues) -> [GradientStopPaint] {
        guard let gradient else { return Self.stops(of: base!.rgba(in: env), space: colorSpaceValue, in: env) }
        let resolved = gradient.resolvedStops(in: env)
        let space = colorSpaceValue ?? env.defaultGradientColorSpace
        return space == .perceptual ? OKLab.densify(resolved) : resolved
    }

    /// A colour's own gradient (`Color.gradient`): its lighter form at the top, the colour at
    /// the bottom, in `space` (`nil`: the environment's default).
    static func stops(of c: RGBAColor, space: Gradient.ColorSpace? = nil, in env: EnvironmentValues) -> [GradientStopPaint] {
        let resolved = [GradientStopPaint(color: lighter(c), location: 0), GradientStopPaint(color: c, location: 1)]
        return (space ?? env.defaultGradientColorSpace) == .perceptual ? OKLab.densify(resolved) : resolved
    }

    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        Paint.linearGradient(stops: stops(in: environment), start: UnitPoint.top.point(in: bounds),
                             end: UnitPoint.bottom.point(in: bounds)).multiplyingOpacity(HierarchicalOpacity.factor(level))
    }

    /// The lighter top stop: HSL lightness raised by 0.15 (capped at 1), hue and saturation kept
    /// (docs/layout-rules.md §8.3, measured fit).
    static func lighter(_ c: RGBAColor) -> RGBAColor {
        let r = c.red, g = c.green, b = c.blue
        let mx = max(r, g, b), mn = min(r, g, b)
        let l = (mx + mn) / 2
        var h = 0.0, s = 0.0
        if mx != mn {
            let d = mx - mn
            s = l > 0.5 ? d / (2 - mx - mn) : d / (mx + mn)
            if mx == r { h = (g - b) / d + (g < b ? 6 : 0) } else if mx == g { h = (b - r) / d + 2 } else { h = (r - g) / d + 4 }
            h /= 6
        }
        let l2 = min(1, l + 0.15)
        func hue2rgb(_ p: Double, _ q: Double, _ t0: Double) -> Double {
            var t = t0
            if t < 0 { t += 1 }
            if t > 1 { t -= 1 }
            if t < 1.0 / 6 { return p + (q - p) * 6 * t }
            if t < 0.5 { return q }
            if t < 2.0 / 3 { return p + (q - p) * (2.0 / 3 - t) * 6 }
            return p
        }
        if s == 0 { return RGBAColor(red: l2, green: l2, blue: l2, alpha: c.alpha) }
        let q = l2 < 0.5 ? l2 * (1 + s) : l2 + s - l2 * s
        let p = 2 * l2 - q
        return RGBAColor(red: hue2rgb(p, q, h + 1.0 / 3), green: hue2rgb(p, q, h), blue: hue2rgb(p, q, h - 1.0 / 3), alpha: c.alpha)
    }
}

extension Color {
    /// The colour's standard gradient.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient from colours.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full-turn conic gradient.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

/// Gradients compare by their colour (or gradient) and colour space.
extension AnyGradient: Hashable {}
