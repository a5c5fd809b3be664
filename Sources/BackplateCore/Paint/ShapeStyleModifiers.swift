import Foundation

/// The style of the background of a window (iOS 17): on iPhone, `systemBackground`, white in
/// light mode and black in dark mode, so a view filled with it matches the screen behind
/// it. A still render draws it for the environment's colour scheme.
public struct WindowBackgroundShapeStyle: ShapeStyle, PrimitiveShapeStyle {
    /// Creates the window background style.
    public init() {}

    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        _SystemColor.background.paint(in: environment, bounds: bounds, level: level)
    }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    /// The window's background: `systemBackground` on iPhone (see ``WindowBackgroundShapeStyle``).
    public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}

/// The style that marks selection with the platform's colours (iOS 15): on iPhone the
/// emphasised selection colour, the tint (the accent colour unless `tint(_:)` sets another).
/// A still render has no focus to lose, so it is always drawn emphasised.
public struct SelectionShapeStyle: ShapeStyle, PrimitiveShapeStyle {
    /// Creates the selection style.
    public init() {}

    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        TintShapeStyle().paint(in: environment, bounds: bounds, level: level)
    }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// The selection colour (see ``SelectionShapeStyle``).
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

extension ShapeStyle {
    /// This style with its unit space (a gradient's start and end points, a radial gradient's
    /// centre) mapped to `rect` instead of the bounds of the shape it fills, so several shapes
    /// can share one gradient laid over a common frame.
    public func `in`(_ rect: CGRect) -> some ShapeStyle { _RectMappedShapeStyle(base: self, rect: rect) }

    /// This style drawn with a blend mode. Backplate paints shape styles in the normal mode
    /// only: any other mode is drawn as normal, with a runtime warning naming it (use
    /// `View.blendMode(_:)`, which Backplate draws, on the view instead).
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle { _BlendModeShapeStyle(base: self, mode: mode) }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The current foreground style drawn with a blend mode (drawn in the normal mode, with a
    /// runtime warning, as `blendMode(_:)` on a style).
    public static func blendMode(_ mode: BlendMode) -> some ShapeStyle { _BlendModeShapeStyle(base: ForegroundStyle(), mode: mode) }
}

/// A style resolved over a fixed rectangle (`ShapeStyle.in(_:)`).
struct _RectMappedShapeStyle<Base: ShapeStyle>: ShapeStyle, PrimitiveShapeStyle {
    let base: Base
    let rect: CGRect

    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        // `rect` is in the shape's own space; `bounds` places that space in the drawing.
        resolvePaint(base, in: environment, bounds: rect.offsetBy(dx: bounds.minX, dy: bounds.minY), level: level)
    }
}

/// A style with a blend mode (`ShapeStyle.blendMode(_:)`): painted as its base.
struct _BlendModeShapeStyle<Base: ShapeStyle>: ShapeStyle, PrimitiveShapeStyle {
    let base: Base
    let mode: BlendMode

    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        if mode != .normal {
            RuntimeWarning.emit("ShapeStyle.blendMode(.\(mode)) is not drawn: the style is painted in the normal blend mode")
        }
        return resolvePaint(base, in: environment, bounds: bounds, level: level)
    }
}
