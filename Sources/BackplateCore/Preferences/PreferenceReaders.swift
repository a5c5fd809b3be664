import Foundation

/// Layers a view built from a preference value of the modified view in front of it
/// (`overlayPreferenceValue`) or behind it (`backgroundPreferenceValue`).
///
/// The layer is a secondary layer: it never changes the modified view's layout. Its content
/// is built during layout, once the modified view and its whole subtree are placed and their
/// preference values (anchors included) are known, then laid out like an overlay: proposed
/// the modified view's size and aligned by `alignment`. The layer's own preferences flow on
/// upward, combined with the modified view's.
nonisolated public struct _PreferenceReaderModifier<Key: PreferenceKey, Layer: View>: ViewModifier, PrimitiveModifier {
    let transform: (Key.Value) -> Layer
    let alignment: Alignment
    let isBackground: Bool
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let transform = self.transform
        let inner = context.insideContainer
        return content(context).map { primary in
            let reader = PreferenceReaderLayout { values in
                inner.resolver.resolveSingle(transform(values.value(Key.self)), inner,
                                             implicitLayout: LayoutAdapter(ZStackLayout()), label: "ZStack")
            }
            let layer = ViewNode(isBackground ? "backgroundPreferenceValue" : "overlayPreferenceValue", layout: reader)
            layer.secondaryAlignment = alignment
            let node = ViewNode.passthrough(isBackground ? "background" : "overlay", primary)
            if isBackground { node.backgrounds = [layer] } else { node.overlays = [layer] }
            return node
        }
    }
}

/// The layout of a preference reader's layer: empty until `prepare` builds its content from
/// the preference values of the primary it belongs to, then exactly its single child.
final class PreferenceReaderLayout: PreparedLayerLayout {
    let build: (PreferenceValues) -> ViewNode

    init(build: @escaping (PreferenceValues) -> ViewNode) { self.build = build }

    /// Builds the layer's content from the values of `owner`'s primary content, which is
    /// placed by now (secondary layers are placed after their primary).
    func prepare(_ layer: ViewNode, owner: ViewNode, pass: LayoutPass) {
        var values = PreferenceValues()
        for child in owner.children { values.combine(with: PreferenceCollector.values(of: child, stack: pass.stack)) }
        layer.children = [build(values)]
        layer.sizeCache.removeAll()
        layer.spacingCache = nil
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        node.children.first?.sizeThatFits(proposal, pass: pass) ?? .zero
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        for child in node.children { pass.place(child, at: bounds.origin, proposal: proposal) }
        SecondaryLayers.place(node, in: bounds, pass: pass)
    }

    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, in bounds: CGRect,
                           proposal: ProposedViewSize, pass: LayoutPass) -> CGFloat? {
        node.children.first?.dimensions(proposal, pass: pass)[explicit: key]
    }
}

nonisolated extension View {
    /// Reads the value of `key` the view produces and layers the view `transform` builds from
    /// it in front of the view (the iOS 13 form: centred).
    public func overlayPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View {
        modifier(_PreferenceReaderModifier<Key, T>(transform: transform, alignment: .center, isBackground: false))
    }

    /// Reads the value of `key` the view produces and layers the view `transform` builds from
    /// it in front of the view, aligned by `alignment`.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceReaderModifier<K, V>(transform: transform, alignment: alignment, isBackground: false))
    }

    /// Reads the value of `key` the view produces and layers the view `transform` builds from
    /// it behind the view (the iOS 13 form: centred).
    public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View {
        modifier(_PreferenceReaderModifier<Key, T>(transform: transform, alignment: .center, isBackground: true))
    }

    /// Reads the value of `key` the view produces and layers the view `transform` builds from
    /// it behind the view, aligned by `alignment`.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceReaderModifier<K, V>(transform: transform, alignment: alignment, isBackground: true))
    }
}
