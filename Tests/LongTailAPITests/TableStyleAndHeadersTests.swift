import Testing
import BackplateTestSupport
import Foundation
import SwiftUI

private struct Crate: Identifiable { let id: Int; let name: String; let bin: String }

private let crates = [Crate(id: 1, name: "Bolts", bin: "A1"), Crate(id: 2, name: "Nuts", bin: "B2")]

/// Rows of your own, made of built-in ones in `tableRowBody`.
private struct CrateRows: TableRowContent {
    let crates: [Crate]
    @TableRowBuilder<Crate> var tableRowBody: some TableRowContent<Crate> {
        TableRow(Crate(id: 0, name: "Header crate", bin: "-"))
        ForEach(crates) { TableRow($0) }
    }
}

/// Columns of your own, made of built-in ones in `tableColumnBody`.
private struct CrateColumns: TableColumnContent {
    @TableColumnBuilder<Crate, Never> var tableColumnBody: some TableColumnContent<Crate, Never> {
        TableColumn("Crate") { Text($0.name) }
        TableColumn("Bin") { Text($0.bin) }
    }
}

/// Issue 29's table styles and header visibility (iOS 16 and 17): `tableStyle(_:)` with
/// `.automatic` and `.inset`, `tableColumnHeaders(_:)`.
@MainActor
@Suite(.tags(.layout)) struct TableStyleAndHeadersTests {
    func texts<V: View>(_ view: V) -> [(String, CGRect)] {
        let renderer = ImageRenderer(content: view.frame(width: 600, height: 300))
        renderer.scale = 1
        return renderer.displayList().drawnTexts
    }

    var table: some View {
        Table(crates) {
            TableColumn("Name", value: \.name)
            TableColumn("Bin", value: \.bin)
        }
    }

    @Test func hiddenHeadersDropTheTitleRowOfARegularTable() throws {
        let regular = texts(table.environment(\.horizontalSizeClass, .regular))
        let headless = texts(table.tableColumnHeaders(.hidden).environment(\.horizontalSizeClass, .regular))
        #expect(regular.map(\.0) == ["Name", "Bin", "Bolts", "A1", "Nuts", "B2"])
        #expect(headless.map(\.0) == ["Bolts", "A1", "Nuts", "B2"])
        // The rows move up into the header row's place.
        let bolts = try #require(regular.first { $0.0 == "Bolts" }?.1), top = try #require(headless.first { $0.0 == "Bolts" }?.1)
        #expect(top.minY < bolts.minY)
        // Visible and automatic headers are the same; a compact table has none either way.
        #expect(texts(table.tableColumnHeaders(.visible).environment(\.horizontalSizeClass, .regular)).map(\.1) == regular.map(\.1))
        #expect(texts(table.tableColumnHeaders(.hidden)).map(\.0) == ["Bolts", "Nuts"])
    }

    @Test func tableStylesDrawTheTableAndTheInsetOneSaysWhatItLeavesOut() throws {
        let automatic = texts(table.tableStyle(.automatic).environment(\.horizontalSizeClass, .regular))
        #expect(automatic.map(\.1) == texts(table.environment(\.horizontalSizeClass, .regular)).map(\.1))
        let (compact, quiet) = RuntimeWarning.collecting { texts(table.tableStyle(.inset)) }
        #expect(compact.map(\.0) == ["Bolts", "Nuts"])
        #expect(!quiet.contains { $0.contains("tableStyle(.inset)") })
        let (regular, warnings) = RuntimeWarning.collecting {
            texts(table.tableStyle(InsetTableStyle()).environment(\.horizontalSizeClass, .regular))
        }
        #expect(regular.map(\.1) == automatic.map(\.1))
        #expect(warnings.contains { $0.contains("tableStyle(.inset)") })
    }

    struct Month: Identifiable { let id: Int; let name: String }

    @Test func columnsMadeFromACollectionDrawInItsOrder() {
        let months = [Month(id: 1, name: "Jan"), Month(id: 2, name: "Feb")]
        let table = Table(crates) {
            TableColumn("Name", value: \.name)
            TableColumnForEach(months) { month in
                TableColumn(month.name) { crate in Text("\(crate.bin)-\(month.id)") }
            }
        }
        .environment(\.horizontalSizeClass, .regular)
        #expect(texts(table).map(\.0) == ["Name", "Jan", "Feb", "Bolts", "A1-1", "A1-2", "Nuts", "B2-1", "B2-2"])
        let keyed = Table(crates) {
            TableColumnForEach(["x", "y"], id: \.self) { key in
                TableColumn(key) { crate in Text(crate.name + key) }
            }
        }
        #expect(texts(keyed).map(\.0) == ["Boltsx", "Nutsx"])
    }

    @Test func rowsAndColumnsOfYourOwnAreReadFromTheirBodies() {
        let table = Table(of: Crate.self) {
            CrateColumns()
        } rows: {
            CrateRows(crates: crates)
        }
        .environment(\.horizontalSizeClass, .regular)
        #expect(texts(table).map(\.0) == ["Crate", "Bin", "Header crate", "-", "Bolts", "A1", "Nuts", "B2"])
    }
}
