import Foundation

/// One dimension of a layout size: a fraction of the container, points, or an estimate.
open class NSCollectionLayoutDimension: NSObject {
    private enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    private let kind: Kind
    /// The fraction, points or estimate.
    public let dimension: CGFloat
    private init(_ kind: Kind, _ dimension: CGFloat) {
        (self.kind, self.dimension) = (kind, dimension)
        super.init()
    }
    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight) }
    /// A number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.absolute, absoluteDimension) }
    /// An estimate the content's size replaces.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.estimated, estimatedDimension) }
    /// Whether it is a fraction of the width.
    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether it is a fraction of the height.
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether it is a number of points.
    open var isAbsolute: Bool { kind == .absolute }
    /// Whether it is an estimate.
    open var isEstimated: Bool { kind == .estimated }
}

/// A width and a height, each a layout dimension.
open class NSCollectionLayoutSize: NSObject {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension
    /// A size of `width` by `height`.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        (widthDimension, heightDimension) = (width, height)
        super.init()
    }
}

/// Fixed or flexible spacing between a group's items.
open class NSCollectionLayoutSpacing: NSObject {
    /// The spacing, in points.
    public let spacing: CGFloat
    /// Whether the spacing is exactly `spacing` (else at least it).
    public let isFixedSpacing: Bool
    /// Whether the spacing can grow past `spacing`.
    open var isFlexibleSpacing: Bool { !isFixedSpacing }
    private init(_ spacing: CGFloat, fixed: Bool) {
        (self.spacing, isFixedSpacing) = (spacing, fixed)
        super.init()
    }
    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(fixedSpacing, fixed: true) }
    /// At least `flexibleSpacing` points.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(flexibleSpacing, fixed: false) }
}

/// An item of a compositional layout: its size and insets.
open class NSCollectionLayoutItem: NSObject {
    /// The item's size.
    public let layoutSize: NSCollectionLayoutSize
    /// The space inside the item's size around its content (zero).
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// An item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        super.init()
    }
}

/// A row or column of items in a compositional layout.
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// The items, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// Whether the items run across (else down).
    public let isHorizontal: Bool
    /// The spacing between items (`nil`: none).
    open var interItemSpacing: NSCollectionLayoutSpacing?
    /// The number of items a `count` group shares its length between (`nil`: as many as fit).
    private(set) var repeatCount: Int?
    private init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], horizontal: Bool) {
        (self.subitems, isHorizontal) = (subitems, horizontal)
        super.init(layoutSize: layoutSize)
    }
    /// A row of `subitems`, repeated as many as fit.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: true)
    }
    /// A row of `count` copies of `subitem`, sized to fill the group (iOS 16).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        let group = NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: true)
        group.repeatCount = max(count, 1)
        return group
    }
    /// A row of `count` copies of `subitem` (deprecated in iOS 16 for `repeatingSubitem:`).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
    /// A column of `subitems`, repeated as many as fit.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: false)
    }
    /// A column of `count` copies of `subitem` (iOS 16).
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        let group = NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: false)
        group.repeatCount = max(count, 1)
        return group
    }
    /// A column of `count` copies of `subitem` (deprecated in iOS 16 for `repeatingSubitem:`).
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
}

/// Where a supplementary item sits on its section (UIKit's raw values).
public enum NSRectAlignment: Int, Sendable {
    /// Nowhere in particular.
    case none = 0
    /// Top edge.
    case top = 1
    /// Top leading corner.
    case topLeading = 2
    /// Leading edge.
    case leading = 3
    /// Bottom leading corner.
    case bottomLeading = 4
    /// Bottom edge.
    case bottom = 5
    /// Bottom trailing corner.
    case bottomTrailing = 6
    /// Trailing edge.
    case trailing = 7
    /// Top trailing corner.
    case topTrailing = 8
}

/// A section's or layout's header or footer.
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    /// The kind the view is dequeued as (`UICollectionView.elementKindSectionHeader`...).
    public let elementKind: String
    /// The edge it sits on.
    public let alignment: NSRectAlignment
    /// Whether it stays on screen while its section scrolls (`false`).
    open var pinToVisibleBounds = false
    /// A header or footer of `layoutSize` and `elementKind` on `alignment`'s edge.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        (self.elementKind, self.alignment) = (elementKind, alignment)
        super.init(layoutSize: layoutSize)
    }
}
