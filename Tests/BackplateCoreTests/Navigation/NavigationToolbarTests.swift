import Foundation
import Testing
import BackplateSnapshotTesting
import BackplateTestSupport
@testable import BackplateCore

/// A custom toolbar content type, as apps write them.
private struct EditorToolbar: ToolbarContent {
    var showsShare: Bool
    var body: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) { Color.red.frame(width: 40, height: 20).id("cancel") }
        if showsShare {
            ToolbarItem(placement: .primaryAction) { Color.blue.frame(width: 20, height: 20).id("share") }
        }
        ToolbarItemGroup(placement: .bottomBar) {
            Color.green.frame(width: 20, height: 20).id("bottom")
        }
    }
}

@Suite(.tags(.layout)) struct NavigationToolbarTests {
    let phone = proposal(393, 852)

    @Test(.backplateLook(.iOS18)) func customToolbarContentPlacesItsItems() {
        let t = layout(NavigationStack { Color.gray.id("content").toolbar { EditorToolbar(showsShare: true) } }, phone)
        expectFrame(t.frame(of: "cancel"), rect(16, 12, 40, 20))          // leading, at the bar's margin
        expectFrame(t.frame(of: "share"), rect(393 - 16 - 20, 12, 20, 20)) // trailing
        // The bottom toolbar is 44 tall; a single item is centred in it; the content ends above it.
        expectFrame(t.frame(of: "bottom"), rect((393 - 20) / 2, 852 - 44 + 12, 20, 20))
        expectFrame(t.frame(of: "content"), rect(0, 44, 393, 852 - 44 - 44))
    }

    /// iOS 26: each item is its label plus 6 points on both sides, at least 44 square, on a
    /// glass capsule at the bar's margin (NativePHP/mobile-air#442); the bottom item is centred.
    @Test(.backplateLook(.iOS26)) func customToolbarContentSitsOnGlassCapsulesInIOS26() {
        let t = layout(NavigationStack { Color.gray.id("content").toolbar { EditorToolbar(showsShare: true) } }, phone)
        expectFrame(t.frame(of: "cancel"), rect(16 + 6, 12, 40, 20))
        expectFrame(t.frame(of: "share"), rect(393 - 16 - 44 + 12, 12, 20, 20))
        expectFrame(t.frame(of: "bottom"), rect((393 - 20) / 2, 852 - 44 + 12, 20, 20))
        expectFrame(t.frame(of: "content"), rect(0, 44, 393, 852 - 44 - 44))
    }

    @Test func conditionalToolbarItemsCanBeLeftOut() {
        let t = layout(NavigationStack { Color.gray.toolbar { EditorToolbar(showsShare: false) } }, phone)
        #expect(t.frame(of: "share") == nil)
        #expect(t.frame(of: "cancel") != nil)
    }

    @Test func principalItemReplacesTheTitle() {
        let t = layout(NavigationStack {
            Color.gray.navigationTitle("Hidden").navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .principal) { Color.red.frame(width: 60, height: 30).id("principal") } }
        }, phone)
        expectFrame(t.frame(of: "principal"), rect((393 - 60) / 2, 7, 60, 30))
    }

    @Test func presentedDestinationsArePushed() {
        let viaFlag = layout(NavigationStack {
            Color.gray.id("root").navigationDestination(isPresented: .constant(true)) { Color.green.id("pushed") }
        }, phone)
        #expect(viaFlag.frame(of: "root") == nil)
        #expect(viaFlag.frame(of: "pushed") != nil)
        let viaItem = layout(NavigationStack {
            Color.gray.navigationDestination(item: .constant(Optional(7))) { n in Color.green.id("item \(n)") }
        }, phone)
        #expect(viaItem.frame(of: "item 7") != nil)
        let viaLink = layout(NavigationStack {
            NavigationLink(isActive: .constant(true)) { Color.green.id("linked") } label: { Text("Go") }
        }, phone)
        #expect(viaLink.frame(of: "linked") != nil)
        let inactive = layout(NavigationStack {
            NavigationLink(isActive: .constant(false)) { Color.green.id("linked") } label: { Text("Go") }
        }, phone)
        #expect(inactive.frame(of: "linked") == nil)
    }

    @Test func typedPathsAndNavigationPathOperations() {
        var path = NavigationPath()
        #expect(path.isEmpty)
        path.append("a")
        path.append(2)
        #expect(path.count == 2)
        path.removeLast()
        #expect(path.count == 1)
        path.removeLast(5)
        #expect(path.isEmpty)
        let t = layout(NavigationStack(path: .constant(["first", "second"])) {
            Color.gray.navigationDestination(for: String.self) { s in Color.green.id(s) }
        }, phone)
        #expect(t.frame(of: "second") != nil)
        #expect(t.frame(of: "first") == nil)
    }

    @Test func splitViewShowsTheSidebarOrThePreferredColumn() {
        let sidebar = layout(NavigationSplitView { Color.red.id("sidebar") } content: { Color.blue.id("content") } detail: {
            Color.green.id("detail")
        }, phone)
        #expect(sidebar.frame(of: "sidebar") != nil && sidebar.frame(of: "detail") == nil)
        let detail = layout(NavigationSplitView(columnVisibility: .constant(.all), preferredCompactColumn: .constant(.detail)) {
            Color.red.id("sidebar")
        } detail: {
            Color.green.id("detail")
        }, phone)
        #expect(detail.frame(of: "detail") != nil && detail.frame(of: "sidebar") == nil)
    }

    @Test func navigationViewShowsItsFirstChild() {
        let t = layout(NavigationView { Color.red.id("primary"); Color.blue.id("placeholder") }, phone)
        #expect(t.frame(of: "primary") != nil)
        #expect(t.frame(of: "placeholder") == nil)
    }

    @Test func collapsedSectionsShowOnlyTheirHeader() {
        let t = layout(List {
            Section("Open") { Text("A").id("a") }
            Section("Closed", isExpanded: .constant(false)) { Text("B").id("b") }
        }, proposal(393, 600))
        #expect(t.frame(of: "a") != nil)
        #expect(t.frame(of: "b") == nil)
    }

    @Test func sectionsOutsideListsAreFlattened() {
        let t = layout(VStack(spacing: 0) {
            Section { C(10, 10).id("row") } header: { C(10, 5).id("header") } footer: { C(10, 7).id("footer") }
        })
        expectFrame(t.frame(of: "header"), rect(0, 0, 10, 5))
        expectFrame(t.frame(of: "row"), rect(0, 5, 10, 10))
        expectFrame(t.frame(of: "footer"), rect(0, 15, 10, 7))
    }

    @Test func lazyVStackFillsTheWidth() {
        let t = layout(LazyVStack(alignment: .leading, spacing: 4) { C(50, 10).id("a"); C(80, 10).id("b") }, proposal(300, nil))
        expectSize(t.size, 300, 24)
        expectFrame(t.frame(of: "b"), rect(0, 14, 80, 10))
    }
}

@Suite(.tags(.layout)) struct SearchableLayoutTests {
    @Test func searchFieldAddsFiftyTwoPointsBelowTheLargeTitle() {
        let t = layout(NavigationStack {
            Color.red.id("content").navigationTitle("Notes").searchable(text: .constant(""))
        }, proposal(393, 852))
        expectFrame(t.frame(of: "content"), rect(0, 96 + 52, 393, 852 - 96 - 52))
    }
}

@Suite(.backplateLook(.iOS18), .tags(.layout)) struct ListSeparatorTests {
    func separatorFrames(_ tree: LayoutTree) -> [CGRect] {
        tree.displayList().flattenedLeaves.compactMap { item -> CGRect? in
            guard case .shape(let s) = item, s.frame.height < 1.01, s.frame.width > 100 else { return nil }
            return s.frame
        }
    }

    @Test func separatorsStartAtTheRowTextAndLabelTitles() {
        let plain = layout(List { Text("A"); Text("B") }, proposal(393, 400))
        let separators: [CGRect] = separatorFrames(plain)
        let minXs: [CGFloat] = separators.map(\.minX), maxXs: [CGFloat] = separators.map(\.maxX)
        #expect(minXs == [40])
        #expect(maxXs == [373])
        let custom = layout(List {
            HStack { C(30, 30); Text("A").alignmentGuide(.listRowSeparatorLeading) { $0[.leading] } }
            Text("B")
        }, proposal(393, 400))
        let textLeading: CGFloat = 40 + 30 + 8
        #expect(separatorFrames(custom).map(\.minX) == [textLeading])
    }
}

@Suite(.tags(.layout)) struct ContainerBadInputTests {
    @Test func emptyAndDegenerateContainersLayOutWithoutCrashing() {
        expectSize(layout(TabView { EmptyView() }, proposal(300, 400)).size, 300, 400)
        expectSize(layout(ViewThatFits { EmptyView() }, proposal(300, 400)).size, 0, 0)
        expectSize(layout(Grid { EmptyView() }, proposal(300, 400)).size, 0, 0)
        let list = layout(List { EmptyView() }, proposal(300, 400))
        expectSize(list.size, 300, 400)
        let grid = layout(LazyVGrid(columns: [GridItem(.adaptive(minimum: 0)), GridItem(.flexible(minimum: 50, maximum: 10)),
                                              GridItem(.fixed(-20))]) {
            ForEach(0..<4, id: \.self) { _ in Color.red.frame(height: 10) }
        }, proposal(120, nil))
        #expect(grid.size.width == 120 && grid.size.height.isFinite)
        let cells = layout(Grid { GridRow { Color.red.frame(width: 10, height: 10).gridCellColumns(-3) } }, .unspecified)
        expectSize(cells.size, 10, 10)
        var path = NavigationPath(Array(0..<500))
        path.removeLast(-1)
        #expect(path.count == 500)
        let deep = layout(NavigationStack(path: .constant(path)) {
            Color.red.navigationDestination(for: Int.self) { n in Color.blue.id(n) }
        }, proposal(300, 400))
        #expect(deep.frame(of: 63) != nil)                      // at most 64 screens are pushed
        let canvas = layout(Canvas { context, size in
            for _ in 0..<10 { context.fill(Path(CGRect(x: CGFloat.nan, y: 0, width: CGFloat.infinity, height: -5)), with: .color(.red)) }
        }.frame(width: 50, height: 50), .unspecified)
        expectSize(canvas.size, 50, 50)
        _ = canvas.displayList()
    }
}

@Suite(.backplateLook(.iOS18), .tags(.layout)) struct ScrollAndRowEnvironmentTests {
    @Test func contentMarginsInsetScrollContent() {
        let t = layout(ScrollView { C(50, 20).id("c") }.contentMargins(.horizontal, 30), proposal(200, 100))
        expectFrame(t.frame(of: "c"), rect(30, 0, 50, 20))
        // Across its scroll axis a scroll view is as wide as its content and margins.
        expectSize(t.size, 110, 100)
    }

    @Test func defaultMinListRowHeightSetsTheRowHeight() {
        let t = layout(List { C(10, 10).id("a"); C(10, 10).id("b") }.environment(\.defaultMinListRowHeight, 60),
                       proposal(393, 400))
        #expect(abs((t.frame(of: "b")?.midY ?? 0) - (t.frame(of: "a")?.midY ?? 0) - 60) < 0.001)
    }
}

@Suite(.tags(.layout)) struct TabBarVisibilityTests {
    @Test func theShownScreenCanHideTheTabBar() {
        let hidden = layout(TabView {
            NavigationStack(path: .constant([1])) {
                Color.red.navigationDestination(for: Int.self) { _ in Color.blue.id("detail").toolbar(.hidden, for: .tabBar) }
            }
            .tabItem { Text("A") }
        }, proposal(393, 852))
        expectFrame(hidden.frame(of: "detail"), rect(0, 44, 393, 852 - 44))   // no tab bar below
        let rootOnly = layout(TabView {
            NavigationStack {
                Color.red.id("root").navigationDestination(isPresented: .constant(false)) {
                    Color.blue.toolbar(.hidden, for: .tabBar)
                }
            }
            .tabItem { Text("A") }
        }, proposal(393, 852))
        expectFrame(rootOnly.frame(of: "root"), rect(0, 44, 393, 852 - 44 - 49))
    }
}
