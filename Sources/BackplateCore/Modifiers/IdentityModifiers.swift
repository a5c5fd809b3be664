import Foundation

/// Gives each content node an identity, a z-index or a layout value.
public struct _TraitWritingModifier: ViewModifier, PrimitiveModifier {
    let label: String
    let write: (ViewNode) -> Void
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        content(context).map { child in
            let node = ViewNode.passthrough(label, child)
            node.zIndex = child.zIndex
            node.layoutValues = child.layoutValues
            write(node)
            return node
        }
    }
}

extension View {
    /// Binds the view's identity to `id`; `ImageRenderer.layout().frame(of:)` finds it.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        let value = AnyHashable(id)
        return modifier(_TraitWritingModifier(label: "id(\(id))") { $0.id = value })
    }

    /// Controls the display order of overlapping views in a `ZStack` (higher draws in front).
    public func zIndex(_ value: Double) -> some View {
        modifier(_TraitWritingModifier(label: "zIndex") { $0.zIndex = value })
    }

    /// Associates a value with the view that a custom `Layout` reads through its subview proxy.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_TraitWritingModifier(label: "layoutValue") { $0.layoutValues[ObjectIdentifier(key)] = value })
    }
}
