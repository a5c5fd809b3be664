import Foundation

// The raw values SwiftUI's frozen geometry enums declare (their order in the declaration, as
// `Int8`), and `Axis`'s description.

extension Axis: CustomStringConvertible {
    /// The axis's raw value: 0 for horizontal, 1 for vertical.
    public var rawValue: Int8 {
        switch self {
        case .horizontal: 0
        case .vertical: 1
        }
    }

    /// The axis's name: `"horizontal"` or `"vertical"`.
    public var description: String {
        switch self {
        case .horizontal: "horizontal"
        case .vertical: "vertical"
        }
    }
}

extension Edge {
    /// The edge's raw value: 0 top, 1 leading, 2 bottom, 3 trailing.
    public var rawValue: Int8 {
        switch self {
        case .top: 0
        case .leading: 1
        case .bottom: 2
        case .trailing: 3
        }
    }
}

extension HorizontalEdge {
    /// The edge's raw value: 0 leading, 1 trailing.
    public var rawValue: Int8 {
        switch self {
        case .leading: 0
        case .trailing: 1
        }
    }
}

extension VerticalEdge {
    /// The edge's raw value: 0 top, 1 bottom.
    public var rawValue: Int8 {
        switch self {
        case .top: 0
        case .bottom: 1
        }
    }
}
