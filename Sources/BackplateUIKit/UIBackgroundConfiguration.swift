import Foundation

/// The background of a cell or a header (UIKit's `UIBackgroundConfiguration`, iOS 14): a
/// colour inside rounded corners and insets, an optional stroke, image or custom view. The
/// list presets answer the iOS Simulator's colours (`listCell()` takes a plain list's).
public struct UIBackgroundConfiguration: Hashable {
    /// A view drawn as the background, under the colour's fill (`nil`: none).
    public var customView: UIView?
    /// The radius of the background's corners.
    public var cornerRadius: CGFloat = 0
    /// The insets of the background inside the cell.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The fill colour (`nil`: the cell's tint-derived colour, clear here).
    public var backgroundColor: UIColor?
    /// An image drawn over the colour (`nil`: none).
    public var image: UIImage?
    /// How the image fills the background (`.scaleToFill`).
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// The stroke's colour (`nil`: no stroke).
    public var strokeColor: UIColor?
    /// The stroke's width.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke sits outside the background.
    public var strokeOutset: CGFloat = 0

    init(backgroundColor: UIColor?) { self.backgroundColor = backgroundColor }

    /// A list cell's background (iOS 18), resolved for a plain list: the system background.
    public static func listCell() -> UIBackgroundConfiguration { .init(backgroundColor: .systemBackground) }
    /// A plain list's cell: the system background.
    public static func listPlainCell() -> UIBackgroundConfiguration { .init(backgroundColor: .systemBackground) }
    /// A grouped list's cell: the secondary grouped background.
    public static func listGroupedCell() -> UIBackgroundConfiguration { .init(backgroundColor: .secondarySystemGroupedBackground) }
    /// A sidebar's cell: clear (the sidebar shows through).
    public static func listSidebarCell() -> UIBackgroundConfiguration { .init(backgroundColor: .clear) }
    /// A plain list's header or footer: the system background.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { .init(backgroundColor: .systemBackground) }
    /// A grouped list's header or footer: clear.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { .init(backgroundColor: .clear) }
    /// A list's header (iOS 18), resolved for a plain list: the system background.
    public static func listHeader() -> UIBackgroundConfiguration { .init(backgroundColor: .systemBackground) }
    /// A list's footer (iOS 18), resolved for a plain list: the system background.
    public static func listFooter() -> UIBackgroundConfiguration { .init(backgroundColor: .systemBackground) }
    /// A clear background.
    public static func clear() -> UIBackgroundConfiguration { .init(backgroundColor: .clear) }

    /// The colour the background is filled with for `tintColor`: `backgroundColor`, else clear.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor { backgroundColor ?? .clear }
    /// The configuration for `state`: the same, as a render has no selected or highlighted cell.
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration { self }

    /// Equal when every property is (custom views by identity).
    public static func == (lhs: UIBackgroundConfiguration, rhs: UIBackgroundConfiguration) -> Bool {
        lhs.customView === rhs.customView && lhs.cornerRadius == rhs.cornerRadius && lhs.backgroundInsets == rhs.backgroundInsets
            && lhs.backgroundColor == rhs.backgroundColor && lhs.image === rhs.image && lhs.imageContentMode == rhs.imageContentMode
            && lhs.strokeColor == rhs.strokeColor && lhs.strokeWidth == rhs.strokeWidth && lhs.strokeOutset == rhs.strokeOutset
    }

    /// Hashes the colour and geometry.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(cornerRadius)
        hasher.combine(backgroundColor)
        hasher.combine(strokeWidth)
    }
}
