import Foundation
import Testing
import BackplateSnapshotTesting
import BackplateTestSupport
@testable import BackplateCore

/// Seed 003, "overlay and background vs ZStack": the article's examples and the sizes its
/// reasoning implies.
@Suite(.backplateLook(.iOS18), .tags(.layout)) struct Seed003OverlayZStackTests {
    var blueRectangle: some View {
        Rectangle().foregroundStyle(.blue.gradient).frame(width: 200, height: 200)
    }

    var yellowCircle: some View {
        Circle().foregroundStyle(.yellow.gradient).frame(width: 60, height: 60)
    }

    @Test func zstackWithShiftedCircleIs230Square() {
        let view = ZStack(alignment: .topTrailing) {
            blueRectangle.id("rect")
            yellowCircle
                .alignmentGuide(.top) { $0[.top] + $0.height / 2 }
                .alignmentGuide(.trailing) { $0[.trailing] - $0.width / 2 }
                .id("circle")
        }
        .border(.red, width: 2)
        let t = layout(view)
        expectSize(t.size, 230, 230)
        expectFrame(t.frame(of: "rect"), rect(0, 30, 200, 200))
        expectFrame(t.frame(of: "circle"), rect(170, 0, 60, 60))
    }

    @Test func overlayKeepsThePrimarySize() {
        let view = blueRectangle.id("rect")
            .overlay(alignment: .topTrailing) {
                yellowCircle
                    .alignmentGuide(.top) { $0[.top] + $0.height / 2 }
                    .alignmentGuide(.trailing) { $0[.trailing] - $0.width / 2 }
                    .id("circle")
            }
            .border(.red, width: 2)
        let t = layout(view)
        expectSize(t.size, 200, 200)
        expectFrame(t.frame(of: "rect"), rect(0, 0, 200, 200))
        // The circle's centre sits on the rectangle's top-trailing corner, overflowing it.
        expectFrame(t.frame(of: "circle"), rect(170, -30, 60, 60))
    }

    @Test func bottomAlignedHStackWithOverlay() {
        let view = HStack(alignment: .bottom, spacing: 0) {
            blueRectangle
                .overlay(alignment: .topTrailing) {
                    yellowCircle
                        .alignmentGuide(.top) { $0[.top] + $0.height / 2 }
                        .alignmentGuide(.trailing) { $0[.trailing] - $0.width / 2 }
                        .id("circle")
                }
                .border(.red, width: 2)
                .id("composite")
            Rectangle().foregroundStyle(.red.gradient).frame(width: 200, height: 200).id("red")
        }
        let t = layout(view)
        expectSize(t.size, 400, 200)
        expectFrame(t.frame(of: "composite"), rect(0, 0, 200, 200))
        expectFrame(t.frame(of: "red"), rect(200, 0, 200, 200))
        expectFrame(t.frame(of: "circle"), rect(170, -30, 60, 60))
    }

    @Test func bottomAlignedHStackWithZStack() {
        let view = HStack(alignment: .bottom, spacing: 0) {
            ZStack(alignment: .topTrailing) {
                blueRectangle.id("rect")
                yellowCircle
                    .alignmentGuide(.top) { $0[.top] + $0.height / 2 }
                    .alignmentGuide(.trailing) { $0[.trailing] - $0.width / 2 }
                    .id("circle")
            }
            .border(.red, width: 2)
            .id("zstack")
            Rectangle().foregroundStyle(.red.gradient).frame(width: 200, height: 200).id("red")
        }
        let t = layout(view)
        // The ZStack's required size (230×230) pushes the red square right and sets the height.
        expectSize(t.size, 430, 230)
        expectFrame(t.frame(of: "zstack"), rect(0, 0, 230, 230))
        expectFrame(t.frame(of: "rect"), rect(0, 30, 200, 200))
        expectFrame(t.frame(of: "circle"), rect(170, 0, 60, 60))
        expectFrame(t.frame(of: "red"), rect(230, 30, 200, 200))
    }

    @Test func nestedZStacksGrowOnBothSides() {
        let view = ZStack(alignment: .bottomLeading) {
            ZStack(alignment: .topTrailing) {
                blueRectangle.id("rect")
                yellowCircle
                    .alignmentGuide(.top) { $0[.top] + $0.height / 2 }
                    .alignmentGuide(.trailing) { $0[.trailing] - $0.width / 2 }
                    .id("c1")
            }
            yellowCircle
                .alignmentGuide(.bottom) { $0[.bottom] - $0.height / 2 }
                .alignmentGuide(.leading) { $0[.leading] + $0.width / 2 }
                .id("c2")
        }
        .border(.red, width: 2)
        let t = layout(view)
        expectSize(t.size, 260, 260)
        expectFrame(t.frame(of: "rect"), rect(30, 30, 200, 200))
        expectFrame(t.frame(of: "c1"), rect(200, 0, 60, 60))
        expectFrame(t.frame(of: "c2"), rect(0, 200, 60, 60))
    }

    @Test func sameViewStacksZStackAndOverlay() {
        let view = VStack {
            ZStack { blueRectangle.id("zb"); Rectangle().foregroundStyle(.yellow.gradient).frame(width: 120, height: 120).id("zy") }
            blueRectangle.id("ob").overlay(Rectangle().foregroundStyle(.yellow.gradient).frame(width: 120, height: 120).id("oy"))
        }
        let t = layout(view)
        expectSize(t.size, 200, 408)
        expectFrame(t.frame(of: "zy"), rect(40, 40, 120, 120))
        expectFrame(t.frame(of: "oy"), rect(40, 248, 120, 120))
    }

    @Test func drawingOrderIsCDRootAB() {
        let view = Color.gray.frame(width: 100, height: 100)
            .overlay(Color.red.frame(width: 60, height: 60))        // A
            .background(Color.blue.frame(width: 140, height: 140))  // D
            .overlay(Color.green.frame(width: 30, height: 30))      // B
            .background(Color.yellow.frame(width: 180, height: 180)) // C
        let list = layout(view).displayList()
        let fills = list.flattenedLeaves.compactMap { item -> String? in
            if case .shape(let s) = item { return s.paint.description }
            return nil
        }
        // C (yellow), D (blue), RootView (gray), A (red), B (green).
        #expect(fills == ["#FFCC00", "#007AFF", "#8E8E93", "#FF3B30", "#34C759"])
    }

    @Test func geometryReaderInABackgroundSeesThePrimarySize() {
        let view = blueRectangle.background(GeometryReader { proxy in
            Color.clear.frame(width: proxy.size.width / 2, height: proxy.size.height / 4).id("probe")
        })
        let t = layout(view)
        expectSize(t.size, 200, 200)
        expectFrame(t.frame(of: "probe"), rect(0, 0, 100, 50))
    }

    @Test func hiddenBackgroundDoesNotChangeRequiredSize() {
        let view = blueRectangle.background(Color.red.frame(width: 500, height: 500).hidden())
        let t = layout(view)
        expectSize(t.size, 200, 200)
        let fills = t.displayList().flattenedLeaves.count
        #expect(fills == 1)
    }

    @Test func safeAreaInsetShrinksTheContent() {
        let view = Color.white.id("main")
            .safeAreaInset(edge: .bottom, spacing: 0) {
                Color.green.frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: 40).padding().id("bar")
            }
        let t = layout(view, proposal(393, 759))
        expectSize(t.size, 393, 759)
        expectFrame(t.frame(of: "bar"), rect(0, 759 - 72, 393, 72))
        expectFrame(t.frame(of: "main"), rect(0, 0, 393, 759 - 72))
    }
}
