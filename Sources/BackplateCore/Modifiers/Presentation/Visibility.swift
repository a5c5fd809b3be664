import Foundation

/// The visibility of a UI element (a drag indicator, a dialog title, bars, indicators).
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The element may be visible or hidden depending on the context.
    case automatic
    /// The element is visible.
    case visible
    /// The element is hidden.
    case hidden
}
