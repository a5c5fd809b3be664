import Foundation
import Backplate

/// The size a view is snapshotted at (swift-snapshot-testing's `SwiftUISnapshotLayout`,
/// akin to `PreviewLayout`).
public enum SwiftUISnapshotLayout: Sendable {
    /// The device's screen: the view is proposed the screen size minus the safe-area insets
    /// and centred in the safe area, as a `UIHostingController` filling a window does; the
    /// insets show the background.
    case device(config: ViewImageConfig)
    /// A container of this size (no safe area): the view is proposed the size and centred in it.
    case fixed(width: CGFloat, height: CGFloat)
    /// The view's ideal size: it is proposed `.unspecified` (nil × nil).
    case sizeThatFits
}
