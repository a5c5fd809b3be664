import Foundation

extension Array where Element == ViewNode {
    /// Records the context's layout direction on the nodes that have none yet: the innermost
    /// resolution (the environment closest to the view) wins.
    func stampingLayoutDirection(of context: ResolveContext) -> [ViewNode] {
        // Nodes a nested resolve already stamped (a modifier's content) need no environment
        // read: the direction is looked up only when some node lacks one. A plain index loop
        // (`contains(where:)` and `for in` retained and released the array per call).
        var direction: LayoutDirection?
        for i in 0..<count where self[i].layoutDirection == nil {
            if direction == nil { direction = context.environment.layoutDirection }
            self[i].layoutDirection = direction
        }
        return self
    }

    /// `stampingLayoutDirection(of:)` for the nodes from `start` on (the ones a resolution
    /// just appended).
    func stampLayoutDirection(from start: Int, of context: ResolveContext) {
        var direction: LayoutDirection?
        for i in start..<count where self[i].layoutDirection == nil {
            if direction == nil { direction = context.environment.layoutDirection }
            self[i].layoutDirection = direction
        }
    }
}

extension TextAlignment {
    /// The alignment of lines within the text's frame: in right-to-left, `.leading` is the right
    /// edge and `.trailing` the left edge (the frame itself is placed by the mirrored layout).
    func resolved(in direction: LayoutDirection) -> TextAlignment {
        guard direction == .rightToLeft else { return self }
        switch self {
        case .leading: return .trailing
        case .trailing: return .leading
        case .center: return .center
        }
    }
}

extension _OffsetEffect {
    /// In right-to-left, the offset's x is negated: SwiftUI applies the offset in the parent's
    /// mirrored space, so `offset(x: 10)` moves the view 10 points toward the trailing (left) edge.
    func makeEffect(in environment: EnvironmentValues) -> any RenderEffect {
        guard environment.layoutDirection == .rightToLeft else { return self }
        return _OffsetEffect(offset: CGSize(width: -offset.width, height: offset.height))
    }
}
