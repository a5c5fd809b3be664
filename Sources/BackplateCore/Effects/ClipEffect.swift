import Foundation

/// `clipShape(_:style:)`, `clipped(antialiased:)` and `cornerRadius(_:antialiased:)`: clips
/// the view's drawing to a shape in its bounds. Maps to `DisplayList.Effect.clip`.
nonisolated public struct _ClipEffect<ClipShape: Shape>: ViewModifier, GeometryRenderEffectModifier {
    /// The clip shape, asked for its path in the view's bounds.
    public var shape: ClipShape
    /// The fill rule and antialiasing of the clip.
    public var style: FillStyle
    let label: String
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    package func displayEffect(in context: EffectContext) -> DisplayList.Effect? {
        .clip(localPath(AnyShape(shape), in: context.bounds), style)
    }
}

nonisolated extension View {
    /// Clips the view to a shape in its bounds.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_ClipEffect(shape: shape, style: style, label: "clipShape"))
    }

    /// Clips the view to its bounding rectangle (not antialiased by default, as SwiftUI:
    /// the edges of a rectangle on the pixel grid are crisp either way).
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(_ClipEffect(shape: Rectangle(), style: FillStyle(antialiased: antialiased), label: "clipped"))
    }

    /// Clips the view to a rounded rectangle (circular corners, as SwiftUI's deprecated modifier).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(_ClipEffect(shape: RoundedRectangle(cornerRadius: radius, style: .circular),
                             style: FillStyle(antialiased: antialiased), label: "cornerRadius"))
    }
}
