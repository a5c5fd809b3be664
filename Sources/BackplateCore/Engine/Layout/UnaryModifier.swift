import Foundation

/// A built-in modifier that wraps each content node in a node with its own layout.
nonisolated protocol UnaryLayoutModifier: ViewModifier, PrimitiveModifier where Body == Never {
    var label: String { get }
    func makeLayout(in environment: EnvironmentValues) -> any NodeLayout
    /// The node of this modifier around `node`, one content node: by default a node of the
    /// modifier's layout with `node` as its one child. `isUnique`: nothing but the content's
    /// list holds `node` (it may then be changed in place).
    func wrap(_ node: ViewNode, isUnique: Bool, in context: ResolveContext) -> ViewNode
}

nonisolated extension UnaryLayoutModifier {
    func wrap(_ node: ViewNode, isUnique: Bool, in context: ResolveContext) -> ViewNode {
        ViewNode(label, layout: makeLayout(in: context.environment), children: [node])
    }

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        // Wrapped in place: the content's array is reused rather than a mapped copy made.
        var nodes = content(context)
        for i in nodes.indices {
            let isUnique = isKnownUniquelyReferenced(&nodes[i])
            nodes[i] = wrap(nodes[i], isUnique: isUnique, in: context)
        }
        return nodes
    }

    func apply(appending content: (ResolveContext, inout [ViewNode]) -> Void, in context: ResolveContext,
               to nodes: inout [ViewNode]) {
        // The content's nodes are wrapped where they were appended.
        let start = nodes.count
        content(context, &nodes)
        for i in start..<nodes.count {
            let isUnique = isKnownUniquelyReferenced(&nodes[i])
            nodes[i] = wrap(nodes[i], isUnique: isUnique, in: context)
        }
    }
}

/// A built-in modifier that wraps each content node in a pass-through node carrying a render effect.
nonisolated protocol RenderEffectModifier: ViewModifier, PrimitiveModifier where Body == Never {
    var label: String { get }
    func makeEffect(in environment: EnvironmentValues) -> any RenderEffect
}

nonisolated extension RenderEffectModifier {
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        content(context).map { ViewNode.passthrough(label, $0, effect: makeEffect(in: context.environment)) }
    }
}

/// A built-in modifier that only changes the environment of its content.
nonisolated protocol EnvironmentModifier: ViewModifier, PrimitiveModifier where Body == Never {
    func modify(_ environment: inout EnvironmentValues)
}

nonisolated extension EnvironmentModifier {
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        content(context.with(environment: modify))
    }
}
