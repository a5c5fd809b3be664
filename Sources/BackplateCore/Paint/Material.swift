import Foundation

/// A background material: a blur of what lies behind the view with a tint that depends on the
/// colour scheme. Apple publishes no numbers; Backplate's blur radii and tints are an unsourced
/// visual tuning (low confidence).
public struct Material: ShapeStyle, PrimitiveShapeStyle, Hashable {
    enum Thickness: Hashable, Sendable { case ultraThin, thin, regular, thick, ultraThick, bar }
    let thickness: Thickness

    /// A mostly translucent material.
    public static let ultraThinMaterial = Material(thickness: .ultraThin)
    /// A more translucent than opaque material.
    public static let thinMaterial = Material(thickness: .thin)
    /// A material between translucent and opaque.
    public static let regularMaterial = Material(thickness: .regular)
    /// A more opaque than translucent material.
    public static let thickMaterial = Material(thickness: .thick)
    /// A mostly opaque material.
    public static let ultraThickMaterial = Material(thickness: .ultraThick)
    /// The material of bars (toolbars, tab bars).
    public static let bar = Material(thickness: .bar)

    /// (blur sigma in points, light tint alpha, dark tint alpha)
    var parameters: (CGFloat, Double, Double) {
        switch thickness {
        case .ultraThin: return (12, 0.35, 0.45)
        case .thin: return (18, 0.55, 0.60)
        case .regular: return (25, 0.72, 0.72)
        case .thick: return (28, 0.85, 0.85)
        case .ultraThick: return (30, 0.93, 0.93)
        case .bar: return (25, 0.80, 0.80)
        }
    }

    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        let (sigma, light, dark) = parameters
        let tint = environment.colorScheme == .dark ? RGBAColor(30, 30, 30, dark) : RGBAColor(255, 255, 255, light)
        return .material(blurRadius: sigma, tint: tint.multiplyingOpacity(HierarchicalOpacity.factor(level)), saturation: 1.8)
    }
}

extension ShapeStyle where Self == Material {
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    /// A more translucent than opaque material.
    public static var thinMaterial: Material { .thinMaterial }
    /// A material between translucent and opaque.
    public static var regularMaterial: Material { .regularMaterial }
    /// A more opaque than translucent material.
    public static var thickMaterial: Material { .thickMaterial }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    /// The material of bars.
    public static var bar: Material { .bar }
}

/// The background style (`.background`): the system background colour for the colour scheme.
///
/// Its levels are iOS's background colours, as in SwiftUI: `.background` is systemBackground
/// (white / black), `.background.secondary` secondarySystemBackground (242,242,247 /
/// 28,28,30), `.background.tertiary` and lower tertiarySystemBackground (white / 44,44,46).
/// A style set with `backgroundStyle(_:)` replaces them, at the same level.
public struct BackgroundStyle: ShapeStyle, PrimitiveShapeStyle, _SystemHierarchyShapeStyle {
    /// Creates the background style.
    public init() {}
    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        if let style = environment.backgroundStyle { return resolvePaint(style, in: environment, bounds: bounds, level: level) }
        let dark = environment.colorScheme == .dark
        let name: NamedSystemColor
        switch level {
        case ...0: name = .systemBackground
        case 1: name = .secondarySystemBackground
        default: name = .tertiarySystemBackground
        }
        return .color(name.rgba(dark: dark))
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The current background style.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

private struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
    /// The style set by `backgroundStyle(_:)`, used by `.background`.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}
