import Foundation
import BackplateCore

/// UIKit's reusable collection view element (a supplementary or decoration view): a `UIView`
/// its collection view draws at the frame its layout gives.
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered with (`nil`: made directly).
    open var reuseIdentifier: String? { dequeuedIdentifier }
    /// The identifier a collection view dequeued the view with.
    var dequeuedIdentifier: String?
    /// Called before the view is reused: resets nothing in a plain view.
    open func prepareForReuse() {}
}

/// UIKit's collection view cell: a reusable view with a content view (its first subview,
/// filling it) and a selection state, drawn by its collection view at the frame its layout
/// gives (see `UICollectionView`).
open class UICollectionViewCell: UICollectionReusableView, UIKitListCell {
    /// The view subviews of the cell's content go in.
    public let contentView = UIView()
    /// The view a content configuration made, in the content view (`nil`: none yet).
    var configurationView: UIView?
    /// No legacy labels: a collection view cell shows its configuration or its subviews.
    var legacyConfiguration: UIListContentConfiguration? { nil }

    /// A cell with a frame, its content view filling it.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }
    /// A cell from an archive (no storyboard on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Lays out the content view over the whole cell (a subclass calls `super` first, as in UIKit).
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        configurationView?.frame = contentView.bounds
    }
    /// The view behind the content (`nil`: none).
    open var backgroundView: UIView?
    /// The view behind the content while the cell is selected (`nil`: none).
    open var selectedBackgroundView: UIView?
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    /// What the cell's content shows (iOS 14).
    open var contentConfiguration: (any UIContentConfiguration)?
    /// The cell's background (`nil`: none set; recorded with the cell).
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// Whether the background configuration follows the cell's state (recorded).
    open var automaticallyUpdatesBackgroundConfiguration = true
}
