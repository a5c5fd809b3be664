import Foundation
import Testing
import BackplateSnapshotTesting
import BackplateTestSupport
@testable import BackplateCore

/// HStack/VStack distribution (docs/layout-rules.md §4.3), frames (§2), fixedSize and priorities.
@Suite(.backplateLook(.iOS18), .tags(.layout)) struct StackLayoutTests {
    @Test func flexibleChildrenShareByFlexibility() {
        // Least flexible first: the 0...100 frame gets 300/3 = 100, the colours share the rest.
        let t = layout(HStack(spacing: 0) {
            Color.red.id("a")
            Color.green.frame(maxWidth: 100).id("b")
            Color.blue.id("c")
        }, proposal(300, 50))
        expectFrame(t.frame(of: "b"), rect(100, 0, 100, 50))
        expectFrame(t.frame(of: "a"), rect(0, 0, 100, 50))
        expectFrame(t.frame(of: "c"), rect(200, 0, 100, 50))

        let narrow = layout(HStack(spacing: 0) {
            Color.red.id("a")
            Color.green.frame(maxWidth: 40).id("b")
            Color.blue.id("c")
        }, proposal(300, 50))
        expectFrame(narrow.frame(of: "b"), rect(130, 0, 40, 50))
        expectFrame(narrow.frame(of: "a"), rect(0, 0, 130, 50))
    }

    @Test func priorityGroupsAreSizedInOrder() {
        let t = layout(HStack(spacing: 0) {
            Color.red.frame(minWidth: 30).id("low")
            Color.green.layoutPriority(2).frame(maxWidth: 120).layoutPriority(2).id("high")
            Color.blue.layoutPriority(1).id("mid")
        }, proposal(300, 10))
        // high: 300 − (30 + 0) reserved minimums → proposed 270, takes 120;
        // mid: gets 300 − 120 − 30 = 150; low: the remaining 30.
        expectFrame(t.frame(of: "low"), rect(0, 0, 30, 10))
        expectFrame(t.frame(of: "high"), rect(30, 0, 120, 10))
        expectFrame(t.frame(of: "mid"), rect(150, 0, 150, 10))
    }

    @Test func spacersDefaultToMinimum8() {
        let t = layout(HStack(spacing: 0) { C(40, 10); Spacer().id("s"); C(40, 10) }, proposal(50, 10))
        #expect(t.frame(of: "s")?.width == 8)
        expectSize(t.size, 88, 10)
    }

    @Test func overflowWhenChildrenRefuseToShrink() {
        let t = layout(HStack { C(100, 10); C(100, 10).id("b") }, proposal(150, 10))
        expectSize(t.size, 208, 10)
        #expect(t.frame(of: "b")?.minX == 108)
    }

    @Test func vstackAlignmentAndDefaultSpacing() {
        let t = layout(VStack(alignment: .trailing) { C(100, 20).id("a"); C(40, 20).id("b") })
        expectSize(t.size, 100, 48)
        expectFrame(t.frame(of: "b"), rect(60, 28, 40, 20))
    }

    @Test func flexibleFrameWithIdealInsideFixedSize() {
        let t = layout(Color.red.frame(idealWidth: 80, idealHeight: 30).fixedSize(), proposal(300, 300))
        expectSize(t.size, 80, 30)
        let h = layout(Color.red.frame(minWidth: 20, idealWidth: 80, maxWidth: 200).fixedSize(horizontal: true, vertical: false), proposal(300, 40))
        expectSize(h.size, 80, 40)
    }

    @Test func fixedSizeOnOneAxis() {
        let t = layout(Color.red.fixedSize(horizontal: false, vertical: true), proposal(120, 300))
        expectSize(t.size, 120, 10)
    }

    @Test func frameAlignmentPlacesTheChild() {
        let t = layout(C(20, 10).id("c").frame(width: 100, height: 50, alignment: .bottomTrailing))
        expectFrame(t.frame(of: "c"), rect(80, 40, 20, 10))
    }

    @Test func paddingEdgeInsetsAndNegativePadding() {
        let t = layout(C(50, 50).id("c").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        expectSize(t.size, 56, 54)
        expectFrame(t.frame(of: "c"), rect(2, 1, 50, 50))
        expectSize(layout(C(50, 50).padding(-10)).size, 30, 30)
    }

    @Test func groupAppliesModifiersToEachChild() {
        let t = layout(VStack(spacing: 0) { Group { C(10, 10); C(10, 10) }.padding(5) })
        expectSize(t.size, 20, 40)
        let plain = layout(VStack(spacing: 0) { VStack(spacing: 0) { C(10, 10); C(10, 10) }.padding(5) })
        expectSize(plain.size, 20, 30)
    }

    @Test func emptyViewsAndFalseConditionsTakeNoSpace() {
        let show = false
        let t = layout(HStack { C(10, 10); EmptyView(); if show { C(10, 10) }; C(10, 10) })
        expectSize(t.size, 28, 10)
    }

    @Test func forEachMakesOneChildPerElement() {
        let t = layout(HStack(spacing: 2) { ForEach(0..<5, id: \.self) { _ in C(10, 10) } })
        expectSize(t.size, 58, 10)
        struct Item: Identifiable { let id: Int; let w: CGFloat }
        let items = [Item(id: 1, w: 5), Item(id: 2, w: 7)]
        expectSize(layout(HStack(spacing: 0) { ForEach(items) { C($0.w, 1) } }).size, 12, 1)
    }

    @Test func layoutStructsAreUsableDirectly() {
        let t = layout(HStackLayout(spacing: 4) { C(10, 10); C(20, 20) })
        expectSize(t.size, 34, 20)
        let z = layout(ZStackLayout(alignment: .topLeading) { C(10, 10).id("s"); C(20, 20) })
        expectFrame(z.frame(of: "s"), rect(0, 0, 10, 10))
    }

    @Test func zIndexReordersDrawing() {
        let t = layout(ZStack { Color.red.zIndex(1); Color.blue }, proposal(10, 10))
        let paints = t.displayList().flattenedLeaves.compactMap { item -> String? in
            if case .shape(let s) = item { return s.paint.description } else { return nil }
        }
        #expect(paints == ["#007AFF", "#FF3B30"])
    }

    /// In an HStack (and any container) `zIndex` orders drawing, not layout: the frames stay
    /// in declaration order, the raised first child draws last; equals keep their order.
    @Test func zIndexOrdersDrawingInAnHStackWithoutMovingFrames() {
        let t = layout(HStack(spacing: -4) {
            Color.red.frame(width: 10, height: 10).zIndex(2).id("r")
            Color.green.frame(width: 10, height: 10).zIndex(1).id("g")
            Color.blue.frame(width: 10, height: 10).id("b")
            Color.yellow.frame(width: 10, height: 10).id("y")
        }, proposal(100, 10))
        expectFrame(t.frame(of: "r"), rect(0, 0, 10, 10))
        expectFrame(t.frame(of: "g"), rect(6, 0, 10, 10))
        expectFrame(t.frame(of: "b"), rect(12, 0, 10, 10))
        let paints = t.displayList().flattenedLeaves.compactMap { item -> String? in
            if case .shape(let s) = item { return s.paint.description } else { return nil }
        }
        #expect(paints == ["#007AFF", "#FFCC00", "#34C759", "#FF3B30"])
    }

    @Test func textSpacingInAVStack() {
        // Plain → Text and Text → plain use the text's metrics (docs/layout-rules.md §4.2, iOS 17):
        // 17 pt system font at 1x: h = 20.287, t = ceil(2.029) = 3, L = 23.287.
        let t = layout(VStack { C(10, 10); Text("Hi").id("t"); C(10, 10).id("b") })
        let asc = 17 * SystemFontMetrics.ascender, desc = 17 * SystemFontMetrics.descender, cap = 17 * SystemFontMetrics.capHeight
        let l = asc + desc + 3
        let textTop = t.frame(of: "t")!.minY
        #expect(abs(textTop - (10 + (l - asc))) < 0.001)
        let below = t.frame(of: "b")!.minY - t.frame(of: "t")!.maxY
        #expect(abs(below - max(l - cap, 3 + desc)) < 0.001)
    }

    @Test func aZStackIsAsFlexibleAsItsMostFlexibleChild() {
        // A floating button's pattern (CartCollab, unseen27): a ZStack over a Spacer-filled
        // VStack takes all a VStack leaves, as SwiftUI's does. It was sorted as the least
        // flexible child (its probe at an infinite height came out 0) and got half.
        let t = layout(VStack(spacing: 0) {
            Color.red.frame(height: 60).id("title")
            ZStack {
                Color.clear.frame(width: 0, height: 0)
                VStack(spacing: 0) { Spacer(minLength: 0); Color.green.frame(width: 75, height: 75).id("button") }
            }.id("z")
        }, proposal(393, 759))
        expectFrame(t.frame(of: "z"), rect(159, 60, 75, 699))
        expectFrame(t.frame(of: "button"), rect(159, 684, 75, 75))
    }
}
