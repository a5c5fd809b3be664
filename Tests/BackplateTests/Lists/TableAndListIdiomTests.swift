import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting

private struct Part: Identifiable, Hashable {
    let id: Int
    let name: String
    let bin: String
    let count: Int
}

private let parts = [Part(id: 1, name: "Bolt", bin: "A1", count: 40),
                     Part(id: 2, name: "Washer", bin: "B7", count: 3)]

/// `Table` (Apple: a compact width shows no headers and only the first column), the list and
/// bar fixes that app files exposed (`toolbarTitleDisplayMode(.inlineLarge)`, a collapsed
/// sidebar section's chevron, tagged rows inside sections of a `List(selection:)`,
/// `badgeProminence`, the edit mode that toolbar items inherit), on a 393 × 852 screen
/// with the bar at y = 0; systemBlue 0,122,255, systemRed 255,59,48.
@MainActor @Suite(.backplateLook(.iOS18), .tags(.pixels)) struct TableAndListIdiomTests {
    func pixel<V: View>(_ view: V, _ x: Double, _ y: Double) throws -> [Int] {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: 393, height: 852)
        r.isOpaque = true
        let p = try r.render().pixel(x: Int(x), y: Int(y))
        return [Int(p.red), Int(p.green), Int(p.blue)]
    }

    @Test func compactTableIsAPlainListOfItsFirstColumn() throws {
        // Unsortable string columns (the `Never` builder) and sortable ones mix.
        let table = Table(parts) {
            TableColumn("Name", value: \.name)
            TableColumn("Bin", value: \.bin)
            TableColumn("Count") { Text("\($0.count)") }
        }
        let drawn = phoneTexts(table, safeArea: EdgeInsets())
        #expect(drawn.map(\.0) == ["Bolt", "Washer"], "\(drawn.map(\.0))")
        // Plain list rows: text at the 20-point margin, 44-point rows from the top.
        let bolt = try #require(drawn.first), washer = try #require(drawn.last)
        #expect(abs(bolt.1.minX - 20) < 0.5 && abs((washer.1.midY - bolt.1.midY) - 44) < 1, "\(bolt.1) \(washer.1)")
        #expect(try pixel(table, 300, bolt.1.midY) == [255, 255, 255])
    }

    @Test func sortableTableAcceptsKeyPathComparatorsAndSelection() throws {
        let table = Table(parts, selection: .constant(Set([2])), sortOrder: .constant([KeyPathComparator(\Part.name)])) {
            TableColumn("Name", value: \.name)
            TableColumn("Count", value: \.count) { Text("\($0.count)") }
            TableColumn("Bin") { Text($0.bin) }
        }
        let drawn = phoneTexts(table, safeArea: EdgeInsets())
        let washer = try #require(drawn.first { $0.0 == "Washer" })
        // The selected row draws on the accent fill with white text.
        #expect(try pixel(table, 300, washer.1.midY) == [0, 122, 255])
        #expect(try pixel(table, 300, try #require(drawn.first).1.midY) == [255, 255, 255])
    }

    @Test func tableOfExplicitRows() throws {
        let showsSpare = true
        let table = Table(of: Part.self) {
            TableColumn("Name", value: \.name)
        } rows: {
            TableRow(Part(id: 9, name: "Spring", bin: "C2", count: 1))
            ForEach(parts) { TableRow($0) }
            if showsSpare { TableRow(Part(id: 10, name: "Spare", bin: "Z9", count: 0)) }
        }
        #expect(phoneTexts(table, safeArea: EdgeInsets()).map(\.0) == ["Spring", "Bolt", "Washer", "Spare"])
    }

    @Test func regularTableShowsHeadersAndEveryColumn() throws {
        let table = Table(parts) {
            TableColumn("Name", value: \.name)
            TableColumn("Bin", value: \.bin).width(60)
            TableColumn("Count") { Text("\($0.count)") }
        }
        .environment(\.horizontalSizeClass, .regular)
        let drawn = phoneTexts(table, safeArea: EdgeInsets())
        let names = drawn.map(\.0)
        for s in ["Name", "Bin", "Count", "Bolt", "A1", "40", "Washer", "B7", "3"] { #expect(names.contains(s), "\(s) in \(names)") }
        func f(_ s: String) throws -> CGRect { try #require(drawn.first { $0.0 == s }?.1) }
        let bin = try f("Bin"), a1 = try f("A1"), bolt = try f("Bolt"), forty = try f("40")
        // Headers above their column's cells, left-aligned with them; cells of a row on one line.
        #expect(bin.minX == a1.minX && bin.maxY <= a1.minY)
        #expect(abs(a1.midY - bolt.midY) < 1 && bolt.maxX < a1.minX && a1.maxX < forty.minX)
        // The fixed 60-point column: the next one starts 60 + 8 after it.
        #expect(abs(forty.minX - a1.minX - 68) < 0.5)
        // A hidden column is not drawn.
        let hidden = Table(parts) {
            TableColumn("Name", value: \.name)
            TableColumn("Bin", value: \.bin).defaultVisibility(.hidden)
        }.environment(\.horizontalSizeClass, .regular)
        #expect(!phoneTexts(hidden, safeArea: EdgeInsets()).map(\.0).contains("A1"))
    }

    @Test func inlineLargeTitleSitsInTheBarRow() throws {
        func title(_ mode: ToolbarTitleDisplayMode) -> CGRect? {
            phoneTexts(NavigationStack { Text("Body").navigationTitle("Library").toolbarTitleDisplayMode(mode) }, safeArea: EdgeInsets())
                .first { $0.0 == "Library" }?.1
        }
        let inlineLarge = try #require(title(.inlineLarge)), large = try #require(title(.large)), inline = try #require(title(.inline))
        // .large: 34-point bold in the row below the 44-point bar; .inline: 17-point, centred;
        // .inlineLarge: the large face at the leading margin inside the bar.
        #expect(large.minY >= 44 && abs(large.minX - 16) < 0.5)
        #expect(inline.maxY <= 44 && abs(inline.midX - 196.5) < 1)
        #expect(inlineLarge.maxY <= 44 && abs(inlineLarge.minX - 16) < 0.5 && abs(inlineLarge.height - large.height) < 0.5)
    }

    @Test func collapsedSidebarSectionPointsRight() throws {
        let list = List {
            Section("Open", isExpanded: .constant(true)) { Text("One") }
            Section("Closed", isExpanded: .constant(false)) { Text("Two") }
        }
        .listStyle(.sidebar)
        let drawn = phoneTexts(list, safeArea: EdgeInsets())
        #expect(drawn.map(\.0).contains("One") && !drawn.map(\.0).contains("Two"))
        let open = try #require(drawn.first { $0.0 == "Open" }?.1), closed = try #require(drawn.first { $0.0 == "Closed" }?.1)
        let down = try #require(drawn.first { $0.0 == "symbol chevron.down" }?.1)
        let right = try #require(drawn.first { $0.0 == "symbol chevron.right" }?.1)
        #expect(abs(down.midY - open.midY) < 2 && abs(right.midY - closed.midY) < 2)
        // Right-pointing ink is taller than wide.
        #expect(right.height > right.width && down.width > down.height)
    }

    @Test func taggedRowsInsideSectionsAreSelected() throws {
        let list = List(selection: .constant(Set(["b"]))) {
            Section("Letters") {
                Text("Alpha").tag("a")
                Text("Bravo").tag("b")
            }
        }
        let drawn = phoneTexts(list, safeArea: EdgeInsets())
        let bravo = try #require(drawn.first { $0.0 == "Bravo" }?.1), alpha = try #require(drawn.first { $0.0 == "Alpha" }?.1)
        #expect(try pixel(list, 300, bravo.midY) == [0, 122, 255])
        #expect(try pixel(list, 300, alpha.midY) == [255, 255, 255])
    }

    @Test func badgeProminenceChangesTheRowBadge() throws {
        func badge(_ prominence: BadgeProminence) throws -> ([Int], CGRect) {
            let list = List { Text("Inbox").badge(7) }.badgeProminence(prominence)
            let f = try #require(phoneTexts(list, safeArea: EdgeInsets()).first { $0.0 == "7" }?.1)
            return (try pixel(list, f.minX - 2.5, f.midY), f)
        }
        let (increased, _) = try badge(.increased)
        let (standard, _) = try badge(.standard)
        #expect(close(increased, [255, 59, 48], 3), "\(increased)")
        // The standard badge is grey text on the card, no capsule.
        #expect(standard == [255, 255, 255], "\(standard)")
    }

    @Test func toolbarItemsSeeTheDeclaringViewsEditMode() throws {
        let editing = NavigationStack {
            Text("Rows").toolbar { EditButton() }.environment(\.editMode, .constant(.active))
        }
        let idle = NavigationStack { Text("Rows").toolbar { EditButton() } }
        #expect(phoneTexts(editing, safeArea: EdgeInsets()).map(\.0).contains("Done"))
        #expect(phoneTexts(idle, safeArea: EdgeInsets()).map(\.0).contains("Edit"))
    }

    @Test func canvasDrawsItsTaggedSymbols() throws {
        let canvas = Canvas { context, size in
            if let dot = context.resolveSymbol(id: 7) {
                context.draw(dot, at: CGPoint(x: 50, y: 50))
                context.draw(dot, at: CGPoint(x: 150, y: 50), anchor: .topLeading)
            }
            #expect(context.resolveSymbol(id: 8) == nil)
        } symbols: {
            Rectangle().fill(.red).frame(width: 20, height: 20).tag(7)
            Text("Never drawn by itself")
        }
        .frame(width: 200, height: 100)
        let r = ImageRenderer(content: canvas)
        r.isOpaque = true
        let image = try r.render()
        func px(_ x: Int, _ y: Int) -> [Int] { Array(rgba(image, x, y).prefix(3)) }
        // Centred on (50, 50): 40…60; top-leading at (150, 50): 150…170 × 50…70.
        #expect(px(41, 41) == [255, 59, 48] && px(59, 59) == [255, 59, 48] && px(38, 50) == [255, 255, 255])
        #expect(px(151, 51) == [255, 59, 48] && px(148, 50) == [255, 255, 255] && px(160, 45) == [255, 255, 255])
        #expect(!phoneTexts(canvas, safeArea: EdgeInsets()).map(\.0).contains("Never drawn by itself"))
    }

    @Test func multiDatePickerShowsTheEarliestSelectionsMonth() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let picker = MultiDatePicker("Days", selection: .constant([
            DateComponents(calendar: calendar, year: 2025, month: 3, day: 9),
            DateComponents(calendar: calendar, year: 2025, month: 2, day: 14),
        ]))
        let names = phoneTexts(picker, safeArea: EdgeInsets()).map(\.0)
        // February 2025 starts on a Saturday and has 28 days.
        #expect(names.contains("February 2025") && names.contains("28") && !names.contains("29"), "\(names)")
        // Nothing selected: the month of "now" (pinned by renderDate).
        let empty = MultiDatePicker("Days", selection: .constant([]))
            .environment(\.renderDate, Date(timeIntervalSince1970: 1_700_000_000))  // 14 Nov 2023
        #expect(phoneTexts(empty, safeArea: EdgeInsets()).map(\.0).contains("November 2023"))
    }
}
