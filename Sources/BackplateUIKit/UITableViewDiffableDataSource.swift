import Foundation

/// A table view data source that shows a snapshot's sections and items (iOS 13). `apply`
/// takes the snapshot at once (a still render shows the end of any animation); cells are
/// asked from the cell provider only while laying out, which a render never does.
@MainActor @preconcurrency
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    /// Makes the cell for an item.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private let cellProvider: CellProvider
    private weak var tableView: UITableView?
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// How rows are animated in and out (`.automatic`; nothing animates in a still render).
    open var defaultRowAnimation = UITableView.RowAnimation.automatic

    /// A data source for `tableView` (it becomes its `dataSource`) whose cells `cellProvider` makes.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        self.tableView = tableView
        super.init()
        tableView.dataSource = self
    }

    /// Shows `snapshot`, then runs `completion` (at once: nothing animates in a still render).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }
    /// Shows `snapshot` by reloading, then runs `completion` (iOS 15).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }
    /// A copy of the snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The item at `indexPath` (`nil`: out of range).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.item(inSectionAt: indexPath.section, position: indexPath.row)
    }
    /// The index path of `itemIdentifier` (`nil`: not shown).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.location(of: itemIdentifier).map { IndexPath(row: $0.position, section: $0.section) }
    }
    /// The section at `index` (`nil`: out of range, iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }
    /// The index of `sectionIdentifier` (`nil`: not shown, iOS 15).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    /// The number of sections in the snapshot.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }
    /// The number of items in the snapshot's section `section`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }
    /// The cell the cell provider makes for the item at `indexPath` (a plain cell when it makes none).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }
    /// No header title (a subclass overrides it to give one).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title (a subclass overrides it to give one).
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
