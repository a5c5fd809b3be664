import Foundation
import Testing
import BackplateSnapshotTesting
import BackplateTestSupport
@testable import BackplateCore

/// Geometry of the containers, against controls.md (§1 navigation bar, §2 tab bar, §3 lists)
/// and SwiftUI's documented grid and ViewThatFits rules.
@Suite(.backplateLook(.iOS18), .tags(.layout)) struct ContainerLayoutTests {
    let phone = proposal(393, 852)

    func textFrame(_ tree: LayoutTree, _ string: String) -> CGRect? {
        tree.displayList().drawnTexts.first { $0.0 == string }?.1
    }

    // MARK: Navigation bar (controls.md §1.1, §1.2)

    @Test func largeTitleBarIs96PointsAndTheTitleSitsAtTheMargin() {
        let t = layout(NavigationStack { Color.red.id("content").navigationTitle("Notes") }, phone)
        expectFrame(t.frame(of: "content"), rect(0, 96, 393, 852 - 96))
        let title = textFrame(t, "Notes")
        #expect(title?.minX == 16)                            // the bar's 16-pt margin below 414 wide
        #expect(abs((title?.maxY ?? 0) - (96 - 8)) < 0.001)    // text frame ends 8 pt above the bar bottom
    }

    @Test func narrowWindowsUseTheSixteenPointMargin() {
        let t = layout(NavigationStack { Color.red.navigationTitle("Notes") }, proposal(375, 667))
        #expect(textFrame(t, "Notes")?.minX == 16)
    }

    @Test func inlineTitleIsCentredInTheFortyFourPointBar() {
        let t = layout(NavigationStack {
            Color.red.id("content").navigationTitle("Notes").navigationBarTitleDisplayMode(.inline)
        }, phone)
        expectFrame(t.frame(of: "content"), rect(0, 44, 393, 852 - 44))
        let title = textFrame(t, "Notes")
        #expect(abs((title?.midX ?? 0) - 393 / 2) < 0.001)
        #expect(abs((title?.midY ?? 0) - 22) <= 0.5)                 // centred, snapped to the pixel grid
    }

    @Test func noTitleKeepsTheStandardBarAndHiddenBarNone() {
        let plain = layout(NavigationStack { Color.red.id("content") }, phone)
        expectFrame(plain.frame(of: "content"), rect(0, 44, 393, 808))
        let hidden = layout(NavigationStack { Color.red.id("content").toolbar(.hidden, for: .navigationBar) }, phone)
        expectFrame(hidden.frame(of: "content"), rect(0, 0, 393, 852))
    }

    @Test func trailingToolbarItemEndsAtTheMargin() {
        let t = layout(NavigationStack {
            Color.red.toolbar { ToolbarItem(placement: .topBarTrailing) { Color.blue.frame(width: 30, height: 30).id("item") } }
        }, phone)
        expectFrame(t.frame(of: "item"), rect(393 - 16 - 30, 7, 30, 30))   // the bar's 16-pt margin
    }

    @Test func pushedPathValueShowsItsDestinationWithABackButton() {
        let path = NavigationPath([3])
        let t = layout(NavigationStack(path: .constant(path)) {
            Color.red.id("root").navigationTitle("Folders")
                .navigationDestination(for: Int.self) { n in Color.green.id("note \(n)").navigationTitle("Note") }
        }, phone)
        #expect(t.frame(of: "root") == nil)
        expectFrame(t.frame(of: "note 3"), rect(0, 96, 393, 852 - 96))
        #expect(textFrame(t, "Folders") != nil)               // the back button's title
    }

    // MARK: Lists (controls.md §3)

    @Test func insetGroupedRowsStart35PointsDownAndAre44Tall() {
        let t = layout(Form { Text("A").id("a"); Text("B").id("b") }, proposal(393, 600))
        let a = t.frame(of: "a"), b = t.frame(of: "b")
        #expect(a?.minX == 40)                                 // card margin 20 + row inset 20
        #expect(abs((a?.midY ?? 0) - (35 + 22)) < 0.001)
        #expect(abs((b?.midY ?? 0) - (35 + 44 + 22)) < 0.001)
    }

    @Test func sectionHeaderTextIs17PointsDownAndUppercased() {
        let t = layout(List { Section("Tags") { Text("A").id("a") } }, proposal(393, 600))
        let header = textFrame(t, "TAGS")
        #expect(header?.minY == 17 && header?.minX == 40)
        #expect(abs((t.frame(of: "a")?.midY ?? 0) - ((header?.maxY ?? 0) + 6 + 22)) < 0.001)
    }

    @Test func secondSectionWithoutHeaderIs35PointsBelowTheFirstCard() {
        let t = layout(List { Section { Text("A").id("a") }; Section { Text("B").id("b") } }, proposal(393, 600))
        #expect(abs((t.frame(of: "b")?.midY ?? 0) - (35 + 44 + 35 + 22)) < 0.01)
    }

    // MARK: Tab bar (controls.md §2.1)

    @Test func tabBarIs49PointsWithEqualItems() {
        let t = layout(TabView {
            Color.red.id("first").tabItem { Text("One").id("label 1") }
            Color.blue.id("second").tabItem { Text("Two").id("label 2") }
        }, phone)
        expectFrame(t.frame(of: "first"), rect(0, 0, 393, 852 - 49))
        #expect(t.frame(of: "second") == nil)
        // Two items: (393 - 2·2 - 4) / 2 = 192.5 wide, centred labels.
        #expect(abs((t.frame(of: "label 1")?.midX ?? 0) - (2 + 192.5 / 2)) < 0.001)
        #expect(abs((t.frame(of: "label 2")?.midX ?? 0) - (2 + 192.5 + 4 + 192.5 / 2)) < 0.001)
    }

    @Test func selectionPicksTheTaggedTab() {
        let t = layout(TabView(selection: .constant("b")) {
            Color.red.id("first").tag("a")
            Color.blue.id("second").tag("b")
        }, phone)
        #expect(t.frame(of: "first") == nil)
        #expect(t.frame(of: "second") != nil)
    }

    // MARK: Lazy grids (SwiftUI's column sizing)

    func gridCells(_ columns: [GridItem], count: Int, width: CGFloat) -> LayoutTree {
        layout(LazyVGrid(columns: columns) {
            ForEach(0..<count, id: \.self) { i in Color.red.frame(height: 30).id(i) }
        }, proposal(width, nil))
    }

    @Test func fixedColumnsAreCentred() {
        let t = gridCells([GridItem(.fixed(100)), GridItem(.fixed(50))], count: 2, width: 393)
        expectFrame(t.frame(of: 0), rect((393 - 158) / 2, 0, 100, 30))
        expectFrame(t.frame(of: 1), rect((393 - 158) / 2 + 108, 0, 50, 30))
    }

    @Test func flexibleColumnsShareTheWidth() {
        let t = gridCells(Array(repeating: GridItem(.flexible()), count: 3), count: 4, width: 300)
        let w = (300 - 16) / 3.0
        expectFrame(t.frame(of: 1), rect(w + 8, 0, w, 30))
        expectFrame(t.frame(of: 3), rect(0, 38, w, 30))
    }

    @Test func flexibleColumnsRespectTheirMaximum() {
        let t = gridCells([GridItem(.flexible(maximum: 50)), GridItem(.flexible(maximum: 50))], count: 2, width: 300)
        expectFrame(t.frame(of: 0), rect(96, 0, 50, 30))
    }

    @Test func fixedAndFlexibleColumns() {
        let t = gridCells([GridItem(.fixed(100)), GridItem(.flexible())], count: 2, width: 300)
        expectFrame(t.frame(of: 1), rect(108, 0, 192, 30))
    }

    @Test func adaptiveColumnFitsAsManyAsItsMinimumAllows() {
        // floor((361 + 8) / (80 + 8)) = 4 columns of (361 - 3·8) / 4 = 84.25.
        let t = gridCells([GridItem(.adaptive(minimum: 80))], count: 5, width: 361)
        expectFrame(t.frame(of: 3), rect(3 * (84.25 + 8), 0, 84.25, 30))
        expectFrame(t.frame(of: 4), rect(0, 38, 84.25, 30))
    }

    @Test func lazyHGridLaysRowsAcross() {
        let t = layout(LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 10) {
            ForEach(0..<3, id: \.self) { i in Color.red.frame(width: 50).id(i) }
        }, proposal(nil, 200))
        // Rows 40 + 8 + 40 = 88 tall, centred in 200; columns 50 wide, 10 apart.
        expectFrame(t.frame(of: 0), rect(0, 56, 50, 40))
        expectFrame(t.frame(of: 1), rect(0, 56 + 48, 50, 40))
        expectFrame(t.frame(of: 2), rect(60, 56, 50, 40))
        expectSize(t.size, 110, 200)
    }

    // MARK: Grid

    @Test func gridColumnsAreAsWideAsTheirWidestCell() {
        let t = layout(Grid {
            GridRow { C(30, 10).id("a"); C(50, 10).id("b") }
            GridRow { C(60, 10).id("c"); C(20, 10).id("d") }
        })
        expectSize(t.size, 60 + 8 + 50, 10 + 8 + 10)
        expectFrame(t.frame(of: "a"), rect(15, 0, 30, 10))
        expectFrame(t.frame(of: "b"), rect(68, 0, 50, 10))
        expectFrame(t.frame(of: "d"), rect(68 + 15, 18, 20, 10))
    }

    @Test func gridColumnAlignmentAndSpanningCells() {
        let t = layout(Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 4) {
            GridRow { C(30, 10).id("a").gridColumnAlignment(.trailing); C(50, 10) }
            GridRow { C(60, 10); C(20, 10) }
            GridRow { C(100, 10).id("wide").gridCellColumns(2) }
        })
        expectFrame(t.frame(of: "a"), rect(30, 0, 30, 10))
        expectFrame(t.frame(of: "wide"), rect(0, 28, 100, 10))
        expectSize(t.size, 60 + 10 + 50, 38)
    }

    @Test func aLongTextSpanningTheRowWrapsWithinTheProposal() throws {
        // unseen30: a footnote spanning seven columns widened the grid past the screen.
        let note = "Ties are broken by head-to-head results, then by points difference, then by points scored."
        let t = layout(Grid(horizontalSpacing: 8, verticalSpacing: 4) {
            GridRow { C(40, 10).id("rank"); C(100, 10).id("name"); C(40, 10).id("points") }
            GridRow { Text(note).id("note").gridCellColumns(3) }
        }, proposal(240, 400))
        #expect(t.size.width <= 240, "\(t.size)")
        let frame = try #require(t.frame(of: "note"))
        #expect(frame.minX >= 0 && frame.maxX <= 240, "\(frame)")
        #expect(frame.height > 60, "\(frame)")    // at least three lines of 17-point text
        let rank = try #require(t.frame(of: "rank")), points = try #require(t.frame(of: "points"))
        #expect(rank.minX >= 0 && points.maxX <= 240)
    }

    // MARK: ViewThatFits

    @Test func viewThatFitsChoosesTheFirstChildThatFits() {
        let view = ViewThatFits { C(200, 10).id("wide"); C(100, 10).id("narrow") }
        let narrow = layout(view, proposal(150, 50))
        expectSize(narrow.size, 100, 10)
        let wide = layout(view, proposal(300, 50))
        expectSize(wide.size, 200, 10)
    }

    @Test func viewThatFitsFallsBackToTheLastChild() {
        let t = layout(ViewThatFits(in: .horizontal) { C(200, 10); C(120, 10) }, proposal(100, 50))
        expectSize(t.size, 120, 10)
    }
}
