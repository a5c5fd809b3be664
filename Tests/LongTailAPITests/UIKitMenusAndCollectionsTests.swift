import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit
import UniformTypeIdentifiers

private final class PickRecorder: NSObject, UIDocumentPickerDelegate, UISearchBarDelegate {
    var events: [String] = []
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) { events.append("picked") }
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { events.append("cancelled") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { events.append("text") }
}

private final class ShelfLayout: UICollectionViewLayout {}

private final class OneItem: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
}

private struct GridHost: UIViewRepresentable {
    final class Coordinator { let source = OneItem() }
    func makeCoordinator() -> Coordinator { Coordinator() }
    func makeUIView(context: Context) -> UICollectionView {
        let view = UICollectionView(frame: .zero, collectionViewLayout: ShelfLayout())
        view.dataSource = context.coordinator.source
        return view
    }
    func updateUIView(_ uiView: UICollectionView, context: Context) {}
}

/// UIKit's menus, document picker, collection views with diffable data sources and search
/// controller (issue 29), answering as UIKit documents them.
@MainActor @Suite struct UIKitMenusAndCollectionsTests {
    @Test func menusKeepTheirChildrenInOrder() {
        let sort = UIAction(title: "Sort by Date", image: UIImage(), state: .on) { _ in }
        let name = UIAction(title: "Sort by Name") { _ in }
        let delete = UIAction(title: "Delete", attributes: .destructive) { _ in }
        let sortMenu = UIMenu(title: "Sort", options: [.displayInline, .singleSelection], children: [sort, name])
        let menu = UIMenu(title: "More", children: [sortMenu, delete])
        #expect(menu.children.count == 2 && menu.children[0] === sortMenu && menu.children[1] === delete)
        #expect(sortMenu.children.map(\.title) == ["Sort by Date", "Sort by Name"])
        #expect(sortMenu.options.contains(.displayInline) && menu.options.isEmpty)
        #expect(sortMenu.selectedElements.count == 1 && sortMenu.selectedElements[0] === sort)
        #expect(sort.image != nil && name.image == nil && name.state == .off && delete.attributes == .destructive)
        #expect(menu.identifier != sortMenu.identifier && sort.identifier != name.identifier)
        let replaced = menu.replacingChildren([name])
        #expect(replaced.title == "More" && replaced.children.count == 1 && menu.children.count == 2)
        #expect(UIMenu().title == "" && UIMenu().children.isEmpty && menu.preferredElementSize == .automatic)
    }

    @Test func barButtonItemsTakeTheirPrimaryActionsTitleAndImage() {
        let add = UIAction(title: "New List", image: UIImage()) { _ in }
        let menu = UIMenu(title: "", children: [add])
        let item = UIBarButtonItem(title: "Ignored", image: nil, primaryAction: add, menu: menu)
        #expect(item.title == "New List" && item.image != nil && item.menu === menu && item.primaryAction === add)
        let system = UIBarButtonItem(systemItem: .add, primaryAction: add)
        #expect(system.title == nil && system.image == nil && system.primaryAction === add)
        let menuOnly = UIBarButtonItem(image: UIImage(), menu: menu)
        #expect(menuOnly.title == nil && menuOnly.menu?.children.count == 1 && menuOnly.style == .plain)
        let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        #expect(done.style == .done && done.isEnabled && UIBarButtonItem.fixedSpace(12).width == 12)
        let controller = UIViewController()
        controller.navigationItem.rightBarButtonItem = item
        controller.navigationItem.leftBarButtonItems = [done, menuOnly]
        #expect(controller.navigationItem.rightBarButtonItems?.count == 1 && controller.navigationItem.leftBarButtonItem === done)
        controller.navigationItem.rightBarButtonItem = nil
        #expect(controller.navigationItem.rightBarButtonItems == nil)
    }

    @Test func aPresentedDocumentPickerIsRecordedAndNeverPicks() {
        let recorder = PickRecorder()
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .plainText], asCopy: true)
        picker.delegate = recorder
        #expect(!picker.allowsMultipleSelection && !picker.shouldShowFileExtensions && picker.directoryURL == nil)
        let host = UIViewController()
        var completed = false
        host.present(picker, animated: true) { completed = true }
        #expect(completed && host.presentedViewController === picker && picker.presentingViewController === host)
        #expect(recorder.events.isEmpty)
        host.dismiss(animated: true)
        #expect(host.presentedViewController == nil)
        let exporter = UIDocumentPickerViewController(forExporting: [URL(fileURLWithPath: "/tmp/a.txt")])
        #expect(exporter.delegate == nil)
    }

    @Test func snapshotsEditSectionsAndItemsAsUIKitDoes() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["Today", "Later"])
        snapshot.appendItems([1, 2, 3])  // no section named: the last one
        snapshot.appendItems([10], toSection: "Today")
        snapshot.insertItems([9], beforeItem: 10)
        snapshot.insertItems([4], afterItem: 3)
        #expect(snapshot.itemIdentifiers(inSection: "Today") == [9, 10] && snapshot.itemIdentifiers(inSection: "Later") == [1, 2, 3, 4])
        #expect(snapshot.numberOfItems == 6 && snapshot.numberOfSections == 2 && snapshot.itemIdentifiers == [9, 10, 1, 2, 3, 4])
        snapshot.moveItem(4, beforeItem: 9)
        snapshot.deleteItems([2])
        #expect(snapshot.itemIdentifiers == [4, 9, 10, 1, 3] && snapshot.sectionIdentifier(containingItem: 4) == "Today")
        #expect(snapshot.indexOfItem(1) == 3 && snapshot.indexOfSection("Later") == 1 && snapshot.indexOfItem(2) == nil)
        snapshot.moveSection("Later", beforeSection: "Today")
        snapshot.reconfigureItems([3])
        #expect(snapshot.sectionIdentifiers == ["Later", "Today"] && snapshot.reconfiguredItemIdentifiers == [3])
        let (_, warnings) = RuntimeWarning.collecting {
            snapshot.appendItems([1, 7])  // 1 is already there: UIKit raises; 7 goes in
            var empty = NSDiffableDataSourceSnapshot<String, Int>()
            empty.appendItems([5])
            #expect(empty.numberOfItems == 0)
        }
        #expect(snapshot.itemIdentifiers(inSection: "Today") == [4, 9, 10, 7] && snapshot.numberOfItems == 6)
        #expect(warnings.contains { $0.contains("duplicate item 1") } && warnings.contains { $0.contains("no section") })
        snapshot.deleteSections(["Later"])
        #expect(snapshot.itemIdentifiers == [4, 9, 10, 7])
    }

    @Test func aDiffableDataSourceAppliesItsSnapshotToTheCollectionView() {
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, item in
            view.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        }
        #expect(collectionView.dataSource === dataSource && layout.collectionView === collectionView)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["Fern", "Moss"], toSection: 0)
        snapshot.appendItems(["Oak"], toSection: 1)
        var applied = false
        dataSource.apply(snapshot, animatingDifferences: true) { applied = true }
        #expect(applied && collectionView.numberOfSections == 2)
        #expect(collectionView.numberOfItems(inSection: 0) == 2 && collectionView.numberOfItems(inSection: 1) == 1)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "Moss")
        #expect(dataSource.indexPath(for: "Oak") == IndexPath(item: 0, section: 1) && dataSource.itemIdentifier(for: IndexPath(item: 5, section: 0)) == nil)
        #expect(dataSource.snapshot().itemIdentifiers == ["Fern", "Moss", "Oak"] && dataSource.sectionIdentifier(for: 1) == 1)
        let cell = dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: 0, section: 1))
        #expect(cell.reuseIdentifier == "tile" && collectionView.visibleCells.isEmpty)
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        let (_, warnings) = RuntimeWarning.collecting {
            _ = collectionView.dequeueReusableCell(withReuseIdentifier: "missing", for: IndexPath(item: 0, section: 0))
        }
        #expect(warnings.contains { $0.contains("\"missing\"") })
    }

    @Test func layoutsKeepUIKitsDefaultsAndDimensions() {
        let flow = UICollectionViewFlowLayout()
        #expect(flow.itemSize == CGSize(width: 50, height: 50) && flow.minimumLineSpacing == 10 && flow.minimumInteritemSpacing == 10)
        #expect(flow.scrollDirection == .vertical && flow.estimatedItemSize == .zero && flow.sectionInset == .zero)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .absolute(120)), subitems: [item])
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        let layout = UICollectionViewCompositionalLayout(section: section)
        #expect(item.layoutSize.widthDimension.isFractionalWidth && item.layoutSize.widthDimension.dimension == 0.5)
        #expect(group.layoutSize.heightDimension.isAbsolute && group.layoutSize.heightDimension.dimension == 120)
        #expect(group.subitems.count == 1 && group.interItemSpacing?.isFixedSpacing == true && group.interItemSpacing?.spacing == 8)
        #expect(NSCollectionLayoutDimension.estimated(44).isEstimated && layout.configuration.scrollDirection == .vertical)
        let list = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        #expect(list.configuration.interSectionSpacing == 0)
    }

    @Test func aCollectionViewWithACustomLayoutWarnsAndDrawsNothing() throws {
        let (image, warnings) = try RuntimeWarning.collecting {
            try ImageRenderer(content: GridHost().frame(width: 40, height: 40)).render()
        }
        #expect(warnings.contains { $0.contains("ShelfLayout places no items") })
        #expect(image.pixel(x: 20, y: 20).alpha == 0)
    }

    @Test func searchControllersKeepTheirBarAndStayInactive() {
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        #expect(search.searchResultsController === results && !search.isActive)
        #expect(search.obscuresBackgroundDuringPresentation && search.hidesNavigationBarDuringPresentation && search.automaticallyShowsCancelButton)
        let recorder = PickRecorder()
        search.searchBar.delegate = recorder
        search.searchBar.placeholder = "Search recipes"
        search.searchBar.text = "basil"
        search.searchBar.scopeButtonTitles = ["All", "Saved"]
        #expect(search.searchBar.text == "basil" && search.searchBar.searchTextField.text == "basil" && recorder.events.isEmpty)
        #expect(search.searchBar.placeholder == "Search recipes" && search.searchBar.selectedScopeButtonIndex == 0)
        let controller = UIViewController()
        controller.navigationItem.searchController = search
        #expect(controller.navigationItem.searchController === search && controller.navigationItem.hidesSearchBarWhenScrolling)
        #expect(UISearchController().searchResultsController == nil)
    }

    @Test func indexPathsNumberItemsWithinSections() {
        var path = IndexPath(item: 3, section: 1)
        #expect(path.section == 1 && path.item == 3 && path.row == 3 && path.count == 2)
        path.item = 4
        #expect(path == IndexPath(row: 4, section: 1) && IndexPath(item: 0, section: 2) > path)
    }
}
