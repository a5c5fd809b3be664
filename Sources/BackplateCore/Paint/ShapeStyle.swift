import Foundation

/// A colour or pattern to use when rendering a shape. A custom style implements
/// `resolve(in:)`, which Backplate calls with the environment where the style is used.
public protocol ShapeStyle: Sendable {
    /// The type of style this style resolves to.
    associatedtype Resolved: ShapeStyle = Never
    /// Resolves the style in an environment.
    func resolve(in environment: EnvironmentValues) -> Resolved
}

extension Never: ShapeStyle {
    /// `Never` has nothing to resolve to.
    public func resolve(in environment: EnvironmentValues) -> Never { fatalError("Never has no style") }
}

extension ShapeStyle where Resolved == Never {
    /// Built-in styles are resolved by Backplate directly.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) is a primitive style")
    }
}

/// A built-in style that turns directly into paint for a region.
protocol PrimitiveShapeStyle {
    /// The paint for a shape whose bounds are `bounds`, at hierarchical `level` (0 = primary).
    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint
}

/// Resolves any shape style to paint: built-ins directly, custom styles through their
/// `resolve(in:)` (with their `@Environment` properties installed first).
func resolvePaint(_ style: any ShapeStyle, in environment: EnvironmentValues, bounds: CGRect, level: Int = 0, depth: Int = 0) -> Paint {
    if let primitive = style as? any PrimitiveShapeStyle {
        return primitive.paint(in: environment, bounds: bounds, level: level)
    }
    guard depth < 32 else { return .color(.clear) }
    return resolveCustom(style, environment, bounds, level, depth)
}

private func resolveCustom<S: ShapeStyle>(_ style: S, _ env: EnvironmentValues, _ bounds: CGRect, _ level: Int, _ depth: Int) -> Paint {
    if S.Resolved.self == Never.self { return .color(.clear) }
    var style = style  // the copy `resolve(in:)` runs on gets the style's @Environment values
    guard installDynamicProperties(into: &style, environment: env) else { return .color(.clear) }
    return resolvePaint(style.resolve(in: env), in: env, bounds: bounds, level: level, depth: depth + 1)
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, PrimitiveShapeStyle {
    let base: any ShapeStyle
    /// Wraps a style.
    public init<S: ShapeStyle>(_ style: S) {
        if let any = style as? AnyShapeStyle { base = any.base } else { base = style }
    }
    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        resolvePaint(base, in: environment, bounds: bounds, level: level)
    }
}

/// The current foreground style (`.foreground`): what `foregroundStyle(_:)` set, else `.primary`.
public struct ForegroundStyle: ShapeStyle, PrimitiveShapeStyle {
    /// Creates the foreground style.
    public init() {}
    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        environment.foregroundPaint(bounds: bounds, level: level)
    }
}

/// A level of the foreground style: `.primary` to `.quinary`.
public struct HierarchicalShapeStyle: ShapeStyle, PrimitiveShapeStyle {
    let level: Int
    /// The first level of the current foreground style.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The fifth level.
    public static let quinary = HierarchicalShapeStyle(level: 4)
    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        environment.foregroundPaint(bounds: bounds, level: self.level + level)
    }
}

/// The tint colour (`tint(_:)`), else the accent colour.
public struct TintShapeStyle: ShapeStyle, PrimitiveShapeStyle {
    /// Creates the tint style.
    public init() {}
    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        let tint = environment.tint ?? AnyShapeStyle(Color.accentColor)
        return resolvePaint(tint, in: environment, bounds: bounds).multiplyingOpacity(HierarchicalOpacity.factor(level))
    }
}

/// The opacity SwiftUI applies to a style's hierarchical levels.
enum HierarchicalOpacity {
    static let table: [Double] = [1.0, 0.5, 0.25, 0.18, 0.18]
    static func factor(_ level: Int) -> Double { table[min(max(level, 0), table.count - 1)] }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The current foreground style with its opacity multiplied: `.foregroundStyle(.opacity(0.5))`.
    public static func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: ForegroundStyle(), opacity: opacity)
    }
    /// The current foreground style with a drop or inner shadow: `.fill(.shadow(.drop(radius: 2)))`.
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle { ForegroundStyle().shadow(style) }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of the foreground style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of the foreground style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of the foreground style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The fifth level of the foreground style.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint colour.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle {
    /// The style at a lower hierarchical level (opacity scaled as SwiftUI does).
    public var secondary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, offset: 1) }
    /// The style at the third hierarchical level.
    public var tertiary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, offset: 2) }
    /// The style at the fourth hierarchical level.
    public var quaternary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, offset: 3) }
    /// The style at the fifth hierarchical level.
    public var quinary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, offset: 4) }
    /// The style with its opacity multiplied.
    public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: self, opacity: opacity) }
}

/// A style moved to a lower hierarchical level: what `secondary`, `tertiary`, `quaternary` and
/// `quinary` of a style give. A system style with distinct levels takes the level's colour
/// (`.fill.tertiary` is tertiarySystemFill); any other is drawn at the level's opacity.
public struct HierarchicalShapeStyleModifier<Base: ShapeStyle>: ShapeStyle, PrimitiveShapeStyle {
    let base: Base
    let offset: Int
    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        if base is any _SystemHierarchyShapeStyle {
            return resolvePaint(base, in: environment, bounds: bounds, level: offset + level)
        }
        return resolvePaint(base, in: environment, bounds: bounds).multiplyingOpacity(HierarchicalOpacity.factor(offset + level))
    }
}

/// A built-in style whose hierarchical levels are distinct system colours rather than the
/// style at lower opacity (`.background.secondary` is secondarySystemBackground, `.fill.tertiary`
/// is tertiarySystemFill): `.secondary` and friends pass their level to its `paint`.
protocol _SystemHierarchyShapeStyle {}

/// A style with multiplied opacity.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, PrimitiveShapeStyle {
    let base: Base
    let opacity: Double
    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        resolvePaint(base, in: environment, bounds: bounds, level: level).multiplyingOpacity(opacity)
    }
}

// MARK: - Foreground style in the environment

/// The foreground styles set by `foregroundStyle(_:)` (one to three levels), with the value
/// that was in effect where they were set, against which `.secondary` and friends resolve.
struct ForegroundStyleValue: Sendable {
    var styles: [AnyShapeStyle]
    var parent: Box?
    /// Set by a bar for its items' glyphs and text: a button style's own label colour
    /// (`.borderedProminent`'s white) wins over it, as over no foreground style at all.
    var isBarDefault = false
    final class Box: Sendable {
        let value: ForegroundStyleValue
        init(_ value: ForegroundStyleValue) { self.value = value }
    }
}

private struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: ForegroundStyleValue? = nil }
private struct TintKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct AccentColorKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    var foregroundStyleValue: ForegroundStyleValue? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// Sets the foreground styles, remembering the inherited ones; `isBarDefault` for a bar's
    /// own item colour rather than one the app chose.
    mutating func setForegroundStyles(_ styles: [AnyShapeStyle], isBarDefault: Bool = false) {
        let parent = foregroundStyleValue.map(ForegroundStyleValue.Box.init)
        foregroundStyleValue = ForegroundStyleValue(styles: styles, parent: parent, isBarDefault: isBarDefault)
    }

    /// The tint set by `tint(_:)`.
    var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The accent colour set by `accentColor(_:)`.
    var accentColor: Color? {
        get { self[AccentColorKey.self] }
        set { self[AccentColorKey.self] = newValue }
    }

    /// Paint for a level of the foreground style.
    func foregroundPaint(bounds: CGRect, level: Int) -> Paint {
        guard let value = foregroundStyleValue else {
            return .color(Color.labelColor(level: level, in: self))
        }
        var env = self
        env.foregroundStyleValue = value.parent?.value
        if level < value.styles.count, value.styles.count > 1 {
            return resolvePaint(value.styles[level], in: env, bounds: bounds)
        }
        let base = value.styles.last ?? AnyShapeStyle(Color.primary)
        let primaryLevel = value.styles.count > 1 ? value.styles.count - 1 : 0
        return resolvePaint(base, in: env, bounds: bounds).multiplyingOpacity(HierarchicalOpacity.factor(level - primaryLevel))
    }
}
