import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit

/// Collection views in a representable, drawn as UIKit lays them out: flow layouts' lines
/// (justified, a last line on the columns above), compositional grids, `count` groups,
/// orthogonal rows and boundary headers at the frames UIKit's rules give, list layouts as the
/// SwiftUI `List` of the same rows, and only the items in view asked for.
@MainActor @Suite(.tags(.pixels)) struct UICollectionViewDrawingTests {
    private func render(_ collection: UICollectionView, width: CGFloat = 393, height: CGFloat = 600) throws -> RenderedImage {
        let renderer = ImageRenderer(content: CollectionHost(collection: collection).frame(width: width, height: height))
        renderer.safeAreaInsets = EdgeInsets()
        renderer.isOpaque = true
        return try renderer.render()
    }

    private func frames(_ collection: UICollectionView, _ items: Range<Int>, section: Int = 0) -> [CGRect?] {
        items.map { collection.cellForItem(at: IndexPath(item: $0, section: section))?.frame }
    }

    @Test func aFlowLayoutJustifiesFullLinesAndKeepsTheLastOnTheirColumns() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let source = SwatchSource(count: 7)
        let collection = source.collection(layout)
        let image = try render(collection)
        // 373 points across: three 100-point items a line, 36.5 apart; the 7th under the 1st.
        #expect(frames(collection, 0..<4) == [CGRect(x: 10, y: 10, width: 100, height: 100), CGRect(x: 146.5, y: 10, width: 100, height: 100),
                                              CGRect(x: 283, y: 10, width: 100, height: 100), CGRect(x: 10, y: 120, width: 100, height: 100)])
        #expect(frames(collection, 6..<7) == [CGRect(x: 10, y: 230, width: 100, height: 100)])
        #expect(rgba(image, 196, 60) == SwatchSource.rgba(1) && rgba(image, 130, 60) == [255, 255, 255, 255])
        #expect(rgba(image, 60, 280) == SwatchSource.rgba(6) && rgba(image, 196, 280) == [255, 255, 255, 255])
    }

    @Test func aLoneItemIsCentredAndTheDelegateSizesItems() throws {
        let layout = UICollectionViewFlowLayout()
        let source = SwatchSource(count: 3, sizes: [CGSize(width: 300, height: 40), CGSize(width: 120, height: 60), CGSize(width: 120, height: 20)])
        let collection = source.collection(layout)
        _ = try render(collection)
        // 300 + 10 + 120 > 393: the first alone, centred; the last line, of other sizes, at the
        // minimum spacing from the leading edge, its items centred on the line.
        #expect(frames(collection, 0..<3) == [CGRect(x: 46.5, y: 0, width: 300, height: 40), CGRect(x: 0, y: 50, width: 120, height: 60),
                                              CGRect(x: 130, y: 70, width: 120, height: 20)])
    }

    @Test func aCompositionalGridSizesItemsAgainstTheirGroup() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .absolute(120)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        let source = SwatchSource(count: 5)
        let collection = source.collection(UICollectionViewCompositionalLayout(section: section))
        let image = try render(collection)
        #expect(frames(collection, 0..<3) == [CGRect(x: 4, y: 44, width: 188.5, height: 112), CGRect(x: 200.5, y: 44, width: 188.5, height: 112),
                                              CGRect(x: 4, y: 164, width: 188.5, height: 112)])
        #expect(source.headers == 1 && rgba(image, 100, 20) == SwatchSource.header, "the header fills the 40 points above the grid")
    }

    @Test func countGroupsShareTheirWidthAndOrthogonalSectionsRunAcross() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                                                     repeatingSubitem: item, count: 3)
        row.interItemSpacing = .fixed(10)
        let shelf = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(50)),
                                                       subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                                                            heightDimension: .fractionalHeight(1)))])
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let section = NSCollectionLayoutSection(group: index == 0 ? row : shelf)
            if index == 1 { section.orthogonalScrollingBehavior = .continuous }
            return section
        }
        let source = SwatchSource(count: 1_000, sections: 2)
        let collection = source.collection(layout)
        _ = try render(collection)
        let third = (393 - 20) / 3.0
        #expect(frames(collection, 0..<2) == [CGRect(x: 0, y: 0, width: third, height: 80), CGRect(x: third + 10, y: 0, width: third, height: 80)])
        // Section 0 fills the 600 points (8 rows of 3, 24 items); section 1 is out of view.
        #expect(collection.indexPathsForVisibleItems.filter { $0.section == 0 }.count == 24 && source.asked == 24, "\(source.asked) cells")
        // 13 items: five rows to y 400, then the shelf's row across, its fourth item past the edge.
        let short = SwatchSource(count: 13, sections: 2)
        let shelves = short.collection(layout)
        _ = try render(shelves)
        #expect(frames(shelves, 0..<3, section: 1) == [CGRect(x: 0, y: 400, width: 150, height: 50), CGRect(x: 150, y: 400, width: 150, height: 50),
                                                       CGRect(x: 300, y: 400, width: 150, height: 50)])
        #expect(shelves.cellForItem(at: IndexPath(item: 3, section: 1)) == nil && short.asked == 16)
    }

    @Test func aListLayoutDrawsAsTheSwiftUIListOfTheSameRows() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = item == "Inbox" ? [.disclosureIndicator()] : [.checkmark(), .delete()]
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, _ in
            var content = UIListContentConfiguration.header()
            content.text = "Mailboxes"
            view.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath) }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Inbox", "Flagged"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let drawn = texts(CollectionHost(collection: collection))
        let list = texts(List {
            Section {
                NavigationLink("Inbox") { EmptyView() }
                HStack { Text("Flagged"); Spacer(); Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundStyle(.tint) }
            } header: { Text("Mailboxes").font(.headline).foregroundStyle(.secondary) }
        }.listStyle(.insetGrouped))
        #expect(drawn.map(\.0) == ["Mailboxes", "Inbox", "symbol chevron.right", "Flagged", "symbol checkmark"], "\(drawn.map(\.0))")
        for ((text, frame), (expected, expectedFrame)) in zip(drawn, list) where text == expected {
            #expect(abs(frame.minX - expectedFrame.minX) < 0.01 && abs(frame.minY - expectedFrame.minY) < 0.01, "\(text) at \(frame) vs \(expectedFrame)")
        }
    }

    @Test func badSizesPlaceNothingAndAMillionEmptyItemsStayBounded() throws {
        let layout = UICollectionViewFlowLayout()
        let source = SwatchSource(count: 1_000_000, sizes: nil)
        source.badSizes = true
        let collection = source.collection(layout)
        _ = try render(collection)
        // NaN and infinite sizes are zero; at most 500 elements are asked for and placed.
        #expect(source.asked <= 500 && collection.visibleCells.allSatisfy { $0.frame.width.isFinite && $0.frame.height.isFinite },
                "\(source.asked) cells")
    }

    @Test func withoutADataSourceNothingIsDrawnAndNothingWarns() throws {
        let (image, warnings) = try RuntimeWarning.collecting {
            try render(UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()), width: 40, height: 40)
        }
        #expect(warnings.isEmpty && rgba(image, 20, 20) == [255, 255, 255, 255], "\(warnings)")
    }

    private func texts<V: View>(_ view: V) -> [(String, CGRect)] {
        let renderer = ImageRenderer(content: view.frame(width: 393, height: 600))
        renderer.safeAreaInsets = EdgeInsets()
        return renderer.displayList().drawnTexts.map { ($0.0, $0.1) }
    }
}

/// A collection view in a representable.
private struct CollectionHost: UIViewRepresentable {
    let collection: UICollectionView
    func makeUIView(context: Context) -> UICollectionView { collection }
    func updateUIView(_ view: UICollectionView, context: Context) {}
}

/// Cells filled with a colour per item, sized by the delegate when given sizes; headers blue.
private final class SwatchSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let count: Int
    let sections: Int
    let sizes: [CGSize]?
    var badSizes = false
    var asked = 0
    var headers = 0
    static let header = [0, 0, 255, 255]

    init(count: Int, sections: Int = 1, sizes: [CGSize]? = nil) {
        (self.count, self.sections, self.sizes) = (count, sections, sizes)
    }

    static func rgba(_ item: Int) -> [Int] { [255, item * 30, 0, 255] }

    func collection(_ layout: UICollectionViewLayout) -> UICollectionView {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "swatch")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        collection.dataSource = self
        collection.delegate = self
        return collection
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        asked += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
        let colour = Self.rgba(indexPath.item % 8)
        cell.backgroundColor = UIColor(red: CGFloat(colour[0]) / 255, green: CGFloat(colour[1]) / 255, blue: 0, alpha: 1)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        headers += 1
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        return view
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        if badSizes { return [CGSize(width: CGFloat.nan, height: 10), CGSize(width: CGFloat.infinity, height: .infinity), .zero][indexPath.item % 3] }
        return sizes?[indexPath.item] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
}

