import Foundation

extension Schema {
    /// A model's indices, as `#Index` declares them (iOS 18). Backplate's in-memory store keeps
    /// no index, so the description is only held.
    @available(iOS 18, macOS 15, *)
    public final class Index<T>: Hashable where T: PersistentModel {
        /// The kinds of index, each over some key paths of the model.
        public enum Types<P>: Hashable where P: PersistentModel {
            /// A binary index over these properties.
            case binary([PartialKeyPath<P>])
            /// An R-tree index over these properties (for spatial ranges).
            case rtree([PartialKeyPath<P>])
        }

        /// The indices, in the order declared.
        public let indices: [Types<T>]

        /// Indices of the given kinds.
        public init(_ indices: Types<T>...) { self.indices = indices }

        /// Binary indices, one over each list of key paths.
        public init(_ binaryIndices: [PartialKeyPath<T>]...) { indices = binaryIndices.map { .binary($0) } }

        /// Equal when they declare the same indices.
        public static func == (lhs: Index, rhs: Index) -> Bool { lhs.indices == rhs.indices }
        /// Hashes the indices.
        public func hash(into hasher: inout Hasher) { hasher.combine(indices) }
    }
}
