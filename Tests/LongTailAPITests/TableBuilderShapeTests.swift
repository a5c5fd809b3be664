import Testing
import BackplateTestSupport
import Foundation
import SwiftUI

private struct Bin: Identifiable {
    let id: Int
    let name: String
    let shelf: String
    var children: [Bin]? = nil
}

private let bins: [Bin] = [
    Bin(id: 1, name: "Bolts", shelf: "A1", children: [Bin(id: 11, name: "M4", shelf: "A1a")]),
    Bin(id: 2, name: "Nuts", shelf: "B2"),
]

/// Issue 29: `Table`'s builders in SwiftUI's generic shape (`TupleTableColumnContent`,
/// `TupleTableRowContent`, `_ConditionalContent`, `Optional`), `Group` and `ForEach` of rows and
/// columns, dynamic rows' insertion modifiers and hierarchical tables, drawn as before.
@MainActor
@Suite(.tags(.layout)) struct TableBuilderShapeTests {
    func texts<V: View>(_ view: V) -> [String] {
        let renderer = ImageRenderer(content: view.frame(width: 600, height: 300).environment(\.horizontalSizeClass, .regular))
        renderer.scale = 1
        return renderer.displayList().drawnTexts.map(\.0)
    }

    @Test func buildersReturnSwiftUIsGenericContentTypes() {
        // A sortable and an unsortable column in an unsorted table: SwiftUI's tuple of both.
        let columns: TupleTableColumnContent<Bin, Never, (TableColumn<Bin, KeyPathComparator<Bin>, Text, Text>,
                                                          TableColumn<Bin, Never, Text, Text>)>
            = TableColumnBuilder<Bin, Never>.buildBlock(TableColumn("Name", value: \Bin.name),
                                                         TableColumn("Shelf") { (bin: Bin) in Text(bin.shelf) })
        #expect(columns._tableColumns.count == 2)
        let unsortable: TupleTableColumnContent<Bin, Never, (TableColumn<Bin, Never, Text, Text>, TableColumn<Bin, Never, Text, Text>)>
            = TableColumnBuilder<Bin, Never>.buildBlock(TableColumn("Id") { (bin: Bin) in Text("\(bin.id)") },
                                                         TableColumn("Shelf") { (bin: Bin) in Text(bin.shelf) })
        #expect(unsortable._tableColumns.count == 2)
        let rows = TableRowBuilder<Bin>.buildBlock(TableRow(bins[1]), TableRow(bins[0]), ForEach(bins) { TableRow($0) })
        #expect(rows._tableRowValues.map(\.id) == [2, 1, 1, 2])
        #expect(rows.value.0._tableRowValues.map(\.name) == ["Nuts"])
        let none: TableRow<Bin>? = TableRowBuilder<Bin>.buildIf(nil)
        #expect(none._tableRowValues.isEmpty)
        let branch: _ConditionalContent<TableRow<Bin>, EmptyTableRowContent<Bin>> = TableRowBuilder<Bin>.buildEither(first: TableRow(bins[1]))
        #expect(branch._tableRowValues.map(\.name) == ["Nuts"])
    }

    @Test func conditionsGroupsAndLoopsOfColumnsDrawInOrder() {
        let showShelf = true, showCode = false
        let table = Table(bins) {
            TableColumn("Name", value: \.name)
            if showShelf {
                TableColumn("Shelf") { Text($0.shelf) }
            }
            if showCode {
                TableColumn("Code") { Text("#\($0.id)") }
            } else {
                TableColumn("Id") { Text("\($0.id)") }
            }
            Group {
                TableColumn("C0") { (bin: Bin) in Text("\(bin.id)0") }
            }
            TableColumnForEach(1..<2) { index in
                TableColumn("C\(index)") { (bin: Bin) in Text("\(bin.id)\(index)") }
            }
        }
        #expect(texts(table) == ["Name", "Shelf", "Id", "C0", "C1",
                                 "Bolts", "A1", "1", "10", "11",
                                 "Nuts", "B2", "2", "20", "21"])
    }

    @Test func sortableTablesMixSortableAndUnsortableColumns() {
        let table = Table(bins, sortOrder: .constant([KeyPathComparator(\Bin.name)])) {
            TableColumn("Name", value: \.name)
            TableColumn("Shelf") { Text($0.shelf) }
        }
        #expect(texts(table) == ["Name", "Shelf", "Bolts", "A1", "Nuts", "B2"])
    }

    @Test func rowsFromConditionsGroupsAndForEachesDrawInOrder() {
        let extra = Bin(id: 9, name: "Washers", shelf: "C3")
        let showsExtra = false
        let table = Table(of: Bin.self) {
            TableColumn("Name", value: \.name)
        } rows: {
            ForEach(bins)
            Group {
                ForEach(0..<2) { index in TableRow(Bin(id: 20 + index, name: "Spare \(index)", shelf: "-")) }
            }
            if showsExtra {
                TableRow(extra)
            } else {
                ForEach(["Pins"], id: \.self) { name in TableRow(Bin(id: 30, name: name, shelf: "-")) }
            }
            if !showsExtra { TableRow(extra) }
        }
        #expect(texts(table) == ["Name", "Bolts", "Nuts", "Spare 0", "Spare 1", "Pins", "Washers"])
    }

    @Test func insertionModifiersOnDynamicRowsDrawTheRowsUnchanged() {
        let plain = Table(of: Bin.self) { TableColumn("Name", value: \.name) } rows: { ForEach(bins) { TableRow($0) } }
        let dropping = Table(of: Bin.self) {
            TableColumn("Name", value: \.name)
        } rows: {
            ForEach(bins) { TableRow($0) }
                .onInsert(of: [.plainText]) { _, _ in }
                .itemProvider { nil }
        }
        #expect(texts(dropping) == texts(plain))
        #expect(texts(plain) == ["Name", "Bolts", "Nuts"])
        #expect(ForEach(bins) { TableRow($0) }.data.count == 2)
    }

    @Test func hierarchicalTablesDrawTheTopLevelRowsCollapsedAndSaySo() {
        let (drawn, warnings) = RuntimeWarning.collecting {
            texts(Table(bins, children: \.children) {
                TableColumn("Name", value: \.name)
                TableColumn("Shelf", value: \.shelf)
            })
        }
        #expect(drawn == ["Name", "Shelf", "Bolts", "A1", "Nuts", "B2"])
        #expect(warnings.contains { $0.contains("disclosure indicators") })
    }
}
