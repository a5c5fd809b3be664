import Testing
import Foundation
import SwiftUI

/// iOS 26 API an app file writes and a still render draws as declared: toolbar content's shared
/// background and transition source, the search tab's activation, and the glass button style
/// made from a `Glass` value (iOS 26.1). Each compiles with Apple's spelling and draws exactly
/// what the same view without it draws (or, for the style, what `.glass(_:)` draws).
@MainActor
@Suite struct IOS26ToolbarAndSearchAPITests {
    func render<V: View>(_ view: V) throws -> Data {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 393, height: 300)
        return try renderer.render().pngData()
    }

    @Namespace private var namespace

    @Test func toolbarContentModifiersDrawTheItemsAsDeclared() throws {
        let plain = NavigationStack {
            Text("Body").navigationTitle("Title").toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                ToolbarItem(placement: .topBarLeading) { Image(systemName: "circle.fill") }
            }
        }
        let modified = NavigationStack {
            Text("Body").navigationTitle("Title").toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                    .matchedTransitionSource(id: "edit", in: namespace)
                ToolbarItem(placement: .topBarLeading) { Image(systemName: "circle.fill") }
                    .sharedBackgroundVisibility(.hidden)
            }
        }
        #expect(try render(modified) == render(plain))
    }

    @Test func tabViewSearchActivationDrawsTheTabsAsDeclared() throws {
        let tabs = TabView {
            Tab("Books", systemImage: "book") { Text("Books") }
            Tab(role: .search) { Text("Search") }
        }
        #expect(try render(tabs.tabViewSearchActivation(.searchTabSelection)) == render(tabs))
        #expect(TabSearchActivation.automatic != .searchTabSelection)
    }

    @Test func aGlassButtonStyleMadeFromAGlassDrawsAsGlassOfIt() throws {
        let button = Button("Play") {}
        let made = try render(button.buttonStyle(GlassButtonStyle(.clear)))
        #expect(made == (try render(button.buttonStyle(.glass(.clear)))))
        #expect(made != (try render(button)))
    }
}
