import Foundation

/// A view standing for nodes already resolved (a container's content, resolved first so the
/// container can read what it recorded).
nonisolated struct _ResolvedNodes: View, PrimitiveView {
    let nodes: [ViewNode]
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] { nodes }
}
