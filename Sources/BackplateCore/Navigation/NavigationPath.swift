import Foundation

/// A type-erased list of data representing the content of a navigation stack.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]
    /// How to encode each element, `nil` for one appended without `Codable` (NavigationPathCodable.swift).
    var encoders: [NavigationPathEncoder?] = []

    /// Equal when the elements are, however they were appended.
    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { lhs.elements == rhs.elements }

    /// Creates an empty path.
    public init() { elements = [] }

    /// Creates a path holding the elements of a sequence.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
        encoders = Array(repeating: nil, count: self.elements.count)
    }

    /// The number of elements in the path.
    public var count: Int { elements.count }

    /// Whether the path is empty (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends a value: the stack shows the destination registered for its type.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
        encoders.append(nil)
    }

    /// Removes the last `k` values (as many as there are, at most).
    public mutating func removeLast(_ k: Int = 1) {
        let n = min(max(k, 0), elements.count)
        elements.removeLast(n)
        encoders.removeLast(min(n, encoders.count))
    }
}
