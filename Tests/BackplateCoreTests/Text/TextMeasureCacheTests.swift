import Testing
import BackplateTestSupport
import Foundation
@testable import BackplateCore

/// A text engine that counts how often text is shaped.
final class CountingTextEngine: TextEngine {
    let inner = FixedMetricsTextEngine()
    var requests: [TextLayoutRequest] = []
    func layout(_ request: TextLayoutRequest) -> TextLayoutResult {
        requests.append(request)
        return inner.layout(request)
    }
}

/// Measured text goes through the layout cache: a string under a proposal is shaped once per
/// layout, however often stacks probe it and however many views show it.
@Suite(.tags(.layout)) struct TextMeasureCacheTests {
    func layout<V: View>(_ view: V, engine: CountingTextEngine, proposal: ProposedViewSize = .unspecified) -> LayoutTree {
        LayoutTree.make(view, proposal: proposal, environment: EnvironmentValues(), textEngine: engine)
    }

    @Test func eachDistinctRequestIsShapedOnce() {
        let engine = CountingTextEngine()
        // Stacks probe every child with several proposals (0, ∞, the offer, the placement).
        let tree = layout(HStack { VStack { Text("Same"); Text("Same") }; Text("Other"); Color.red }, engine: engine,
                          proposal: ProposedViewSize(width: 300, height: 100))
        _ = tree.displayList()
        #expect(engine.requests.count == Set(engine.requests).count)
        #expect(!engine.requests.isEmpty)
    }

    @Test func equalTextsShareMeasurements() {
        let equal = CountingTextEngine(), different = CountingTextEngine()
        let proposal = ProposedViewSize(width: 300, height: 100)
        _ = layout(VStack { Text("Same"); Text("Same") }, engine: equal, proposal: proposal).displayList()
        _ = layout(VStack { Text("Same"); Text("Else") }, engine: different, proposal: proposal).displayList()
        // Two equal texts cost what one costs; two different ones twice that.
        #expect(Set(equal.requests).count == equal.requests.count)
        #expect(different.requests.count == 2 * equal.requests.count)
    }

    @Test func oneTextMeasuredOncePerProposal() {
        let engine = CountingTextEngine()
        _ = layout(Text("Hello").padding().frame(width: 200), engine: engine)
        let widths = engine.requests.map(\.width)
        #expect(widths.count == Set(widths).count)
    }
}
