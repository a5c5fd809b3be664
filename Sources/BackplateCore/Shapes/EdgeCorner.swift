import Foundation

extension Edge {
    /// A corner of a rectangle, named by the two edges that meet there (iOS 26).
    public enum Corner: Int8, CaseIterable, Hashable, Sendable {
        /// The corner where the top and leading edges meet.
        case topLeading
        /// The corner where the top and trailing edges meet.
        case topTrailing
        /// The corner where the bottom and leading edges meet.
        case bottomLeading
        /// The corner where the bottom and trailing edges meet.
        case bottomTrailing
    }
}

extension Edge.Corner {
    /// How a corner of a `ConcentricRectangle` is rounded: square, a fixed radius, or
    /// concentric with the container shape's corner (iOS 26).
    public struct Style: Hashable, Sendable {
        private indirect enum Storage: Hashable, Sendable {
            case fixed(CGFloat)
            case concentric(minimum: Storage?)
        }
        private let storage: Storage

        /// A corner whose radius is the container shape's corner radius minus the distance
        /// between the two corners; square where that is zero or less, or where no container
        /// shape with rounded-rectangle corners is set (as in most still renders).
        public static var concentric: Edge.Corner.Style { Style(storage: .concentric(minimum: nil)) }

        /// A concentric corner whose radius is never less than `minimum` (a fixed style's radius;
        /// `nil` or a concentric minimum: zero).
        public static func concentric(minimum: Edge.Corner.Style? = nil) -> Edge.Corner.Style {
            Style(storage: .concentric(minimum: minimum?.storage))
        }

        /// A corner of radius `radius`; zero is a square corner.
        public static func fixed(_ radius: CGFloat) -> Edge.Corner.Style { Style(storage: .fixed(radius)) }

        /// The corner's radius, given the concentric radius the container allows (`nil`: no
        /// container shape). Never negative; not finite counts as zero.
        package func radius(concentric: CGFloat?) -> CGFloat {
            Self.radius(of: storage, concentric: concentric)
        }

        private static func radius(of storage: Storage, concentric: CGFloat?) -> CGFloat {
            switch storage {
            case .fixed(let radius):
                return radius.isFinite ? max(radius, 0) : 0
            case .concentric(let minimum):
                let floor = minimum.map { radius(of: $0, concentric: nil) } ?? 0
                let value = concentric.flatMap { $0.isFinite ? $0 : nil } ?? 0
                return max(value, floor)
            }
        }
    }
}

extension Edge.Corner.Style: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// A fixed corner whose radius is the integer literal: shorthand for `.fixed(value)`.
    public init(integerLiteral value: Int) { self = .fixed(CGFloat(value)) }

    /// A fixed corner whose radius is the float literal: shorthand for `.fixed(value)`.
    public init(floatLiteral value: Float) { self = .fixed(CGFloat(value)) }
}
