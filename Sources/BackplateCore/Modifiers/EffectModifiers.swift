import Foundation

/// A render effect applied to the whole subtree: it never changes layout.
public struct _RenderEffectModifier: ViewModifier, RenderEffectModifier {
    let label: String
    let make: (EnvironmentValues) -> NodeEffect
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func makeEffect(in environment: EnvironmentValues) -> NodeEffect { make(environment) }
}

extension View {
    /// Sets the transparency of the view (clamped to 0...1).
    public func opacity(_ opacity: Double) -> some View {
        let o = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
        return modifier(_RenderEffectModifier(label: "opacity") { _ in .opacity(o) })
    }

    /// Adds a shadow: the view's drawn content, blurred with a Gaussian of σ = `radius`, in
    /// `color`, offset by (x, y), behind the view. The default colour is black at 33% opacity.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some View {
        func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        return modifier(_RenderEffectModifier(label: "shadow") { env in
            .shadow(color: color.resolve(in: env), radius: max(finite(radius), 0), x: finite(x), y: finite(y))
        })
    }

    /// Clips the view to a shape in its bounds.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        let any = AnyShape(shape)
        return modifier(_RenderEffectModifier(label: "clipShape") { _ in .clip(any, style) })
    }

    /// Clips the view to its bounding rectangle.
    public func clipped(antialiased: Bool = false) -> some View {
        let any = AnyShape(Rectangle())
        return modifier(_RenderEffectModifier(label: "clipped") { _ in .clip(any, FillStyle(antialiased: antialiased)) })
    }

    /// Clips the view to a rounded rectangle (circular corners, as SwiftUI's deprecated modifier).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        let any = AnyShape(RoundedRectangle(cornerRadius: radius, style: .circular))
        return modifier(_RenderEffectModifier(label: "cornerRadius") { _ in .clip(any, FillStyle(antialiased: antialiased)) })
    }

    /// Applies a Gaussian blur of σ = `radius`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        let r = radius.isFinite ? max(radius, 0) : 0
        return modifier(_RenderEffectModifier(label: "blur") { _ in .blur(radius: r, opaque: opaque) })
    }

    /// Composites the view's content offscreen before applying later effects.
    public func compositingGroup() -> some View {
        modifier(_RenderEffectModifier(label: "compositingGroup") { _ in .compositingGroup })
    }

    /// Sets the blend mode for compositing the view with what is behind it.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(_RenderEffectModifier(label: "blendMode") { _ in .blendMode(blendMode) })
    }

    /// Rotates the drawing of the view around `anchor`, without changing layout.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_RenderEffectModifier(label: "rotationEffect") { _ in .rotation(angle, anchor: anchor) })
    }

    /// Scales the drawing of the view around `anchor`, without changing layout.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_RenderEffectModifier(label: "scaleEffect") { _ in .scale(scale, anchor: anchor) })
    }

    /// Scales the drawing of the view uniformly around `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales the drawing of the view by x and y around `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Applies an affine transform to the drawing of the view.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_RenderEffectModifier(label: "transformEffect") { _ in .transform(transform) })
    }

    /// Hides the view: it keeps its place in the layout but draws nothing.
    public func hidden() -> some View {
        modifier(_RenderEffectModifier(label: "hidden") { _ in .hidden })
    }
}

/// Masks the view with the alpha of another view, laid out like an overlay.
public struct _MaskModifier<Mask: View>: ViewModifier, PrimitiveModifier {
    let mask: Mask
    let alignment: Alignment
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        SecondaryLayer.attach(mask, alignment: alignment, isBackground: false, to: content(context), in: context).map {
            $0.effect = .mask
            return $0
        }
    }
}

extension View {
    /// Masks this view with the opacity of `mask`, which is laid out like an overlay.
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
        modifier(_MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Masks this view with the opacity of `mask` (the iOS 13 form).
    @_disfavoredOverload
    public func mask<M: View>(_ mask: M) -> some View {
        modifier(_MaskModifier(mask: mask, alignment: .center))
    }
}
