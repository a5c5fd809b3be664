import Foundation

private struct DefaultScrollAnchorKey: EnvironmentKey { static let defaultValue: UnitPoint? = nil }

extension EnvironmentValues {
    /// The anchor `defaultScrollAnchor(_:)` set for the scroll views below (`nil`: top-leading).
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

/// Where a scroll view at rest shows its content for a `defaultScrollAnchor`: content
/// shorter than the scroll view sits at the anchor (iOS 17 aligns it so), and content longer
/// than it starts scrolled to the anchor (a chat anchored `.bottom` shows its newest messages).
/// Along an axis the view does not scroll, the content keeps the leading or top edge.
enum DefaultScrollAnchorAlignment {
    static func alignment(for anchor: UnitPoint?, axes: Axis.Set) -> Alignment {
        guard let anchor else { return .topLeading }
        func horizontal(_ x: CGFloat) -> HorizontalAlignment { x >= 0.75 ? .trailing : x >= 0.25 ? .center : .leading }
        func vertical(_ y: CGFloat) -> VerticalAlignment { y >= 0.75 ? .bottom : y >= 0.25 ? .center : .top }
        return Alignment(horizontal: axes.contains(.horizontal) ? horizontal(anchor.x) : .leading,
                         vertical: axes.contains(.vertical) ? vertical(anchor.y) : .top)
    }
}
