import Foundation

/// A direction along the horizontal axis, relative to the layout direction (iOS 18): values
/// only, used by scrolling and gesture APIs; nothing draws from it.
@frozen public enum HorizontalDirection: RawRepresentable, CaseIterable, Codable, Hashable, Sendable {
    /// Towards the leading edge (left in a left-to-right layout).
    case leading
    /// Towards the trailing edge.
    case trailing

    /// The direction with `rawValue` (leading 0, trailing 1), or `nil` for another value.
    public init?(rawValue: Int8) {
        switch rawValue {
        case 0: self = .leading
        case 1: self = .trailing
        default: return nil
        }
    }
    /// The direction's raw value: leading 0, trailing 1.
    public var rawValue: Int8 {
        switch self {
        case .leading: return 0
        case .trailing: return 1
        }
    }

    /// An efficient set of horizontal directions.
    @frozen public struct Set: OptionSet, Equatable, Hashable, Sendable {
        /// The set's members as bits (leading 1, trailing 2).
        public let rawValue: Int8
        /// The set with the members `rawValue`'s bits name.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding only `direction`.
        public init(_ direction: HorizontalDirection) { self.init(rawValue: 1 << direction.rawValue) }
        /// The leading direction.
        public static let leading = Set(.leading)
        /// The trailing direction.
        public static let trailing = Set(.trailing)
        /// Both directions.
        public static let all: Set = [.leading, .trailing]
    }
}

/// A direction along the vertical axis (iOS 18): values only, used by scrolling and gesture
/// APIs; nothing draws from it.
@frozen public enum VerticalDirection: RawRepresentable, CaseIterable, Codable, Hashable, Sendable {
    /// Upwards.
    case up
    /// Downwards.
    case down

    /// The direction with `rawValue` (up 0, down 1), or `nil` for another value.
    public init?(rawValue: Int8) {
        switch rawValue {
        case 0: self = .up
        case 1: self = .down
        default: return nil
        }
    }
    /// The direction's raw value: up 0, down 1.
    public var rawValue: Int8 {
        switch self {
        case .up: return 0
        case .down: return 1
        }
    }

    /// An efficient set of vertical directions.
    @frozen public struct Set: OptionSet, Equatable, Hashable, Sendable {
        /// The set's members as bits (up 1, down 2).
        public let rawValue: Int8
        /// The set with the members `rawValue`'s bits name.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding only `direction`.
        public init(_ direction: VerticalDirection) { self.init(rawValue: 1 << direction.rawValue) }
        /// The upward direction.
        public static let up = Set(.up)
        /// The downward direction.
        public static let down = Set(.down)
        /// Both directions.
        public static let all: Set = [.up, .down]
    }
}
