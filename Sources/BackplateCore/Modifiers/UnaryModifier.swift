import Foundation

/// A built-in modifier that wraps each content node in a node with its own layout.
nonisolated protocol UnaryLayoutModifier: ViewModifier, PrimitiveModifier where Body == Never {
    var label: String { get }
    func makeLayout(in environment: EnvironmentValues) -> any NodeLayout
}

nonisolated extension UnaryLayoutModifier {
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        // Wrapped in place: the content's array is reused rather than a mapped copy made.
        var nodes = content(context)
        for i in nodes.indices { nodes[i] = ViewNode(label, layout: makeLayout(in: context.environment), children: [nodes[i]]) }
        return nodes
    }

    func apply(appending content: (ResolveContext, inout [ViewNode]) -> Void, in context: ResolveContext,
               to nodes: inout [ViewNode]) {
        // The content's nodes are wrapped where they were appended.
        let start = nodes.count
        content(context, &nodes)
        for i in start..<nodes.count { nodes[i] = ViewNode(label, layout: makeLayout(in: context.environment), children: [nodes[i]]) }
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
