import Foundation

/// The glass behind a view: the frosted fill of its shape (the backdrop blurred and veiled),
/// the tint over it, a soft shadow and a specular rim, brighter at the top edge than at the
/// bottom (`_GlassMaterialStyle.specularRim`). `fill` replaces the frosted fill (a prominent
/// glass button's or toolbar action's tint).
nonisolated struct _GlassSurface: View {
    let glass: Glass
    let shape: AnyShape
    var fill: AnyShapeStyle? = nil
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let clear = glass.variant == .clear
        ZStack {
            // Glass lifts off the page with a soft shadow (black at 12 %, radius 6, 2 points
            // down; clear glass none), which also keeps it visible over a plain white background.
            Group {
                if let fill { shape.fill(fill) } else { shape.fill(_GlassMaterialStyle(clear: clear)) }
            }
            .shadow(color: .black.opacity(clear ? 0 : 0.12), radius: 6, y: 2)
            if let tint = glass.tintColor, fill == nil {
                shape.fill(tint.opacity(Glass.tintOpacity))
            }
            // A 2-point stroke centred on the edge, clipped to the shape: 1 point inside it.
            shape.stroke(_GlassMaterialStyle.specularRim(dark: colorScheme == .dark, clear: clear), lineWidth: 2)
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
                _GlassBackground(glass: glass, shape: shape)
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
    /// mode; `.clear`: a much lighter veil), the tint of `Glass.tint(_:)` over it, a soft shadow
    /// and a 1-point specular rim inside the shape's edge, bright at the top and fading toward
    /// the bottom. `.identity` draws nothing. Lensing, specular
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
