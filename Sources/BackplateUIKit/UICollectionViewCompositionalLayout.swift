import Foundation

/// The closure a compositional layout asks for each section's layout, with the section's index.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// UIKit's compositional layout: sections of groups of items. Its collection view asks the
/// section provider for each section in view when drawn (see `UICollectionViewPlacement`).
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The layout's scroll direction and section spacing.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration
    /// The section layout for every section, or the closure that gives each one.
    let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider

    /// A layout with `section` for every section.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }
    /// A layout with `section` for every section and `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.configuration = configuration
        sectionProvider = { _, _ in section }
        super.init()
    }
    /// A layout that asks `sectionProvider` for each section's layout.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }
    /// A layout that asks `sectionProvider` for each section's layout, with `configuration`.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.configuration = configuration
        self.sectionProvider = sectionProvider
        super.init()
    }
    /// A layout from an archive: there is no storyboard on Linux, so one without sections.
    public required init?(coder: NSCoder) {
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        sectionProvider = { _, _ in nil }
        super.init(coder: coder)
    }

    /// The list configuration of a `list(using:)` layout (`nil`: not one).
    private(set) var listConfiguration: UICollectionLayoutListConfiguration?

    /// A layout of list sections, as `UICollectionLayoutListConfiguration` describes (iOS 14):
    /// its collection view draws as the `List` of the configuration's appearance.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        layout.listConfiguration = configuration
        return layout
    }
}

/// A compositional layout's scroll direction and the spacing between its sections.
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// Which way the layout scrolls (`.vertical`).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The spacing between sections (0).
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
}

/// The space a layout section is laid out in.
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The size inside the insets.
    var effectiveContentSize: CGSize { get }
    /// The insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets, margins included.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told about where its section goes.
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The section's container.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// How a section scrolls across the layout's direction (UIKit's raw values).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// It does not: groups wrap.
    case none = 0
    /// Continuously.
    case continuous = 1
    /// Continuously, stopping at a group's leading edge.
    case continuousGroupLeadingBoundary = 2
    /// A page at a time.
    case paging = 3
    /// A group at a time.
    case groupPaging = 4
    /// A group at a time, centred.
    case groupPagingCentered = 5
}

/// The layout of one section: its group, spacing and insets.
open class NSCollectionLayoutSection: NSObject {
    /// The group repeated along the section.
    public let group: NSCollectionLayoutGroup
    /// The section's insets (zero).
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// The spacing between groups (0).
    open var interGroupSpacing: CGFloat = 0
    /// How the section scrolls across the layout (`.none`).
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// A section that repeats `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }
    /// A list section as `configuration` describes (iOS 14).
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
        section.listConfiguration = configuration
        return section
    }
    /// The list configuration of a `list(using:layoutEnvironment:)` section (`nil`: not one).
    private(set) var listConfiguration: UICollectionLayoutListConfiguration?
}

/// UIKit's list cell (iOS 14): a collection view cell for list layouts, drawn as a list row
/// with its accessories.
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories at the cell's edges (none).
    open var accessories: [UICellAccessory] = []
    /// How many levels the content is indented (0; kept, not drawn).
    open var indentationLevel = 0
    /// The width of one indentation level (kept, not drawn).
    open var indentationWidth: CGFloat = 16
    /// A configuration with UIKit's look for a cell in a list and no content: `cell()`, a
    /// plain-style list cell (the cell is in no list whose appearance would say otherwise).
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

/// What a list layout looks like (iOS 14).
public struct UICollectionLayoutListConfiguration {
    /// A list's look.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge.
        case plain
        /// Sections in groups.
        case grouped
        /// Grouped, with rounded inset corners.
        case insetGrouped
        /// A sidebar.
        case sidebar
        /// A sidebar without grouping.
        case sidebarPlain
    }
    /// What heads or ends each section.
    public enum HeaderMode: Int, Sendable {
        /// Nothing.
        case none
        /// A supplementary view.
        case supplementary
        /// The first item.
        case firstItemInSection
    }
    /// The list's look.
    public var appearance: Appearance
    /// Whether rows have separators (`true`).
    public var showsSeparators = true
    /// The list's background (`nil`: the appearance's).
    public var backgroundColor: UIColor?
    /// What heads each section (`.none`).
    public var headerMode: HeaderMode = .none
    /// What ends each section (`.none`).
    public var footerMode: HeaderMode = .none
    /// A list configuration of `appearance`.
    public init(appearance: Appearance) { self.appearance = appearance }
}
