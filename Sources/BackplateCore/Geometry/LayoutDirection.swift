import Foundation

/// The direction of a horizontal layout.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}
