import Foundation
import Testing
import BackplateTestSupport
@testable import BackplateCore

/// The reference's conformance vectors (appendix A), font-free and exact.
@Suite(.tags(.layout)) struct AppendixATests {
    @Test func a3_twoGreedyColorsShareTheWidth() {
        let t = layout(HStack { Color.red.id("r"); Color.blue.id("b") }, proposal(300, 100))
        expectSize(t.size, 300, 100)
        expectFrame(t.frame(of: "r"), rect(0, 0, 146, 100))
        expectFrame(t.frame(of: "b"), rect(154, 0, 146, 100))
    }

    @Test func a4_fixedWidthChildIsSizedFirst() {
        let t = layout(HStack { Color.red.frame(width: 50).id("r"); Color.blue.id("b") }, proposal(300, 100))
        expectFrame(t.frame(of: "r"), rect(0, 0, 50, 100))
        expectFrame(t.frame(of: "b"), rect(58, 0, 242, 100))
    }

    @Test func a5_layoutPriorityTakesAllButTheOthersMinimum() {
        let t = layout(HStack { Color.red.layoutPriority(1).id("r"); Color.blue.frame(minWidth: 40).id("b") }, proposal(300, 100))
        expectFrame(t.frame(of: "r"), rect(0, 0, 252, 100))
        expectFrame(t.frame(of: "b"), rect(260, 0, 40, 100))
    }

    @Test func a6_spacerTakesTheRemainder() {
        let t = layout(HStack { C(10, 10).id("a"); Spacer().id("s"); C(10, 10).id("b") }, proposal(100, 20))
        expectSize(t.size, 100, 10)
        expectFrame(t.frame(of: "a"), rect(0, 0, 10, 10))
        expectFrame(t.frame(of: "s"), rect(10, 5, 80, 0))
        expectFrame(t.frame(of: "b"), rect(90, 0, 10, 10))
    }

    @Test func a7_idealStackUsesDefaultSpacing8() {
        let t = layout(HStack { C(10, 10); C(10, 10).id("b") })
        expectSize(t.size, 28, 10)
        #expect(t.frame(of: "b")?.minX == 18)
    }

    @Test func a8_verticalSpacerBetweenFixedHeights() {
        let t = layout(VStack(spacing: 0) {
            Color.red.frame(height: 10).id("r"); Spacer().id("s"); Color.blue.frame(height: 10).id("b")
        }, proposal(100, 200))
        expectFrame(t.frame(of: "r"), rect(0, 0, 100, 10))
        expectFrame(t.frame(of: "s"), rect(50, 10, 0, 180))
        expectFrame(t.frame(of: "b"), rect(0, 190, 100, 10))
    }

    @Test func a9_dividerIsAHairlineAtThreeX() {
        let t = layout(VStack { C(100, 10); Divider().id("d") }.fixedSize(), proposal(300, 300), scale: 3)
        expectSize(t.size, 100, 10 + 8 + 1.0 / 3)
        expectFrame(t.frame(of: "d"), rect(0, 18, 100, 1.0 / 3))
    }

    @Test func a10_explicitLeadingGuideShiftsAChild() {
        let t = layout(VStack(alignment: .leading) {
            C(50, 10).id("a")
            C(50, 10).alignmentGuide(.leading) { _ in 20 }.id("b")
        })
        expectSize(t.size, 70, 28)
        #expect(t.frame(of: "a")?.minX == 20)
        #expect(t.frame(of: "b")?.minX == 0)
    }

    @Test func a11_zstackBottomTrailing() {
        let t = layout(ZStack(alignment: .bottomTrailing) { C(100, 100); C(50, 50).id("s") }, proposal(300, 300))
        expectSize(t.size, 100, 100)
        expectFrame(t.frame(of: "s"), rect(50, 50, 50, 50))
    }

    @Test func a12_lowPriorityChildDoesNotSizeTheZStack() {
        let t = layout(ZStack { Color.blue.layoutPriority(-1).id("b"); C(40, 20) }, proposal(300, 300))
        expectSize(t.size, 40, 20)
        expectFrame(t.frame(of: "b"), rect(0, 0, 40, 20))
    }

    @Test func a13_overlayAlignsWithThePrimary() {
        let t = layout(C(100, 100).overlay(alignment: .topTrailing) { C(20, 20).id("o") }, proposal(300, 300))
        expectSize(t.size, 100, 100)
        expectFrame(t.frame(of: "o"), rect(80, 0, 20, 20))
    }

    @Test func a14_backgroundIsProposedThePrimarySize() {
        let t = layout(C(100, 100).background { Color.green.id("g") }, proposal(300, 300))
        expectFrame(t.frame(of: "g"), rect(0, 0, 100, 100))
    }

    @Test func a15_defaultPaddingIs16() {
        let t = layout(C(50, 50).id("c").padding())
        expectSize(t.size, 82, 82)
        expectFrame(t.frame(of: "c"), rect(16, 16, 50, 50))
    }

    @Test func a16_horizontalPadding() {
        expectSize(layout(C(50, 50).padding(.horizontal, 10)).size, 70, 50)
    }

    @Test func a17_maxWidthInfinityFillsTheProposal() {
        let t = layout(C(50, 50).id("c").frame(maxWidth: .infinity, alignment: .leading), proposal(300, 100))
        expectSize(t.size, 300, 50)
        expectFrame(t.frame(of: "c"), rect(0, 0, 50, 50))
    }

    @Test func a18_minimumsRaiseTheFrame() {
        let t = layout(C(50, 50).id("c").frame(minWidth: 100, minHeight: 80), proposal(300, 300))
        expectSize(t.size, 100, 80)
        expectFrame(t.frame(of: "c"), rect(25, 15, 50, 50))
    }

    @Test func a19_minAndMaxClampTheProposal() {
        expectSize(layout(Color.red.frame(minWidth: 50, maxWidth: 200), proposal(300, 100)).size, 200, 100)
    }

    @Test func a20_a21_aspectRatioFitAndFill() {
        expectSize(layout(Color.red.aspectRatio(2, contentMode: .fit), proposal(300, 300)).size, 300, 150)
        expectSize(layout(Color.red.aspectRatio(2, contentMode: .fill), proposal(300, 300)).size, 600, 300)
    }

    @Test func a22_a23_a24_idealSizes() {
        expectSize(layout(Color.red.fixedSize(), proposal(300, 300)).size, 10, 10)
        expectSize(layout(GeometryReader { _ in Color.red }.fixedSize(), proposal(300, 300)).size, 0, 0)
        expectSize(layout(Spacer()).size, 8, 8)
    }

    @Test func a25_positionIsGreedyAndCentresTheChild() {
        let t = layout(C(20, 20).id("c").position(x: 0, y: 0), proposal(100, 100))
        expectSize(t.size, 100, 100)
        expectFrame(t.frame(of: "c"), rect(-10, -10, 20, 20))
    }

    @Test func a26_offsetMovesDrawingNotLayout() {
        let t = layout(HStack { C(20, 20).offset(x: 5).id("a"); C(20, 20).id("b") })
        expectSize(t.size, 48, 20)
        expectFrame(t.frame(of: "a"), rect(5, 0, 20, 20))
        expectFrame(t.frame(of: "b"), rect(28, 0, 20, 20))
    }

    @Test func a27_circleIsSquare() {
        expectSize(layout(Circle(), proposal(200, 100)).size, 100, 100)
    }

    @Test func a28_a29_strokeStraddlesStrokeBorderStaysInside() {
        let stroked = layout(Rectangle().stroke(lineWidth: 10), proposal(100, 100))
        expectSize(stroked.size, 100, 100)
        guard case .shape(let s)? = stroked.displayList().items.first else { Issue.record("no shape"); return }
        #expect(s.stroke?.lineWidth == 10)
        expectFrame(s.path.boundingRect.insetBy(dx: -5, dy: -5), rect(-5, -5, 110, 110))

        let border = layout(Rectangle().strokeBorder(lineWidth: 10), proposal(100, 100))
        guard case .shape(let b)? = border.displayList().items.first else { Issue.record("no shape"); return }
        // The stroke is centred on an outline inset by 5: paint covers (0, 0, 100, 100), inner edge at 10.
        expectFrame(b.path.boundingRect.insetBy(dx: -5, dy: -5), rect(0, 0, 100, 100))
        expectFrame(b.path.boundingRect.insetBy(dx: 5, dy: 5), rect(10, 10, 80, 80))
    }

    @Test func a35_uniformSpacingZeroAroundASpacer() {
        let t = layout(HStack(spacing: 0) { C(10, 10); Spacer().id("s"); C(10, 10) }, proposal(30, 10))
        #expect(t.frame(of: "s")?.width == 10)
    }

    @Test func a36_childrenThatRefuseToShrinkOverflow() {
        let t = layout(HStack { C(10, 10); Spacer(minLength: 0).id("s"); C(10, 10).id("b") }, proposal(15, 10))
        expectSize(t.size, 20, 10)
        #expect(t.frame(of: "s")?.width == 0)
        #expect(t.frame(of: "b")?.minX == 10)
    }
}
