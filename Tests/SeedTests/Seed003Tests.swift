import Foundation
import Testing
import BackplateTestSupport
import Backplate
import BackplateSnapshotTesting

/// Seed 003's views, compiled verbatim, lay out and draw as the article explains.
@Suite(.backplateLook(.iOS18), .tags(.appFiles, .layout, .pixels)) struct Seed003Tests {
    typealias Pixel = RenderedImage.Pixel

    @Test func sameViewDrawsTheSameTwice() throws {
        let image = try ImageRenderer(content: SameView()).render()
        #expect(image.width == 200 && image.height == 408)
        for y in 0..<200 where y % 20 == 0 {
            #expect(image.pixel(x: 100, y: y) == image.pixel(x: 100, y: y + 208))
        }
    }

    @Test func demo1KeepsTheRectangleSizeAndCentresCirclesOnCorners() throws {
        let r = ImageRenderer(content: Demo1View())
        #expect(r.layout().size == CGSize(width: 200, height: 200))
        let list = r.displayList()
        let circles = list.flattenedLeaves.compactMap { item -> CGRect? in
            if case .shape(let s) = item, s.source == "Circle" { return s.frame } else { return nil }
        }
        #expect(circles.contains(CGRect(x: 170, y: -30, width: 60, height: 60)))
        #expect(!circles.contains(CGRect(x: 70, y: 70, width: 60, height: 60)))
        // The offset circle is drawn with its centre on the bottom-leading corner.
        func effects(_ items: [DisplayList.Item]) -> [DisplayList.Effect] {
            items.flatMap { item -> [DisplayList.Effect] in
                if case .group(let g) = item { return [g.effect] + effects(g.items) } else { return [] }
            }
        }
        #expect(effects(list.items).contains(.transform(CGAffineTransform(translationX: -30, y: 30))))
    }

    @Test func adaptiveSheetDoesNotChangeTheRequiredSize() {
        let view = Color.red.frame(width: 100, height: 50)
            .modifier(AdaptiveSheetModifier(isPresented: .constant(false)) { Color.blue.frame(width: 300, height: 400) })
        let r = ImageRenderer(content: view)
        #expect(r.layout().size == CGSize(width: 100, height: 50))
        // The pre-drawn sheet content is hidden.
        #expect(!r.displayList().description.contains("#007AFF"))
    }

    @Test func drawOrderCDRootAB() throws {
        let image = try ImageRenderer(content: OrderView().padding(50)).render()
        #expect(image.pixel(x: 100, y: 100) == Pixel(red: 52, green: 199, blue: 89, alpha: 255))   // B
        #expect(image.pixel(x: 100, y: 80) == Pixel(red: 255, green: 59, blue: 48, alpha: 255))    // A
        #expect(image.pixel(x: 100, y: 60) == Pixel(red: 142, green: 142, blue: 147, alpha: 255))  // RootView
        #expect(image.pixel(x: 100, y: 40) == Pixel(red: 0, green: 122, blue: 255, alpha: 255))    // D
        #expect(image.pixel(x: 100, y: 20) == Pixel(red: 255, green: 204, blue: 0, alpha: 255))    // C
    }

    @Test func safeAreaViewsFillTheirProposal() {
        let r = ImageRenderer(content: SafeAreaView())
        r.proposedSize = ProposedViewSize(width: 393, height: 759)
        #expect(r.layout().size == CGSize(width: 393, height: 759))
        let bar = ImageRenderer(content: BottomBarView())
        bar.proposedSize = ProposedViewSize(width: 393, height: 759)
        let text = bar.layout().description
        // The bar is 40 + 2 × 16 tall at the bottom; the white content takes the rest.
        #expect(text.contains("frame=(0, 687, 393, 72)"))
    }
}
