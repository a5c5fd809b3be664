import Foundation

/// The render effect of a masked node: its single overlay is the mask, whose alpha multiplies
/// the node's drawing. Maps to `DisplayList.Effect.mask`.
struct MaskRenderEffect: RenderEffect {
    func displayEffect(in context: EffectContext) -> DisplayList.Effect? {
        .mask(DisplayList(items: context.maskItems))
    }
    var masksWithOverlays: Bool { true }
}

/// `mask(alignment:_:)`: masks the view with the alpha of another view, laid out like an overlay.
nonisolated public struct _MaskEffect<Mask: View>: ViewModifier, PrimitiveModifier {
    let mask: Mask
    let alignment: Alignment
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        SecondaryLayer.attach(mask, alignment: alignment, isBackground: false, to: content(context), in: context).map {
            $0.effect = MaskRenderEffect()
            return $0
        }
    }
}

nonisolated extension View {
    /// Masks this view with the opacity of `mask`, which is laid out like an overlay.
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
        modifier(_MaskEffect(mask: mask(), alignment: alignment))
    }

    /// Masks this view with the opacity of `mask` (the iOS 13 form).
    @_disfavoredOverload
    public func mask<M: View>(_ mask: M) -> some View {
        modifier(_MaskEffect(mask: mask, alignment: .center))
    }
}
