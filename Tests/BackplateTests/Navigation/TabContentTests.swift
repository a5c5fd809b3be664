import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCore

/// iOS 18's tab model on Apple's shape: `TabContent`, `TabContentBuilder` (sections, `ForEach`,
/// `Group`, conditionals, custom content), the `TabContent` modifiers and the warnings for
/// what a still render does not draw.
@MainActor
@Suite(.tags(.pixels)) struct TabContentTests {
    enum Screen: Hashable { case home, search, saved, profile }

    private func render<V: View>(_ view: V) throws -> RenderedImage {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 393, height: 300)
        return try renderer.render()
    }

    private func png<V: View>(_ view: V) throws -> Data { try render(view).pngData() }

    /// The iOS 13 form: three tagged views with tab items.
    private func tagged(selection: Screen) -> some View {
        TabView(selection: .constant(selection)) {
            Color.red.tabItem { Label("Home", systemImage: "house") }.tag(Screen.home)
            Color.green.tabItem { Label("Saved", systemImage: "bookmark") }.tag(Screen.saved)
            Color.blue.tabItem { Label("Profile", systemImage: "person") }.tag(Screen.profile)
        }
    }

    @Test func tabsDrawTheSameTabBarAsTabItems() throws {
        let tabs = TabView(selection: .constant(Screen.saved)) {
            Tab("Home", systemImage: "house", value: .home) { Color.red }
            Tab("Saved", systemImage: "bookmark", value: .saved) { Color.green }
            Tab("Profile", systemImage: "person", value: .profile) { Color.blue }
        }
        let image = try render(tabs)
        #expect(try image.pngData() == png(tagged(selection: .saved)))
        // The selected tab's content (green) fills the space above the 49-point bar.
        #expect(rgba(image, 196, 100) == rgba(try render(Color.green.frame(width: 393, height: 300)), 196, 100))
    }

    @Test func theSelectionPicksTheTabWithThatValue() throws {
        for (screen, colour) in [(Screen.home, Color.red), (.saved, .green), (.profile, .blue)] {
            let tabs = TabView(selection: .constant(screen)) {
                Tab("Home", systemImage: "house", value: .home) { Color.red }
                Tab("Saved", systemImage: "bookmark", value: .saved) { Color.green }
                Tab("Profile", systemImage: "person", value: .profile) { Color.blue }
            }
            let reference = try render(colour.frame(width: 393, height: 300))
            #expect(rgba(try render(tabs), 196, 100) == rgba(reference, 196, 100))
        }
    }

    @Test func anOptionalSelectionMatchesTabsGivenPlainValues() throws {
        let tabs = TabView(selection: .constant(Screen?.some(.profile))) {
            Tab("Home", systemImage: "house", value: Screen.home) { Color.red }
            Tab("Saved", systemImage: "bookmark", value: Screen.saved) { Color.green }
            Tab("Profile", systemImage: "person", value: Screen.profile) { Color.blue }
        }
        #expect(try png(tabs) == png(tagged(selection: .profile)))
    }

    @Test func sectionsForEachGroupsAndConditionalsListTheirTabsInLine() throws {
        let showProfile = true
        let rest: [Screen] = [.saved]
        let built = TabView(selection: .constant(Screen.saved)) {
            Group {
                Tab("Home", systemImage: "house", value: Screen.home) { Color.red }
            }
            TabSection("Collections") {
                ForEach(rest, id: \.self) { screen in
                    Tab("Saved", systemImage: "bookmark", value: screen) { Color.green }
                }
            }
            if showProfile {
                Tab("Profile", systemImage: "person", value: .profile) { Color.blue }
            } else {
                Tab("Search", systemImage: "magnifyingglass", value: .search) { Color.gray }
            }
            if !showProfile {
                Tab("Search", systemImage: "magnifyingglass", value: .search) { Color.gray }
            }
        }
        #expect(try png(built) == png(tagged(selection: .saved)))
    }

    struct MainTabs: TabContent {
        var body: some TabContent<Screen> {
            Tab("Home", systemImage: "house", value: .home) { Color.red }
            Tab("Saved", systemImage: "bookmark", value: .saved) { Color.green }
        }
    }

    @Test func customTabContentIsExpandedFromItsBody() throws {
        let tabs = TabView(selection: .constant(Screen.saved)) {
            MainTabs()
            Tab("Profile", systemImage: "person", value: .profile) { Color.blue }
        }
        #expect(try png(tabs) == png(tagged(selection: .saved)))
    }

    @Test func aBadgeOnATabDrawsAsOnATabItem() throws {
        let tabs = TabView(selection: .constant(Screen.home)) {
            Tab("Home", systemImage: "house", value: .home) { Color.red }
            Tab("Saved", systemImage: "bookmark", value: .saved) { Color.green }.badge(3)
            Tab("Profile", systemImage: "person", value: .profile) { Color.blue }.badge("New")
        }
        let items = TabView(selection: .constant(Screen.home)) {
            Color.red.tabItem { Label("Home", systemImage: "house") }.tag(Screen.home)
            Color.green.tabItem { Label("Saved", systemImage: "bookmark") }.tag(Screen.saved).badge(3)
            Color.blue.tabItem { Label("Profile", systemImage: "person") }.tag(Screen.profile).badge("New")
        }
        let image = try render(tabs)
        #expect(try image.pngData() == png(items))
        #expect(try image.pngData() != png(tagged(selection: .home)))
    }

    @Test func tabsKeptOutOfTheTabBarLeaveIt() throws {
        let twoTabs = TabView(selection: .constant(Screen.home)) {
            Tab("Home", systemImage: "house", value: .home) { Color.red }
            Tab("Profile", systemImage: "person", value: .profile) { Color.blue }
        }
        let reference = try png(twoTabs)
        let sidebarOnly = TabView(selection: .constant(Screen.home)) {
            Tab("Home", systemImage: "house", value: .home) { Color.red }
            Tab("Saved", systemImage: "bookmark", value: .saved) { Color.green }.tabPlacement(.sidebarOnly)
            Tab("Profile", systemImage: "person", value: .profile) { Color.blue }.tabPlacement(.pinned)
        }
        let hiddenFromBar = TabView(selection: .constant(Screen.home)) {
            Tab("Home", systemImage: "house", value: .home) { Color.red }
            Tab("Saved", systemImage: "bookmark", value: .saved) { Color.green }.defaultVisibility(.hidden, for: .tabBar)
            Tab("Profile", systemImage: "person", value: .profile) { Color.blue }.defaultVisibility(.hidden, for: .sidebar)
        }
        let hidden = TabView(selection: .constant(Screen.home)) {
            Tab("Home", systemImage: "house", value: .home) { Color.red }.hidden(false)
            Tab("Saved", systemImage: "bookmark", value: .saved) { Color.green }.hidden()
            Tab("Profile", systemImage: "person", value: .profile) { Color.blue }
        }
        #expect(try png(sidebarOnly) == reference)
        #expect(try png(hiddenFromBar) == reference)
        #expect(try png(hidden) == reference)
    }

    @Test func inertModifiersChangeNothingDrawn() throws {
        let tabs = TabView(selection: .constant(Screen.saved)) {
            Tab("Home", systemImage: "house", value: .home) { Color.red }
                .customizationID("home").customizationBehavior(.disabled, for: .sidebar, .tabBar)
            Tab("Saved", systemImage: "bookmark", value: .saved) { Color.green }
                .accessibilityLabel("Saved items").accessibilityHint("Shows saved items").contextMenu { Text("Pin") }
            Tab("Profile", systemImage: "person", value: .profile) { Color.blue }
                .accessibilityIdentifier("profile").swipeActions { Text("Hide") }
        }
        .tabViewStyle(.sidebarAdaptable)
        #expect(try png(tabs) == png(tagged(selection: .saved)))
    }

    @Test func theTabBarPlacementIsTheBottomBarInsideATab() throws {
        struct PlacementSwatch: View {
            @Environment(\.tabBarPlacement) private var placement
            var body: some View { placement == .bottomBar ? Color.green : Color.red }
        }
        let green = rgba(try render(Color.green.frame(width: 393, height: 300)), 196, 100)
        let red = rgba(try render(Color.red.frame(width: 393, height: 300)), 196, 100)
        let tabs = TabView { Tab("Home", systemImage: "house") { PlacementSwatch() } }
        #expect(rgba(try render(tabs), 196, 100) == green)
        #expect(rgba(try render(PlacementSwatch().frame(width: 393, height: 300)), 196, 100) == red)
    }

    @Test func whatAStillRenderDoesNotDrawIsNamedInAWarning() throws {
        var customization = TabViewCustomization()
        customization[sidebarVisibility: "saved"] = .hidden
        #expect(customization[sidebarVisibility: "saved"] == .hidden)
        #expect(customization[sidebarVisibility: "home"] == .automatic)
        let (_, warnings) = try RuntimeWarning.collecting {
            try render(TabView(selection: .constant(Screen.home)) {
                Tab("Home", systemImage: "house", value: .home) { Color.red }
                Tab(value: .search, role: .search) { Color.gray }
            }
            .tabViewCustomization(.constant(customization))
            .tabBarMinimizeBehavior(.onScrollDown))
        }
        // The search tab is drawn (apart, in the iOS 26 look): nothing to warn about.
        #expect(!warnings.contains { $0.contains("role: .search") })
        #expect(warnings.contains { $0.hasPrefix("tabViewCustomization: the tabs are drawn as declared") })
        #expect(warnings.contains { $0.hasPrefix("tabBarMinimizeBehavior: the tab bar is drawn at its normal size") })
        let (_, quiet) = try RuntimeWarning.collecting {
            try render(TabView(selection: .constant(Screen.home)) {
                Tab("Home", systemImage: "house", value: .home) { Color.red }
            }
            .tabViewCustomization(.constant(TabViewCustomization()))
            .tabBarMinimizeBehavior(.never))
        }
        #expect(!quiet.contains { $0.contains("tabViewCustomization") || $0.contains("tabBarMinimizeBehavior") || $0.contains("role: .search") })
    }

    /// unseen38's DailyLock keeps its sidebar customization in `@AppStorage` with no default
    /// (iOS 18's initializer); a stored customization is read back, else an empty one.
    @Test func aCustomizationIsKeptInAppStorage() throws {
        struct Sidebar: View {
            @AppStorage("sidebarCustomizations") var customization: TabViewCustomization
            var body: some View {
                customization[sidebarVisibility: "saved"] == .hidden ? Color.green : Color.red
            }
        }
        let green = rgba(try render(Color.green.frame(width: 40, height: 40)), 20, 20)
        let red = rgba(try render(Color.red.frame(width: 40, height: 40)), 20, 20)
        let defaults = try #require(UserDefaults(suiteName: "TabContentTests-\(UUID().uuidString)"))
        #expect(rgba(try render(Sidebar().defaultAppStorage(defaults).frame(width: 40, height: 40)), 20, 20) == red)
        var saved = TabViewCustomization()
        saved[sidebarVisibility: "saved"] = .hidden
        defaults.set(try JSONEncoder().encode(saved), forKey: "sidebarCustomizations")
        #expect(rgba(try render(Sidebar().defaultAppStorage(defaults).frame(width: 40, height: 40)), 20, 20) == green)
    }

    /// unseen31's BookingSense: `Tab(value: 0) { Text("General"); GeneralStatsView() }` in a
    /// page-style tab view. A tab is one page; its views stack as a hosting root's do.
    @Test func aTabWithSeveralViewsIsOnePageWithThemStacked() throws {
        let view = TabView(selection: .constant(0)) {
            Tab(value: 0) {
                Text("General").id("title")
                Color.orange.frame(width: 200, height: 100).id("chart")
            } label: { Label("General", systemImage: "house") }
            Tab(value: 1) {
                Text("Timeline")
                Color.blue.frame(width: 200, height: 100)
            } label: { Label("Timeline", systemImage: "clock") }
        }
        .tabViewStyle(.page)
        let tree = phoneLayout(view, height: 400)
        let title = try #require(tree.frame(of: "title")), chart = try #require(tree.frame(of: "chart"))
        // Title above the orange block, placed as a VStack of the two centred in the page.
        let stacked = phoneLayout(VStack { Text("General").id("title"); Color.orange.frame(width: 200, height: 100).id("chart") }
            .frame(maxWidth: .infinity, maxHeight: .infinity), height: 400)
        #expect(title == stacked.frame(of: "title") && chart == stacked.frame(of: "chart"), "\(title) \(chart)")
        #expect(title.maxY < chart.minY && abs((title.minY + chart.maxY) / 2 - 200) < 0.01)
        // Two tabs, two pages: the indicator draws two dots (it drew four, a page a view).
        #expect(tree.nodeSummaries.filter { $0.label == "Circle" }.count == 2)
    }
}

