import Foundation

/// A style to use when rendering shadows, for `ShapeStyle.shadow(_:)`: a drop shadow behind
/// the shape (or text) drawn with the style, or an inner shadow inside it.
public struct ShadowStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case drop, inner }
    let kind: Kind
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// A drop shadow: the drawn shape, blurred with a Gaussian of σ = `radius`, in `color`,
    /// offset by (x, y), behind it. The default colour is black at 33% opacity.
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                            x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: max(finiteOr(radius, 0), 0), x: finiteOr(x, 0), y: finiteOr(y, 0))
    }

    /// An inner shadow: inside the drawn shape, the blurred shadow its outside casts, in
    /// `color`, offset by (x, y) (positive y: the shadow hugs the top edge). The default colour
    /// is black at 55% opacity, as SwiftUI's.
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat,
                             x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: max(finiteOr(radius, 0), 0), x: finiteOr(x, 0), y: finiteOr(y, 0))
    }

    /// The display-list effect that draws this shadow on its shape's items.
    func effect(in environment: EnvironmentValues) -> DisplayList.Effect {
        let c = color.resolve(in: environment).rgba
        let offset = CGSize(width: x, height: y)
        switch kind {
        case .drop: return .shadow(color: c, radius: radius, offset: offset)
        case .inner: return .innerShadow(color: c, radius: radius, offset: offset)
        }
    }
}

/// A shape style with a shadow: `ShapeStyle.shadow(_:)`. Its paint is its base style's; the
/// shadow wraps what is drawn with it in a shadow group of the display list.
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle, PrimitiveShapeStyle, ShadowedShapeStyle {
    let base: Base
    let style: ShadowStyle
    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        resolvePaint(base, in: environment, bounds: bounds, level: level)
    }
    var shadowStyle: ShadowStyle { style }
    var baseStyle: any ShapeStyle { base }
}

/// A style that draws with a shadow.
protocol ShadowedShapeStyle {
    var shadowStyle: ShadowStyle { get }
    var baseStyle: any ShapeStyle { get }
}

extension ShapeStyle {
    /// Applies a drop or inner shadow to what is drawn with this style, for example
    /// `.fill(.blue.shadow(.drop(radius: 4)))` or `.foregroundStyle(.white.shadow(.inner(radius: 2)))`.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        _ShadowShapeStyle(base: self, style: style)
    }
}

/// The shadows a style draws with, innermost first: found through type-erased styles and, for
/// the foreground style, through the foreground style in the environment.
func shadowStyles(of style: any ShapeStyle, in environment: EnvironmentValues, depth: Int = 0) -> [ShadowStyle] {
    guard depth < 16 else { return [] }
    if let s = style as? any ShadowedShapeStyle {
        return shadowStyles(of: s.baseStyle, in: environment, depth: depth + 1) + [s.shadowStyle]
    }
    if let any = style as? AnyShapeStyle { return shadowStyles(of: any.base, in: environment, depth: depth + 1) }
    if style is ForegroundStyle || style is HierarchicalShapeStyle {
        return foregroundShadowStyles(in: environment, depth: depth)
    }
    return []
}

/// The shadows of the foreground style set in `environment`.
func foregroundShadowStyles(in environment: EnvironmentValues, depth: Int = 0) -> [ShadowStyle] {
    guard let value = environment.foregroundStyleValue, let first = value.styles.first else { return [] }
    var env = environment
    env.foregroundStyleValue = value.parent?.value
    return shadowStyles(of: first, in: env, depth: depth + 1)
}

/// Wraps drawn items in the groups of their style's shadows (innermost first).
func applyingShadows(_ shadows: [ShadowStyle], to items: [DisplayList.Item], bounds: CGRect,
                     in environment: EnvironmentValues) -> [DisplayList.Item] {
    guard !items.isEmpty else { return items }
    return shadows.reduce(items) { inner, shadow in
        [.group(DisplayList.GroupItem(effect: shadow.effect(in: environment), bounds: bounds, items: inner))]
    }
}
