import Foundation

enum ZIndex {
    /// Drawing order among siblings: by `zIndex`, declaration order among equals. A ZStack's
    /// children are kept in this order; other containers keep declaration order for layout
    /// and draw in this order (`DisplayListBuilder`).
    static func sorted(_ nodes: [ViewNode]) -> [ViewNode] {
        guard nodes.contains(where: { $0.zIndex != 0 }) else { return nodes }
        return nodes.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
    }
}
