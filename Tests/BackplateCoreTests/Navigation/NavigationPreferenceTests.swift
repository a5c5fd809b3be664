import Foundation
import Testing
@testable import BackplateCore

/// Navigation's title, toolbar and bar settings travel up as preference keys, read from a
/// screen's resolved nodes before layout (`PreferenceCollector.resolvedValues`) with each
/// key's reduce.
@Suite struct NavigationPreferenceTests {
    /// The navigation values `view` produces when resolved as (or outside) a screen's content.
    private func values<V: View>(_ view: V, inScreen: Bool = true) -> PreferenceValues {
        let resolver = Resolver()
        var environment = EnvironmentValues()
        environment.isInNavigationScreen = inScreen
        let context = ResolveContext(environment: environment, stackOrientation: nil, modifierContent: nil, resolver: resolver)
        return PreferenceCollector.resolvedValues(of: resolver.resolve(view, context), stack: resolver.stack)
    }

    @Test func theInnermostAndFirstTitleWins() {
        let screen = values(VStack {
            Color.red.navigationTitle("First").navigationTitle("Outer of first")
            Color.blue.navigationTitle("Second")
        }.navigationTitle("Screen").navigationSubtitle("Sub"))
        #expect(screen.value(NavigationTitleKey.self)?.plainString == "First")
        #expect(screen.value(NavigationSubtitleKey.self)?.plainString == "Sub")
        let modifierOnly = values(Color.red.navigationTitle("Only"))
        #expect(modifierOnly.value(NavigationTitleKey.self)?.plainString == "Only")
    }

    @Test func toolbarItemsAppendInTreeOrderAndAViewListsModifierCountsOnce() {
        let screen = values(VStack {
            Color.red.toolbar { Color.red.id("a") }
            Group { Color.blue; Color.green }.toolbar { Color.blue.id("b") }
        }.toolbar {
            ToolbarItem(placement: .topBarLeading) { Color.green.id("c") }
            ToolbarItem(placement: .bottomBar) { Color.green.id("d") }
        })
        let placements = screen.value(ToolbarItemsKey.self).map(\.placement)
        #expect(placements == [.automatic, .automatic, .topBarLeading, .bottomBar])
    }

    @Test func eachBarKeepsItsFirstSetting() {
        let screen = values(Color.red
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarBackground(.hidden, for: .navigationBar, .tabBar)
            .navigationBarTitleDisplayMode(.inline)
            .toolbarTitleDisplayMode(.inlineLarge))
        #expect(screen.value(BarBackgroundVisibilityKey.self) == [.navigationBar: .visible, .tabBar: .hidden])
        #expect(screen.value(NavigationTitleModeKey.self)?.mode == .inline)
        #expect(screen.value(NavigationTitleModeKey.self)?.inlineLarge == false)
        #expect(screen.value(NavigationBackButtonHiddenKey.self) == false)
        #expect(values(Color.red.navigationBarBackButtonHidden()).value(NavigationBackButtonHiddenKey.self))
    }

    @Test func nothingIsWrittenOutsideAScreen() {
        let outside = values(Color.red.navigationTitle("T").toolbar { Color.red }.searchable(text: .constant("")),
                             inScreen: false)
        #expect(outside.isEmpty)
    }

    @Test func aNavigationStackConsumesItsScreensValues() {
        let nested = values(NavigationStack {
            Color.gray.navigationTitle("Inner").toolbar { Color.red }
                .navigationDestination(for: Int.self) { _ in Color.blue }
        })
        #expect(nested.isEmpty)
        #expect(nested.value(NavigationTitleKey.self) == nil)
        #expect(nested.value(ToolbarItemsKey.self).isEmpty)
        // A title set on the stack itself belongs to the enclosing screen.
        let titled = values(NavigationStack { Color.gray.navigationTitle("Inner") }.navigationTitle("Outer"))
        #expect(titled.value(NavigationTitleKey.self)?.plainString == "Outer")
    }
}
