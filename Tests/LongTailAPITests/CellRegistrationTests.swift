import Testing
import Foundation
import UIKit
import BackplateCore

/// iOS 14's cell and supplementary registrations, as a list screen built on a diffable data
/// source writes them: the data source's cell provider dequeues configured list cells, the
/// header provider a configured header, each configured by its registration's handler.
@MainActor @Suite(.tags(.appFiles)) struct CellRegistrationTests {
    private enum Section: Hashable, Sendable { case groceries }

    @Test func aDiffableListDequeuesCellsAndHeadersConfiguredByTheirRegistrations() throws {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 852),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        var configured: [(String, IndexPath)] = []
        var headers: [(String, IndexPath)] = []
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, item in
            cell.isSelected = item == "Milk"
            configured.append((item, indexPath))
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader) { _, kind, indexPath in
            headers.append((kind, indexPath))
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.groceries])
        snapshot.appendItems(["Bread", "Milk", "Eggs"])
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        #expect(configured.isEmpty, "a collection view asks for no cell until it lays out")

        let milk = dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: 1, section: 0))
        #expect(milk is UICollectionViewListCell && milk.isSelected)
        let eggs = dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: 2, section: 0))
        #expect(!eggs.isSelected && eggs !== milk)
        #expect(configured.map(\.0) == ["Milk", "Eggs"] && configured.map(\.1) == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])

        let header = dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader,
                                               at: IndexPath(item: 0, section: 0))
        #expect(header.reuseIdentifier == "UICollectionElementKindSectionHeader")
        #expect(headers.map(\.0) == ["UICollectionElementKindSectionHeader"] && headers.map(\.1) == [IndexPath(item: 0, section: 0)])

        // With no item the handler is not called (UIKit's answer for a nil item).
        let empty = collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: IndexPath(item: 0, section: 0), item: nil)
        #expect(configured.count == 2 && !empty.isSelected)
    }

    @Test func anAppsCellSubclassIsMadeThroughItsCoderInitializer() throws {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let badges = UICollectionView.CellRegistration<BadgeCell, String> { cell, _, item in cell.title.text = item }
        let (badge, warnings) = RuntimeWarning.collecting {
            collectionView.dequeueConfiguredReusableCell(using: badges, for: IndexPath(item: 0, section: 0), item: "New")
        }
        #expect(badge.title.text == "New" && badge.count == 7)
        #expect(badge.reuseIdentifier == "BadgeCell" && badge.frame == .zero)
        #expect(warnings.contains { $0.contains("BadgeCell") && $0.contains("init(coder:)") }, "\(warnings)")

        // A cell that sets itself up in both initializers, as code supporting nibs does.
        let profiles = UICollectionView.CellRegistration<ProfileCell, String> { cell, _, item in cell.name = item }
        let profile = collectionView.dequeueConfiguredReusableCell(using: profiles, for: IndexPath(item: 1, section: 0), item: "Ada")
        #expect(profile.isSetUp && profile.name == "Ada" && profile.contentView.subviews.count == 1)
    }
}

/// A cell subclass with no initializers of its own: its views are property defaults.
private final class BadgeCell: UICollectionViewListCell {
    let title = UILabel()
    var count = 7
}

/// A cell that sets itself up in both initializers, as code that also loads from nibs does.
private final class ProfileCell: UICollectionViewCell {
    var name = ""
    private(set) var isSetUp = false
    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }
    private func setUp() {
        contentView.addSubview(UIImageView(frame: CGRect(x: 0, y: 0, width: 44, height: 44)))
        isSetUp = true
    }
}
