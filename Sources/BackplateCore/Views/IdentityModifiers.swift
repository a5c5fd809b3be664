import Foundation

/// Gives each content node an identity, a z-index or a layout value.
nonisolated public struct _TraitWritingModifier: ViewModifier, PrimitiveModifier {
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

/// Gives content an explicit identity (`.id(_:)`): resolves it one structural step below,
/// keyed by the id, and marks each resulting node with the id.
nonisolated public struct _IdentityModifier: ViewModifier, PrimitiveModifier {
    let id: AnyHashable
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        content(context.appending(.explicit(id))).map { ViewNode.identified($0, as: id) }
    }
}

extension ViewNode {
    /// `node` found by `id` (a scroll target): given the id when it has none, else wrapped, so
    /// the view's own `.id(_:)` keeps its node.
    static func marked(_ node: ViewNode, as id: AnyHashable) -> ViewNode {
        if node.id == id { return node }
        if node.id == nil { node.id = id; return node }
        return identified(node, as: id)
    }

    /// `child` wrapped in a node carrying `id`, with the child's z-index and layout values so
    /// its container still reads them (`.id(_:)`, and a `ForEach` element a scroll names).
    static func identified(_ child: ViewNode, as id: AnyHashable) -> ViewNode {
        let node = ViewNode.passthrough("id(\(id.base))", child)
        node.zIndex = child.zIndex
        node.layoutValues = child.layoutValues
        node.id = id
        return node
    }
}

nonisolated extension View {
    /// Binds the view's identity to `id`: the view and its descendants get a new identity, so
    /// their `@State` is keyed under `id` (a different id means fresh state, as SwiftUI resets
    /// it). `ImageRenderer.layout().frame(of:)` finds the view by `id`.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentityModifier(id: AnyHashable(id)))
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
