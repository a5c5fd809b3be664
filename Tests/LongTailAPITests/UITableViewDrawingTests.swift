import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit

/// A table view in a representable, drawn as the `List` iOS shows for it: the same texts at the
/// same frames as the SwiftUI list written for the same rows, fixed row heights, custom cells'
/// subviews at their frames, accessories, and only the rows that fill the table asked for.
@MainActor @Suite(.tags(.pixels)) struct UITableViewDrawingTests {
    private static let size = CGSize(width: 393, height: 600)

    private func renderer<V: View>(_ view: V) -> ImageRenderer<some View> {
        let renderer = ImageRenderer(content: view.frame(width: Self.size.width, height: Self.size.height))
        renderer.safeAreaInsets = EdgeInsets()
        renderer.isOpaque = true
        return renderer
    }

    private func texts<V: View>(_ view: V) -> [(String, CGRect)] { renderer(view).displayList().drawnTexts.map { ($0.0, $0.1) } }

    @Test func aControllersRowsDrawAsTheSwiftUIListOfTheSameRows() throws {
        let table = texts(TableHost { GroceriesController(style: .insetGrouped) })
        let list = texts(List {
            Section("Groceries") {
                ForEach(GroceriesController.items, id: \.self) { item in NavigationLink(item) { EmptyView() } }
            }
        }.listStyle(.insetGrouped))
        #expect(!list.isEmpty && table.count == list.count, "\(table.map(\.0)) vs \(list.map(\.0))")
        for ((drawn, frame), (expected, expectedFrame)) in zip(table, list) {
            #expect(drawn == expected && abs(frame.minX - expectedFrame.minX) < 0.01 && abs(frame.minY - expectedFrame.minY) < 0.01,
                    "\(drawn) at \(frame), the list's \(expected) at \(expectedFrame)")
        }
        #expect(table.filter { $0.0 == "symbol chevron.right" }.count == 3, "a disclosure chevron on each row: \(table.map(\.0))")
    }

    @Test func legacyValueCellsPutTheirDetailTrailingInTheSecondaryColour() throws {
        let controller = SettingsController(style: .insetGrouped)
        let drawn = texts(TableHost { controller })
        let title = try #require(frame(drawn, "Wi-Fi")), detail = try #require(frame(drawn, "Home"))
        // The detail ends at the row's trailing inset, level with the title: as HStack + Spacer.
        let list = texts(List { HStack { Text("Wi-Fi"); Spacer(); Text("Home").foregroundStyle(.secondary) } }.listStyle(.insetGrouped))
        let expected = try #require(frame(list, "Home"))
        #expect(abs(detail.maxX - expected.maxX) < 0.01 && abs(detail.minY - title.minY) < 0.01, "\(detail) vs \(expected)")
        let image = try renderer(TableHost { SettingsController(style: .insetGrouped) }).render()
        let ink = (Int(detail.minX)..<Int(detail.maxX)).flatMap { x in (Int(detail.minY)..<Int(detail.maxY)).map { rgba(image, x, $0) } }
        // secondaryLabel: (60, 60, 67) at 60 % over the white card.
        #expect(ink.contains { abs($0[0] - 138) <= 6 && abs($0[2] - 142) <= 6 }, "the detail's ink is secondaryLabel grey")
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Wi-Fi")
    }

    /// The groceries under a 120-point header with a red 60-point square centred in it.
    private func groceriesUnderAHeader() -> UITableViewController {
        let controller = GroceriesController(style: .insetGrouped)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 120))
        let avatar = UIView(frame: CGRect(x: 166.5, y: 30, width: 60, height: 60))
        avatar.backgroundColor = .systemRed
        header.addSubview(avatar)
        controller.tableView.tableHeaderView = header
        return controller
    }

    @Test func aTableHeaderViewSitsAboveTheFirstSectionAtItsHeight() throws {
        let plain = texts(TableHost { GroceriesController(style: .insetGrouped) })
        let withHeader = texts(TableHost { groceriesUnderAHeader() })
        // Every row moves down by the header's 120 points.
        let before = try #require(frame(plain, "Bread")), after = try #require(frame(withHeader, "Bread"))
        #expect(abs(after.minY - before.minY - 120) < 0.01, "\(before) → \(after)")
        let image = try renderer(TableHost { groceriesUnderAHeader() }).render()
        let systemRed = (UIColor.systemRed.cgColor.components ?? []).prefix(3).map { Int(($0 * 255).rounded()) }
        let grouped = (UIColor.systemGroupedBackground.cgColor.components ?? []).prefix(3).map { Int(($0 * 255).rounded()) }
        // The avatar at its frame, on the grouped background beside it.
        #expect(close(image.pixel(x: 196, y: 60), systemRed, 3) && close(image.pixel(x: 100, y: 60), grouped, 3),
                "\(image.pixel(x: 196, y: 60)) \(image.pixel(x: 100, y: 60))")
    }

    @Test func aTableFooterViewFollowsTheLastRow() throws {
        func withFooter() -> UITableViewController {
            let controller = GroceriesController(style: .plain, rowHeight: 44)
            let footer = UILabel(frame: CGRect(x: 0, y: 0, width: 393, height: 50))
            footer.text = "3 items"
            footer.textAlignment = .center
            controller.tableView.tableFooterView = footer
            return controller
        }
        let (drawn, warnings) = RuntimeWarning.collecting { texts(TableHost { withFooter() }) }
        #expect(!warnings.contains { $0.contains("tableFooterView") }, "\(warnings)")
        let last = try #require(drawn.last { GroceriesController.items.contains($0.0) }), count = try #require(frame(drawn, "3 items"))
        // Under the last row, in the middle of its 50 points, centred across the table.
        #expect(count.minY > last.1.maxY && abs(count.midY - (last.1.midY + 22 + 25)) < 1.5 && abs(count.midX - 196.5) < 1,
                "\(last.1) \(count)")
    }

    @Test func aFixedRowHeightSpacesTheRowsAndCentresTheirContent() throws {
        let drawn = texts(TableHost { GroceriesController(style: .plain, rowHeight: 80) })
        let bread = try #require(frame(drawn, "Bread")), milk = try #require(frame(drawn, "Milk"))
        #expect(abs((milk.midY - bread.midY) - 80) < 0.01, "rows 80 points apart: \(bread), \(milk)")
    }

    @Test func aCustomCellsSubviewsDrawAtTheFramesItsLayoutGives() throws {
        let controller = SwatchController(style: .plain)
        let host = renderer(TableHost { controller })
        let image = try host.render()
        // Row 0 is 60 tall (the delegate), its 40-point swatch 10 in from the leading edge.
        #expect(rgba(image, 30, 30) == [255, 0, 0, 255] && rgba(image, 5, 30) != [255, 0, 0, 255])
        #expect(rgba(image, 30, 90) == [255, 0, 0, 255], "row 1's swatch, 60 points lower")
        // A million rows: only those that fill 600 points are asked for.
        #expect(controller.asked > 5 && controller.asked <= 12, "\(controller.asked) cells made")
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) is SwatchCell)
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 500, section: 0)) == nil)
    }

    @Test func hostedRowsDrawTheirSwiftUIViewAsTheListsOwnRows() throws {
        let table = texts(TableHost { HostedRowsController(style: .insetGrouped) })
        let list = texts(List {
            Label("Starred", systemImage: "star.fill")
            Label("Archived", systemImage: "archivebox")
        }.listStyle(.insetGrouped))
        #expect(!table.contains { $0.0 == "Hidden" }, "a header of height leastNormalMagnitude is not drawn")
        #expect(table.count == list.count, "\(table.map(\.0)) vs \(list.map(\.0))")
        for ((drawn, frame), (expected, expectedFrame)) in zip(table, list) {
            #expect(drawn == expected && abs(frame.minX - expectedFrame.minX) < 0.01 && abs(frame.minY - expectedFrame.minY) < 0.01,
                    "\(drawn) at \(frame), the list's \(expected) at \(expectedFrame)")
        }
    }

    @Test func aListContentViewDrawsItsConfigurationInsideItsMargins() throws {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Lisbon"
        content.secondaryText = "Portugal"
        let drawn = texts(ContentViewHost(configuration: content))
        let title = try #require(frame(drawn, "Lisbon")), subtitle = try #require(frame(drawn, "Portugal"))
        // 16-point leading margin, 11-point top margin, the subtitle 3 points under the title.
        #expect(abs(title.minX - 16) < 0.01 && abs(subtitle.minX - 16) < 0.01)
        #expect(abs(subtitle.minY - title.maxY - 3) < 0.01, "\(title) then \(subtitle)")
    }

    @Test func selectionEditingBatchUpdatesAndNibsAnswerAsUIKit() throws {
        let controller = GroceriesController(style: .plain)
        let table = try #require(controller.tableView)
        _ = texts(TableHost { controller })
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) != nil)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .middle)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0) && table.indexPathsForSelectedRows?.count == 1)
        table.deselectRow(at: IndexPath(row: 2, section: 0), animated: true)
        #expect(table.indexPathsForSelectedRows == nil)
        var steps: [String] = []
        table.performBatchUpdates({
            steps.append("updates")
            table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        }, completion: { finished in steps.append("completion \(finished)") })
        #expect(steps == ["updates", "completion true"] && table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil, "asked again when next drawn")
        table.setEditing(true, animated: true)
        #expect(table.isEditing && UIRefreshControl().isRefreshing == false)
        table.register(UINib(nibName: "GroceryCell", bundle: nil), forCellReuseIdentifier: "nib")
        let (cell, warnings) = RuntimeWarning.collecting { table.dequeueReusableCell(withIdentifier: "nib", for: IndexPath(row: 0, section: 0)) }
        #expect(cell.reuseIdentifier == "nib" && warnings.contains { $0.contains("\"nib\"") && $0.contains("cannot be loaded") }, "\(warnings)")
    }

    @Test func unusableHeightsDrawSelfSizingRows() throws {
        let drawn = texts(TableHost { BadHeightsController(style: .insetGrouped) })
        let list = texts(List { Section("Header") { Text("Row 0"); Text("Row 1"); Text("Row 2") } }.listStyle(.insetGrouped))
        #expect(drawn.map(\.0) == list.map(\.0) && zip(drawn, list).allSatisfy { abs($0.1.minY - $1.1.minY) < 0.01 }, "\(drawn) vs \(list)")
    }

    @Test func aSwitchAccessoryDrawsAsAToggle() throws {
        let toggle = UIHostingController(rootView: Toggle("", isOn: .constant(true)).labelsHidden())
            .sizeThatFits(in: CGSize(width: CGFloat.infinity, height: .infinity))
        let control = UISwitch()
        #expect(control.frame.size == toggle && control.sizeThatFits(.zero) == toggle)
        let drawn = renderer(TableHost { SettingsController(style: .insetGrouped) })
        let image = try drawn.render()
        let greens = (0..<Int(Self.size.width)).filter { x in
            (60..<200).contains { y in let p = rgba(image, x, y); return p[1] > 180 && p[0] < 90 && p[2] < 120 }
        }
        // The switch is on: its green track ends at the row's trailing inset, as a toggle's.
        #expect(!greens.isEmpty && greens.max()! > 330, "\(greens.min() ?? -1)...\(greens.max() ?? -1)")
    }
}

/// Hosted SwiftUI rows, the header hidden by a near-zero height, as apps hide it.
private final class HostedRowsController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.contentConfiguration = UIHostingConfiguration {
            Label(indexPath.row == 0 ? "Starred" : "Archived", systemImage: indexPath.row == 0 ? "star.fill" : "archivebox")
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Hidden" }
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { .leastNormalMagnitude }
}

/// A controller in a representable.
private struct TableHost: UIViewControllerRepresentable {
    let make: () -> UITableViewController
    init(_ make: @escaping () -> UITableViewController) { self.make = make }
    func makeUIViewController(context: Context) -> UITableViewController { make() }
    func updateUIViewController(_ controller: UITableViewController, context: Context) {}
}

/// A list content view in a representable, at the top of the space.
private struct ContentViewHost: UIViewRepresentable {
    let configuration: UIListContentConfiguration
    func makeUIView(context: Context) -> UIView { configuration.makeContentView() }
    func updateUIView(_ view: UIView, context: Context) {}
}

/// Three rows with a list content configuration and a disclosure indicator, under a title.
private final class GroceriesController: UITableViewController {
    static let items = ["Bread", "Milk", "Eggs"]
    private var fixedHeight: CGFloat?

    convenience init(style: UITableView.Style, rowHeight: CGFloat? = nil) {
        self.init(style: style)
        fixedHeight = rowHeight
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        if let fixedHeight { tableView.rowHeight = fixedHeight }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = Self.items[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Groceries" }
}

/// Legacy `.value1` cells with an on switch as the second row's accessory view.
private final class SettingsController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        if indexPath.row == 0 {
            cell.textLabel?.text = "Wi-Fi"
            cell.detailTextLabel?.text = "Home"
        } else {
            cell.textLabel?.text = "Airplane Mode"
            let toggle = UISwitch()
            toggle.isOn = true
            cell.accessoryView = toggle
        }
        return cell
    }
}

/// A cell that places a 40-point red swatch in its content view in `layoutSubviews()`.
private final class SwatchCell: UITableViewCell {
    let swatch = UIView()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        swatch.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        contentView.addSubview(swatch)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        swatch.frame = CGRect(x: 10, y: (contentView.bounds.height - 40) / 2, width: 40, height: 40)
    }
}

/// A million 60-point rows of swatch cells, counting the cells it is asked for.
private final class SwatchController: UITableViewController {
    var asked = 0

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000_000 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked += 1
        return SwatchCell(style: .default, reuseIdentifier: nil)
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
}

/// Heights no table can use: NaN, infinite, negative.
private final class BadHeightsController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { [.nan, .infinity, -5][indexPath.row] }
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { .infinity }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Header" }
}

