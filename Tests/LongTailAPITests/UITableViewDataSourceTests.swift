import Testing
import Foundation
import UIKit
import BackplateCore
@_spi(PreviewGenerated) import BackplateUIKit

/// A table view's data source and cells as pre-SwiftUI list code writes them: registered cell
/// classes dequeued by identifier and configured with the cell's default content
/// configuration, the subtitle-cell fallback when nothing is registered, and an app's cell
/// subclass made through its coder initializer.
@MainActor @Suite(.tags(.appFiles)) struct UITableViewDataSourceTests {
    @Test func theDataSourceAnswersCountsAndConfiguresDequeuedCells() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: .insetGrouped)
        let controller = GroceryListController()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        table.dataSource = controller
        table.delegate = controller
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 3)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil, "a render lays out no rows")

        let milk = controller.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0))
        let content = try #require(milk.contentConfiguration as? UIListContentConfiguration)
        #expect(content.text == "Milk" && content.textProperties.font.pointSize == 17 && milk.accessoryType == .disclosureIndicator)
        #expect(milk.reuseIdentifier == "item" && milk.style == .default)
        #expect(controller.tableView(table, titleForHeaderInSection: 0) == "Groceries")
        #expect(controller.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)) == UITableView.automaticDimension)
    }

    @Test func withNothingRegisteredTheFallbackCellIsMade() throws {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.dequeueReusableCell(withIdentifier: "subtitle") == nil)
        let cell = table.dequeueReusableCell(withIdentifier: "subtitle") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "subtitle")
        #expect(cell.defaultContentConfiguration() == .subtitleCell() && cell.detailTextLabel != nil)
        let (fallback, warnings) = RuntimeWarning.collecting {
            table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
        }
        #expect(fallback.reuseIdentifier == "missing" && warnings.contains { $0.contains("\"missing\"") })
    }

    @Test func anAppsCellSubclassIsMadeThroughItsCoderInitializer() throws {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(PriceCell.self, forCellReuseIdentifier: "price")
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        let (made, warnings) = RuntimeWarning.collecting {
            table.dequeueReusableCell(withIdentifier: "price", for: IndexPath(row: 0, section: 0))
        }
        let cell = try #require(made as? PriceCell)
        #expect(cell.price.text == "–" && cell.reuseIdentifier == "price")
        #expect(warnings.contains { $0.contains("PriceCell") && $0.contains("init(coder:)") }, "\(warnings)")
        let header = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "header"))
        #expect(header.reuseIdentifier == "header" && header.defaultContentConfiguration() == .header())
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "footer") == nil)
    }

    @Test func aCellWithAFactoryIsMadeWithItsOwnInitializer() throws {
        // `backplate preview` registers such a factory for each of an app's cell classes.
        ReusableViewFactories.register(PosterCell.self) { PosterCell(style: .default, reuseIdentifier: $0) }
        let table = UITableView(frame: .zero, style: .plain)
        table.register(PosterCell.self, forCellReuseIdentifier: "poster")
        let (made, warnings) = RuntimeWarning.collecting {
            table.dequeueReusableCell(withIdentifier: "poster", for: IndexPath(row: 0, section: 0))
        }
        let cell = try #require(made as? PosterCell)
        #expect(cell.title.text == "made by init(style:reuseIdentifier:)" && cell.reuseIdentifier == "poster")
        #expect(warnings.isEmpty, "\(warnings)")
    }
}

extension UITableViewDataSourceTests {
    private enum Aisle: Hashable, Sendable { case bakery, dairy }

    /// A diffable data source whose subclass titles its sections, as apps subclass it.
    private final class AisleDataSource: UITableViewDiffableDataSource<Aisle, String> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section) == .bakery ? "Bakery" : "Dairy"
        }
    }

    @Test func aDiffableDataSourceAppliesItsSnapshotToTheTableView() throws {
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        let dataSource = AisleDataSource(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
        #expect(table.dataSource === dataSource && dataSource.defaultRowAnimation == .automatic)
        var snapshot = NSDiffableDataSourceSnapshot<Aisle, String>()
        snapshot.appendSections([.bakery, .dairy])
        snapshot.appendItems(["Bread", "Bagels"], toSection: .bakery)
        snapshot.appendItems(["Milk"], toSection: .dairy)
        var applied = false
        dataSource.apply(snapshot, animatingDifferences: false) { applied = true }
        #expect(applied && table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 1 && table.numberOfRows(inSection: 2) == 0)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "Bagels" && dataSource.indexPath(for: "Milk") == IndexPath(row: 0, section: 1))
        #expect(dataSource.tableView(table, titleForHeaderInSection: 1) == "Dairy")
        let cell = dataSource.tableView(table, cellForRowAt: IndexPath(row: 0, section: 1))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Milk" && cell.reuseIdentifier == "item")
    }
}

private final class GroceryListController: NSObject, UITableViewDataSource, UITableViewDelegate {
    let items = ["Bread", "Milk", "Eggs"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Groceries" }
}

/// A cell subclass with no initializers of its own.
/// A cell whose coder initializer gives up, as Xcode's template does (with `fatalError`).
final class PosterCell: UITableViewCell {
    let title = UILabel()
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.text = "made by init(style:reuseIdentifier:)"
    }
    required init?(coder: NSCoder) { nil }
}

private final class PriceCell: UITableViewCell {
    let price: UILabel = {
        let label = UILabel()
        label.text = "–"
        return label
    }()
}
