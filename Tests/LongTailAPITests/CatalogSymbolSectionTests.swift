import Testing
import Foundation
import SwiftUI

/// What Xcode 26 generates for a manually managed String Catalog key: a static resource whose
/// default value is the catalog's source-language text (the key differs from it).
private extension LocalizedStringResource {
    static var trainingTotals: LocalizedStringResource {
        LocalizedStringResource("trainingTotals", defaultValue: "Training totals")
    }
    static var progressTitle: LocalizedStringResource {
        LocalizedStringResource("progressTitle", defaultValue: "Your progress")
    }
    static var close: LocalizedStringResource {
        LocalizedStringResource("close", defaultValue: "Close")
    }
}

/// Workout trackers title their list sections and screens with generated String Catalog symbols:
/// `Section(.trainingTotals) { ... }` and `.navigationTitle(.progressTitle)` take the resource.
@Suite struct CatalogSymbolSectionTests {
    private func texts<V: View>(_ view: V) -> [(String, CGRect)] {
        ImageRenderer(content: view.frame(width: 393, height: 300)).displayList().drawnTexts.map { ($0.0, $0.1) }
    }

    @Test func aSectionTitledWithAGeneratedSymbolDrawsItsDefaultValueWhereALiteralTitleIs() {
        let symbol = texts(List { Section(.trainingTotals) { Text("Push-ups: 120") } })
        let literal = texts(List { Section("Training totals") { Text("Push-ups: 120") } })
        #expect(symbol.map(\.0) == literal.map(\.0))
        #expect(symbol.map(\.1) == literal.map(\.1))
        // iOS 26's inset-grouped header: the title, then the row, below it.
        #expect(symbol.count == 2)
        #expect(!symbol.contains { $0.0.contains("trainingTotals") })
        if symbol.count == 2 { #expect(symbol[0].1.maxY <= symbol[1].1.minY) }
    }

    @Test func aNavigationTitleFromAGeneratedSymbolDrawsItsDefaultValueWhereALiteralTitleIs() {
        let symbol = texts(NavigationStack { Text("120 push-ups").navigationTitle(.progressTitle) })
        let literal = texts(NavigationStack { Text("120 push-ups").navigationTitle("Your progress") })
        #expect(symbol.map(\.0) == literal.map(\.0))
        #expect(symbol.map(\.1) == literal.map(\.1))
        #expect(symbol.map(\.0).contains("Your progress"))
        #expect(!symbol.contains { $0.0.contains("progressTitle") })
    }

    @Test func aButtonTitledWithAGeneratedSymbolDrawsItsDefaultValueWhereALiteralTitleIs() {
        // `.close` is the catalog's symbol here, not iOS 26's `ButtonRole.close`.
        let symbol = texts(VStack { Button(.close) {}; Button(.close, role: .cancel) {} })
        let literal = texts(VStack { Button("Close") {}; Button("Close", role: .cancel) {} })
        #expect(symbol.map(\.0) == ["Close", "Close"])
        #expect(symbol.map(\.1) == literal.map(\.1))
    }
}
