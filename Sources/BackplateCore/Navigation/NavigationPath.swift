import Foundation

/// A type-erased list of data representing the content of a navigation stack.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// Creates an empty path.
    public init() { elements = [] }

    /// Creates a path holding the elements of a sequence.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of elements in the path.
    public var count: Int { elements.count }

    /// Whether the path is empty (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends a value: the stack shows the destination registered for its type.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Removes the last `k` values (as many as there are, at most).
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(max(k, 0), elements.count))
    }
}
