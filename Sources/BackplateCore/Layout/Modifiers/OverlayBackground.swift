import Foundation

/// Layers a view behind the modified view, proposed the modified view's size and aligned with it.
nonisolated public struct _BackgroundModifier<Background: View>: ViewModifier, PrimitiveModifier {
    let background: Background
    let alignment: Alignment
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        SecondaryLayer.attach(background, alignment: alignment, isBackground: true, to: content(context), in: context)
    }
}

/// Layers a view in front of the modified view, proposed the modified view's size and aligned with it.
nonisolated public struct _OverlayModifier<Overlay: View>: ViewModifier, PrimitiveModifier {
    let overlay: Overlay
    let alignment: Alignment
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        SecondaryLayer.attach(overlay, alignment: alignment, isBackground: false, to: content(context), in: context)
    }
}

enum SecondaryLayer {
    /// Gives each content node its own secondary layer (several views form an implicit ZStack).
    static func attach<V: View>(_ view: V, alignment: Alignment, isBackground: Bool, to nodes: [ViewNode],
                                in context: ResolveContext) -> [ViewNode] {
        nodes.map { primary in
            let layer = context.resolver.resolveSingle(view, context.insideContainer,
                                                       implicitLayout: LayoutAdapter(ZStackLayout()), label: "ZStack")
            layer.secondaryAlignment = alignment
            let node = ViewNode.passthrough(isBackground ? "background" : "overlay", primary)
            if isBackground { node.backgrounds = [layer] } else { node.overlays = [layer] }
            return node
        }
    }
}

nonisolated extension View {
    /// Layers the views of `content` behind this view (an implicit ZStack when several),
    /// aligned by `alignment`; the composite keeps this view's size.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_BackgroundModifier(background: content(), alignment: alignment))
    }

    /// Layers the views of `content` in front of this view, aligned by `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_OverlayModifier(overlay: content(), alignment: alignment))
    }

    /// Layers a view behind this view (the iOS 13 form).
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(_BackgroundModifier(background: background, alignment: alignment))
    }

    /// Layers a view in front of this view (the iOS 13 form).
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(_OverlayModifier(overlay: overlay, alignment: alignment))
    }

    /// Fills the view's bounds behind it with a style, extended into the safe area on `edges`
    /// (docs/layout-rules.md §5.4).
    ///
    /// On each listed edge that touches the safe-area boundary, the fill reaches the edge of
    /// the screen or container: with the default `.all`, a full-screen view's background also
    /// paints the status-bar and home-indicator areas, and a `safeAreaInset` bar's background
    /// fills the bottom inset below it. The style stays anchored to the view's bounds: a
    /// gradient spans the view and its end colours continue into the insets. Pass `[]` to keep
    /// the fill inside the view's bounds.
    /// Without a safe area (a plain `ImageRenderer` render) the fill is exactly the bounds.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_BackgroundModifier(background: _SafeAreaAnchoredFill(style: AnyShapeStyle(style), edges: edges),
                                     alignment: .center))
    }

    /// Fills the view's bounds behind it with the background style.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Fills a shape in the view's bounds behind it with a style.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_BackgroundModifier(background: shape.fill(style, style: fillStyle), alignment: .center))
    }

    /// Fills a shape in the view's bounds behind it with the background style.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Fills the view's bounds in front of it with a style, extended into the safe area on
    /// `edges` where they touch its boundary, as `background(_:ignoresSafeAreaEdges:)` does.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_OverlayModifier(overlay: _SafeAreaAnchoredFill(style: AnyShapeStyle(style), edges: edges),
                                  alignment: .center))
    }

    /// Fills a shape in the view's bounds in front of it with a style.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_OverlayModifier(overlay: shape.fill(style, style: fillStyle), alignment: .center))
    }

    /// Draws a border of `width` inside the view's bounds.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        modifier(_OverlayModifier(overlay: Rectangle().strokeBorder(content, lineWidth: width), alignment: .center))
    }
}
