import Foundation
import BackplateCore
import BackplateCairo

/// Insets for each edge of a rectangle (UIKit's `UIEdgeInsets`), in points: left and right
/// are physical edges, not leading and trailing.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the left edge.
    public var left: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the right edge.
    public var right: CGFloat

    /// Creates insets for each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero on every edge.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Insets of zero on every edge.
    public static let zero = UIEdgeInsets()

    /// `{top, left, bottom, right}`, as UIKit's `NSStringFromUIEdgeInsets` prints it.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }

    /// The insets as SwiftUI's `EdgeInsets`, left to right (left is leading).
    public var edgeInsets: EdgeInsets { EdgeInsets(top: top, leading: left, bottom: bottom, trailing: right) }
}
