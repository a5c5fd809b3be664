import Foundation

/// The style of links (`.link`, iOS 17): iOS's `link` colour, 0,122,255 in light mode and
/// 9,132,255 in dark mode, whatever the tint. A still render draws it for the environment's
/// colour scheme.
public struct LinkShapeStyle: ShapeStyle, PrimitiveShapeStyle {
    /// Creates the link style.
    public init() {}

    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        _SystemColor.link.paint(in: environment, bounds: bounds, level: level)
    }
}

extension ShapeStyle where Self == LinkShapeStyle {
    /// The style for links: iOS's `link` colour (see ``LinkShapeStyle``).
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}
