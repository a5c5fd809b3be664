import Foundation
import BackplateCore

/// UIKit's reusable collection view element (a supplementary or decoration view), as a
/// stand-in: a `UIView`, never drawn, so subclasses written for iOS compile.
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered with (`nil`: made directly).
    open var reuseIdentifier: String? { dequeuedIdentifier }
    /// The identifier a collection view dequeued the view with.
    var dequeuedIdentifier: String?
    /// Called before the view is reused: resets nothing in a plain view.
    open func prepareForReuse() {}
}

/// UIKit's collection view cell, as a stand-in: a reusable view with a content view and a
/// selection state, never drawn (a SwiftUI `LazyVGrid` or `List` draws cells).
open class UICollectionViewCell: UICollectionReusableView {
    /// The view subviews of the cell's content go in.
    public let contentView = UIView()
    /// The view behind the content (`nil`: none).
    open var backgroundView: UIView?
    /// The view behind the content while the cell is selected (`nil`: none).
    open var selectedBackgroundView: UIView?
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    /// What the cell's content shows (iOS 14; kept: the cell is never drawn).
    open var contentConfiguration: (any UIContentConfiguration)?
    /// The cell's background (`nil`: none set; recorded with the cell).
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// Whether the background configuration follows the cell's state (recorded).
    open var automaticallyUpdatesBackgroundConfiguration = true
}
