import Foundation

// `ShapeStyle` shorthands for gradients built from an `AnyGradient` (such as `Color.gradient`),
// as SwiftUI's `.linearGradient(.red.gradient, startPoint:endPoint:)` and friends.

extension LinearGradient {
    init(any gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: []), startPoint: startPoint, endPoint: endPoint)
        self.gradient = gradient
    }
}

extension RadialGradient {
    init(any gradient: AnyGradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: []), center: center, startRadius: startRadius, endRadius: endRadius)
        self.gradient = gradient
    }
}

extension EllipticalGradient {
    init(any gradient: AnyGradient, center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat) {
        self.init(gradient: Gradient(colors: []), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
        self.gradient = gradient
    }
}

extension AngularGradient {
    init(any gradient: AnyGradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: []), center: center, startAngle: startAngle, endAngle: endAngle)
        self.gradient = gradient
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient from an `AnyGradient` (for example `Color.red.gradient`).
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(any: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient from stops.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient from an `AnyGradient`.
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(any: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient from colours.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient from stops.
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient from an `AnyGradient`.
    public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(any: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// An elliptical gradient from colours.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// An elliptical gradient from stops.
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient from an `AnyGradient`.
    public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(any: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient from colours.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient from stops.
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full-turn conic gradient from an `AnyGradient`.
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(any: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    /// A full-turn conic gradient from colours.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
    /// A full-turn conic gradient from stops, starting at `angle`.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}
