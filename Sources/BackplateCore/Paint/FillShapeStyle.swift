import Foundation

/// An overlay fill (`.fill`, iOS 17): iOS's translucent grey system fills, meant for shapes
/// that sit on a background and let it show through. Its hierarchical levels are the four
/// system fills, as in SwiftUI:
///
/// | style | light | dark | iOS uses it for |
/// |---|---|---|---|
/// | `.fill` | 120,120,128 @ 20 % | 120,120,128 @ 36 % | thin shapes: a slider track |
/// | `.fill.secondary` | 120,120,128 @ 16 % | 120,120,128 @ 32 % | medium shapes: a switch |
/// | `.fill.tertiary` | 118,118,128 @ 12 % | 118,118,128 @ 24 % | large shapes: text fields, search bars |
/// | `.fill.quaternary` | 116,116,128 @ 8 % | 116,116,128 @ 18 % | large areas: an expanded cell |
///
/// A still render draws the fill for the environment's colour scheme.
public struct FillShapeStyle: ShapeStyle, PrimitiveShapeStyle, _SystemHierarchyShapeStyle {
    /// Creates the overlay fill style.
    public init() {}

    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        let fills: [_SystemColor] = [.fill, .secondaryFill, .tertiaryFill, .quaternaryFill]
        return fills[min(max(level, 0), fills.count - 1)].paint(in: environment, bounds: bounds, level: 0)
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// An overlay fill style for filling shapes: iOS's `systemFill`, with `.secondary` to
    /// `.quaternary` giving the lighter system fills (see ``FillShapeStyle``).
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
