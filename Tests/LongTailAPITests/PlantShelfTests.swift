import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit

/// `PlantShelfFile.swift`: a UICollectionView grid of hosted cells (its background and cells
/// drawn) and a minimal UISearchBar inside representables; the document picker sheet is not
/// presented; SwiftUI's text around them lays out as on iOS.
@MainActor @Suite(.tags(.appFiles)) struct PlantShelfTests {
    func screen() -> some View { PlantShelfView(plants: PlantShelfPreviewData.plants) }

    @Test func theGridAndTheSearchBarDraw() throws {
        let ((light, dark), warnings) = try RuntimeWarning.collecting {
            try renderPhoneLightAndDark(screen(), name: "PlantShelf")
        }
        #expect(!warnings.contains { $0.contains("PlantGrid") || $0.contains("UICollectionView") }, "\(warnings)")
        #expect(["Basil", "Monstera", "Fern"].allSatisfy { name in phoneTexts(screen()).contains { $0.0 == name } })
        #expect(!warnings.contains { $0.contains("PlantSearchBar") }, "\(warnings)")
        #expect(!warnings.contains { $0.contains("CareSheetImporter") }, "the sheet is not presented: \(warnings)")
        let texts = phoneTexts(screen())
        let title = try #require(frame(texts, "Shelf"), "\(texts.map(\.0))")
        let count = try #require(frame(texts, "3 plants, 0 care sheets"), "\(texts.map(\.0))")
        // The 56-point search bar and 12 points of spacing sit between the title and the count.
        #expect(count.minY > title.maxY + 56 && near(count.minX, 16, 1), "\(title) \(count)")
        // The middle of the 320-point grid, between the columns (12 points from 190.5 to 202.5):
        // the collection view's systemGroupedBackground, as iOS draws it.
        let gridMid = Int((count.maxY + 12 + 160) * 2)
        #expect(close(light.pixel(x: 393, y: gridMid), 242, 242, 247), "\(light.pixel(x: 393, y: gridMid))")
        #expect(close(dark.pixel(x: 393, y: gridMid), 0, 0, 0), "\(dark.pixel(x: 393, y: gridMid))")
    }

    @Test func theSortMenuKeepsItsInlineGroupAndDestructiveAction() throws {
        var sorted: [String] = []
        let menu = ShelfMenu.sortMenu { sorted.append($0) }
        let inline = try #require(menu.children.first as? UIMenu)
        #expect(menu.title == "Sort" && menu.children.count == 2 && inline.options == .displayInline)
        #expect(inline.children.map(\.title) == ["Name", "Room"] && (inline.children[0] as? UIAction)?.state == .on)
        #expect((menu.children[1] as? UIAction)?.attributes == .destructive && sorted.isEmpty)
    }

    @Test func theGridsSnapshotSplitsPlantsByRoom() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = UICollectionViewDiffableDataSource<ShelfSection, Plant>(collectionView: collectionView) { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSnapshot<ShelfSection, Plant>()
        snapshot.appendSections([.thirsty, .fine])
        snapshot.appendItems(PlantShelfPreviewData.plants.filter { $0.room == "Kitchen" }, toSection: .thirsty)
        snapshot.appendItems(PlantShelfPreviewData.plants.filter { $0.room != "Kitchen" }, toSection: .fine)
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(collectionView.numberOfSections == 2 && collectionView.numberOfItems(inSection: 1) == 2)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0))?.name == "Basil")
    }
}
