import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCore

/// iOS 18's `Tab` initializers with a label view, without a value, and with an asset-catalog
/// image: each draws the tab bar item its label describes.
@MainActor
@Suite(.tags(.pixels)) struct TabInitializerTests {
    private func render<V: View>(_ view: V) throws -> Data {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 393, height: 300)
        return try renderer.render().pngData()
    }

    @Test func aTabWithALabelViewDrawsAsTheTitleAndSymbolForm() throws {
        let titled = TabView {
            Tab("Home", systemImage: "house") { Text("A") }
            Tab("Settings", systemImage: "gear") { Text("B") }
        }
        let labelled = TabView {
            Tab { Text("A") } label: { Label("Home", systemImage: "house") }
            Tab(role: nil) { Text("B") } label: { Label("Settings", systemImage: "gear") }
        }
        let valued = TabView(selection: .constant(1)) {
            Tab(value: 1, role: nil) { Text("A") } label: { Label("Home", systemImage: "house") }
            Tab(value: 2) { Text("B") } label: { Label("Settings", systemImage: "gear") }
        }
        let reference = try render(titled)
        #expect(try render(labelled) == reference)
        #expect(try render(valued) == reference)
        // A tab without a label has an empty item: the bar no longer matches.
        #expect(try render(TabView { Tab { Text("A") }; Tab("Settings", systemImage: "gear") { Text("B") } }) != reference)
    }

    @Test func aTabWithAnAssetImageLoadsItAsImageDoes() throws {
        let (_, warnings) = try RuntimeWarning.collecting {
            _ = try render(TabView {
                Tab("Home", image: "no-such-tab-asset") { Text("A") }
                Tab("Saved", image: "no-such-tab-asset-3") { Text("B") }
            })
            _ = try render(TabView(selection: .constant(2)) {
                Tab("Home", image: "no-such-tab-asset-2", value: 1) { Text("A") }
                Tab("Saved", image: "no-such-tab-asset-2", value: 2) { Text("B") }
            })
        }
        #expect(warnings.contains { $0.contains("'no-such-tab-asset'") })
        #expect(warnings.contains { $0.contains("'no-such-tab-asset-2'") })
    }
}
