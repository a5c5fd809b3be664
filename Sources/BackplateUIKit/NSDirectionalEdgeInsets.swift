import Foundation
import BackplateCore

/// Insets for each edge of a rectangle by reading direction (UIKit's `NSDirectionalEdgeInsets`):
/// leading and trailing follow the layout direction, as SwiftUI's `EdgeInsets` do.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the leading edge.
    public var leading: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the trailing edge.
    public var trailing: CGFloat

    /// Creates insets for each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero on every edge.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Insets of zero on every edge.
    public static let zero = NSDirectionalEdgeInsets()

    /// The same insets as UIKit's directional insets.
    public init(_ edgeInsets: EdgeInsets) {
        self.init(top: edgeInsets.top, leading: edgeInsets.leading, bottom: edgeInsets.bottom, trailing: edgeInsets.trailing)
    }
}

extension EdgeInsets {
    /// The same insets as SwiftUI's edge insets (both are leading and trailing).
    public init(_ nsEdgeInsets: NSDirectionalEdgeInsets) {
        self.init(top: nsEdgeInsets.top, leading: nsEdgeInsets.leading, bottom: nsEdgeInsets.bottom, trailing: nsEdgeInsets.trailing)
    }
}

extension CGRect {
    /// The rectangle inset by directional insets (left to right).
    func inset(by insets: NSDirectionalEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top, width: max(0, width - insets.leading - insets.trailing),
               height: max(0, height - insets.top - insets.bottom))
    }
}
