import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting

private struct Item: Identifiable {
    let id: Int
    let name: String
    var children: [Item]? = nil
}

private let bolt = Item(id: 1, name: "Bolt"), washer = Item(id: 2, name: "Washer"), tape = Item(id: 3, name: "Tape")
private let tree: [Item] = [Item(id: 10, name: "Fasteners", children: [bolt, washer]), tape]

/// A table's sections (`Section` of table rows with `TableHeaderRowContent`), `OutlineGroup`
/// rows, `DisclosureTableRow` and hierarchical tables in a compact width: Apple shows a compact
/// table as a list of its first column, so each draws where the equivalent plain `List` draws
/// (iOS 18's look: 44-point plain rows).
@MainActor
@Suite(.backplateLook(.iOS18), .tags(.layout)) struct TableSectionsAndOutlinesTests {
    /// Texts and frames on a 393 × 852 phone screen with no safe area.
    func drawn<V: View>(_ view: V) -> [(String, CGRect)] { phoneTexts(view, safeArea: EdgeInsets()) }

    func same(_ a: [(String, CGRect)], _ b: [(String, CGRect)]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && abs($0.1.minX - $1.1.minX) < 0.5 && abs($0.1.minY - $1.1.minY) < 0.5 }
    }

    @Test func sectionsOfRowsDrawAsAPlainListsSections() throws {
        let section: Section<TableHeaderRowContent<Item, Text>, TupleTableRowContent<Item, (TableRow<Item>, TableRow<Item>)>,
                             EmptyTableRowContent<Item>> = Section("Fasteners") { TableRow(bolt); TableRow(washer) }
        let ids: [Int] = section._tableRowValues.map(\.id)
        #expect(ids == [1, 2])
        let table = Table(of: Item.self) {
            TableColumn("Name", value: \.name)
            TableColumn("Id") { Text("\($0.id)") }
        } rows: {
            section
            Section { TableRow(tape) } header: { Text("Other") }
        }
        let list = List {
            Section("Fasteners") { Text("Bolt"); Text("Washer") }
            Section { Text("Tape") } header: { Text("Other") }
        }
        .listStyle(.plain)
        let texts = drawn(table)
        #expect(texts.map(\.0) == ["Fasteners", "Bolt", "Washer", "Other", "Tape"], "\(texts.map(\.0))")
        #expect(same(texts, drawn(list)), "\(texts) vs \(drawn(list))")
        // Rows at the list's 20-point margin, 44 points apart, under their header.
        let header = try #require(frame(texts, "Fasteners")), first = try #require(frame(texts, "Bolt"))
        let second = try #require(frame(texts, "Washer"))
        #expect(header.maxY <= first.minY && abs(first.minX - 20) < 0.5)
        #expect(abs((second.midY - first.midY) - 44) < 1)
    }

    @Test func aCollapsedSectionShowsItsHeaderOnly() {
        let table = Table(of: Item.self) {
            TableColumn("Name", value: \.name)
        } rows: {
            Section("Spare", isExpanded: .constant(false)) { TableRow(tape) }
            Section { TableRow(bolt) }
        }
        #expect(drawn(table).map(\.0) == ["Spare", "Bolt"])
    }

    @Test func outlineRowsDrawCollapsedAsAListsOutline() throws {
        let rows = OutlineGroup(tree, children: \.children)
        let ids: [Int] = rows._tableRowValues.map(\.id)
        #expect(ids == [10, 3])
        let table = Table(of: Item.self) {
            TableColumn("Name", value: \.name)
        } rows: {
            OutlineGroup(tree, children: \.children) { TableRow($0) }
        }
        let list = List { OutlineGroup(tree, children: \.children) { Text($0.name) } }.listStyle(.plain)
        let texts = drawn(table)
        // The group's row has the outline's chevron; the leaf has none.
        #expect(texts.map(\.0) == drawn(list).map(\.0), "\(texts.map(\.0)) vs \(drawn(list).map(\.0))")
        let symbols: [String] = texts.map(\.0).filter { $0.hasPrefix("symbol") }
        #expect(symbols.count == 1)
        #expect(same(texts, drawn(list)))
        let hierarchical = Table(tree, children: \.children) { TableColumn("Name", value: \.name) }
        #expect(same(drawn(hierarchical), texts))
    }

    @Test func anExpandedDisclosureRowShowsItsRowsAsADisclosureGroup() {
        let table = Table(of: Item.self) {
            TableColumn("Name", value: \.name)
        } rows: {
            DisclosureTableRow(tree[0], isExpanded: .constant(true)) { TableRow(bolt); TableRow(washer) }
            TableRow(tape)
        }
        let list = List {
            DisclosureGroup(isExpanded: .constant(true)) { Text("Bolt"); Text("Washer") } label: { Text("Fasteners") }
            Text("Tape")
        }
        .listStyle(.plain)
        let texts = drawn(table)
        let labels: [String] = texts.map(\.0).filter { !$0.hasPrefix("symbol") }
        #expect(labels == ["Fasteners", "Bolt", "Washer", "Tape"], "\(texts.map(\.0))")
        #expect(same(texts, drawn(list)), "\(texts) vs \(drawn(list))")
    }
}
