import Foundation

/// The style of separators (`.separator`, iOS 17): iOS's `separator` colour, 60,60,67 at 29 %
/// in light mode and 84,84,88 at 60 % in dark mode, so a hairline drawn with it matches the
/// lines between list rows. A still render draws it for the environment's colour scheme.
public struct SeparatorShapeStyle: ShapeStyle, PrimitiveShapeStyle {
    /// Creates the separator style.
    public init() {}

    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        _SystemColor.separator.paint(in: environment, bounds: bounds, level: level)
    }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The style for separators: iOS's `separator` colour (see ``SeparatorShapeStyle``).
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
