import Foundation
import Testing
import BackplateTestSupport
@testable import BackplateCore

/// Bad input gets SwiftUI's fallback or a defined answer, never a crash.
@Suite(.tags(.layout, .regression)) struct BadInputTests {
    @Test func invalidFixedFrameDimensionsAreIgnored() {
        // SwiftUI treats negative or non-finite fixed dimensions as nil.
        expectSize(layout(Color.red.frame(width: -10, height: 20), proposal(100, 100)).size, 100, 20)
        expectSize(layout(Color.red.frame(width: .nan, height: .infinity), proposal(30, 40)).size, 30, 40)
        #expect(RuntimeWarning.emitted.contains("Invalid frame dimension (negative or non-finite)."))
    }

    @Test func flexibleFrameNormalisesLimits() {
        expectSize(layout(Color.red.frame(minWidth: -5, maxWidth: 50), proposal(100, 10)).size, 50, 10)
        expectSize(layout(Color.red.frame(minWidth: .nan, maxWidth: 50), proposal(100, 10)).size, 50, 10)
        // min > max without ideal: the axis adopts the child's size (SwiftUI's edge case).
        expectSize(layout(C(30, 10).frame(minWidth: 80, maxWidth: 40), proposal(100, 10)).size, 30, 10)
    }

    @Test func infiniteProposalToAGreedyViewIsPlacedAsZero() {
        // The greedy view answers infinity; the placed frame is finite (0), and renderers
        // report the infinite answer as an error (RobustnessRegressionTests).
        let t = layout(Color.red, .infinity)
        #expect(t.size == .zero)
    }

    @Test func nanAndNegativeProposalsAreSanitised() {
        expectSize(layout(Color.red, proposal(.nan, -5)).size, 10, 0)
    }

    @Test func nanOffsetsAndPositionsAreZero() {
        let t = layout(C(10, 10).offset(x: .nan, y: .infinity).id("c"))
        expectFrame(t.frame(of: "c"), rect(0, 0, 10, 10))
        let p = layout(C(10, 10).id("c").position(x: .nan, y: 5), proposal(20, 20))
        expectFrame(p.frame(of: "c"), rect(-5, 0, 10, 10))
    }

    @Test func emptyViewHasZeroSize() {
        let t = layout(EmptyView())
        expectSize(t.size, 0, 0)
        #expect(t.displayList().items.isEmpty)
        expectSize(layout(HStack {}).size, 0, 0)
        expectSize(layout(ZStack {}).size, 0, 0)
    }

    @Test func tenThousandDeepNesting() {
        var view = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0..<10_000 { view = AnyView(view.padding(1)) }
        let t = layout(view)
        expectSize(t.size, 20_010, 20_010)
        #expect(t.displayList().flattenedLeaves.count == 1)
    }

    @Test func aspectRatioZeroAndNaNAreIgnored() {
        expectSize(layout(Color.red.aspectRatio(0, contentMode: .fit), proposal(100, 50)).size, 50, 50)
        expectSize(layout(Color.red.aspectRatio(.nan, contentMode: .fit), proposal(100, 50)).size, 50, 50)
    }

    @Test func alignmentGuideReturningNaNFallsBack() {
        let t = layout(VStack(alignment: .leading) { C(10, 10); C(10, 10).alignmentGuide(.leading) { _ in .nan }.id("b") })
        #expect(t.frame(of: "b")?.minX == 0)
    }

    @Test func opacityIsClamped() {
        let list = layout(Color.red.frame(width: 1, height: 1).opacity(-3)).displayList()
        let plain = layout(Color.red.frame(width: 1, height: 1)).displayList()
        #expect(list == DisplayList(items: [.group(DisplayList.GroupItem(effect: .opacity(0), bounds: CGRect(x: 0, y: 0, width: 1, height: 1),
                                                                         items: plain.items))]))
    }
}
