import Foundation

extension HorizontalEdge {
    /// A set of horizontal edges.
    public struct Set: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// A set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The leading edge.
        public static let leading = Set(rawValue: 1 << 0)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 1 << 1)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
        /// The set holding one edge.
        public init(_ edge: HorizontalEdge) { self = edge == .leading ? .leading : .trailing }
    }
}
