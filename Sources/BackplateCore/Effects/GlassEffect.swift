import Foundation

/// The glass behind a view: the frosted fill of its shape, the tint over it and the thin light
/// rim just inside the shape's edge.
nonisolated struct _GlassSurface: View {
    let glass: Glass
    let shape: AnyShape
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let clear = glass.variant == .clear
        ZStack {
            // Regular glass lifts off the page with a soft shadow (black at 12 %, radius 6,
            // 2 points down), which also keeps it visible over a plain white background.
            shape.fill(_GlassMaterialStyle(clear: clear))
                .shadow(color: .black.opacity(clear ? 0 : 0.12), radius: 6, y: 2)
            if let tint = glass.tintColor {
                shape.fill(tint.opacity(Glass.tintOpacity))
            }
            // A 2-point stroke centred on the edge, clipped to the shape: 1 point inside it.
            shape.stroke(_GlassMaterialStyle.rim(dark: colorScheme == .dark, clear: clear), lineWidth: 2)
                .clipShape(shape)
        }
    }
}

/// The modifier behind `glassEffect(_:in:)`: the glass drawn behind the content, in the
/// content's frame. Layout does not change.
nonisolated struct _GlassEffectModifier: ViewModifier {
    let glass: Glass
    let shape: AnyShape

    func body(content: Content) -> some View {
        content.background {
            if glass.variant != .identity {
                _GlassSurface(glass: glass, shape: shape)
            }
        }
    }
}

nonisolated extension View {
    /// Applies the Liquid Glass effect to a view (iOS 26).
    ///
    /// The glass fills `shape` (a capsule by default) anchored to the view's bounds, padding
    /// included, behind the view. In a still render it is a translucent, blurred fill of what
    /// lies behind the view (regular: a frosted white veil in light mode, a dark grey one in dark
    /// mode; `.clear`: a much lighter veil), the tint of `Glass.tint(_:)` over it, and a 1-point
    /// light rim inside the shape's edge. `.identity` draws nothing. Lensing, specular
    /// highlights and the interactive response are not drawn, and the view's own content is
    /// drawn as given (iOS also makes it vibrant on the glass). These are approximations.
    ///
    /// - Parameters:
    ///   - glass: The glass variant, `.regular` by default.
    ///   - shape: The shape the glass fills, `DefaultGlassEffectShape()` (a capsule) by default.
    /// - Returns: The view with glass behind it; its layout is unchanged.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        modifier(_GlassEffectModifier(glass: glass, shape: AnyShape(shape)))
    }
}
