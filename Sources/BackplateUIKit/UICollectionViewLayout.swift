import Foundation

/// The base of collection view layouts: it knows its collection view. A render lays nothing
/// out, so a layout only keeps its settings.
open class UICollectionViewLayout: NSObject {
    /// The collection view the layout places items for (`nil` until it is given to one).
    open internal(set) weak var collectionView: UICollectionView?
    /// The size of all the content (zero: nothing is laid out in a render).
    open var collectionViewContentSize: CGSize { .zero }
    /// A layout.
    public override init() { super.init() }
    /// A layout from an archive: there is no storyboard on Linux.
    public required init?(coder: NSCoder) { super.init() }
    /// Marks the layout as out of date (nothing is laid out again in a render).
    open func invalidateLayout() {}
    /// Makes the layout ready before laying out (called by UIKit; does nothing here).
    open func prepare() {}
}

/// UIKit's flow layout: items in lines, wrapping, with UIKit's default sizes and spacing.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// A size the layout computes from each cell (`estimatedItemSize` for self-sizing cells).
    public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)
    /// Which way the lines run (`.vertical`).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The items' size (50 × 50 points).
    open var itemSize = CGSize(width: 50, height: 50)
    /// The items' estimated size (zero: not self-sizing).
    open var estimatedItemSize = CGSize.zero
    /// The smallest spacing between lines (10 points).
    open var minimumLineSpacing: CGFloat = 10
    /// The smallest spacing between items in a line (10 points).
    open var minimumInteritemSpacing: CGFloat = 10
    /// The margins of each section (zero).
    open var sectionInset = UIEdgeInsets.zero
    /// The size of section headers (zero: none).
    open var headerReferenceSize = CGSize.zero
    /// The size of section footers (zero: none).
    open var footerReferenceSize = CGSize.zero
    /// Whether headers stay at the top while scrolling (`false`).
    open var sectionHeadersPinToVisibleBounds = false
    /// Whether footers stay at the bottom while scrolling (`false`).
    open var sectionFootersPinToVisibleBounds = false
}
