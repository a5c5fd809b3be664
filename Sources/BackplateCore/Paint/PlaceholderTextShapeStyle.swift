import Foundation

/// The style of placeholder text (`.placeholder`, iOS 17): iOS's `placeholderText` colour,
/// 60,60,67 at 30 % in light mode and 235,235,245 at 30 % in dark mode, the colour of a
/// text field's prompt. A still render draws it for the environment's colour scheme.
public struct PlaceholderTextShapeStyle: ShapeStyle, PrimitiveShapeStyle {
    /// Creates the placeholder text style.
    public init() {}

    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        _SystemColor.placeholderText.paint(in: environment, bounds: bounds, level: level)
    }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// The style for placeholder text: iOS's `placeholderText` colour (see
    /// ``PlaceholderTextShapeStyle``).
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}
