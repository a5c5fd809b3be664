import Foundation
import Backplate

/// A rectangle with the chosen corners rounded (seed 000), built as the article builds it:
/// with `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
nonisolated public struct RoundedCorner: Shape {
    /// The corner radius (infinite by default: clamped to half the shorter side).
    public var radius: CGFloat = .infinity
    /// The rounded corners.
    public var corners: UIRectCorner = .allCorners

    /// Creates the shape.
    public init(radius: CGFloat = .infinity, corners: UIRectCorner = .allCorners) {
        self.radius = radius
        self.corners = corners
    }

    /// The outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}

nonisolated extension View {
    /// Clips the view to a rectangle whose chosen corners are rounded.
    public func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
        clipShape(RoundedCorner(radius: radius, corners: corners))
    }
}

/// Seed 000's `rectangularBackground`: padding, a universal-style background, an optional
/// stroke following the clip shape, rounded corners and an optional soft shadow.
nonisolated struct RectangularBackground: ViewModifier {
    @Environment(\.colorScheme) var colorScheme

    let style: UniversalStyle
    let color: Color?
    let padding: CGFloat?
    let cornerRadius: CGFloat
    var corners: UIRectCorner
    let stroke: Bool
    let strokeWidth: CGFloat
    let shadow: Bool

    func body(content: Content) -> some View {
        content
            .if(padding == nil) { view in view.padding() }
            .if(padding != nil) { view in view.padding(padding!) }
            .universalStyledBackground(style, color: color)
            .if(stroke) { view in
                view.overlay(
                    RoundedCorner(radius: cornerRadius, corners: corners)
                        .stroke(colorScheme == .dark ? .white : .black, lineWidth: strokeWidth)
                )
            }
            .cornerRadius(cornerRadius, corners: corners)
            .if(shadow) { view in
                view.shadow(color: .black.opacity(0.2), radius: 10, y: 5)
            }
    }
}

nonisolated extension View {
    /// A rounded, padded, themed background (seed 000). Defaults: default padding (16),
    /// the `.primary` style, no stroke, corner radius 40 on all corners, no shadow.
    public func rectangularBackground(_ padding: CGFloat? = nil,
                                      style: UniversalStyle = .primary,
                                      color: Color? = nil,
                                      stroke: Bool = false,
                                      strokeWidth: CGFloat = 1,
                                      cornerRadius: CGFloat = 40,
                                      corners: UIRectCorner = .allCorners,
                                      shadow: Bool = false) -> some View {
        modifier(RectangularBackground(style: style, color: color, padding: padding, cornerRadius: cornerRadius,
                                       corners: corners, stroke: stroke, strokeWidth: strokeWidth, shadow: shadow))
    }
}
