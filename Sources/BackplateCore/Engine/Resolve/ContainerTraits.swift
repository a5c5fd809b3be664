import Foundation

extension ViewNode {
    /// A trait a row or tab modifier wrote on this node or on the single-child chain below it
    /// (a `padding` or `frame` applied after the trait does not hide it).
    func trait<T>(_ key: ObjectIdentifier, as type: T.Type = T.self) -> T? {
        var node: ViewNode? = self
        var depth = 0
        while let n = node, depth < 64 {
            if let v = n.layoutValues[key] as? T { return v }
            node = n.children.count == 1 ? n.children[0] : nil
            depth += 1
        }
        return nil
    }

    /// Whether a row or tab modifier wrote `key` on this node or its single-child chain.
    func hasTrait(_ key: ObjectIdentifier) -> Bool {
        var node: ViewNode? = self
        var depth = 0
        while let n = node, depth < 64 {
            if n.layoutValues[key] != nil { return true }
            node = n.children.count == 1 ? n.children[0] : nil
            depth += 1
        }
        return false
    }
}

/// A modifier that writes a trait on each content node for the enclosing container to read
/// (list row traits, tab items, badges, tags).
nonisolated struct _ContainerTraitModifier: ViewModifier, PrimitiveModifier {
    let key: ObjectIdentifier
    let value: Any
    func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let nodes = content(context)
        for n in nodes { n.layoutValues[key] = value }
        return nodes
    }
}
