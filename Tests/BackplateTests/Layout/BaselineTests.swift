import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// Text baselines (docs/layout-rules.md §6.4, §11.4) and text-aware stack spacing (§4.2 c).
@Suite(.tags(.layout, .pixels)) struct BaselineTests {
    /// The lowest row with ink (alpha > 128) between two x positions, in pixels.
    func inkBottom(_ image: RenderedImage, x0: Int, x1: Int) -> Int? {
        var bottom: Int?
        for y in 0..<image.height {
            for x in max(x0, 0)..<min(x1, image.width) where image.pixel(x: x, y: y).alpha > 128 {
                bottom = y
                break
            }
        }
        return bottom
    }

    @Test func differentSizesShareOneBaseline() throws {
        // Letters without descenders: their ink ends on the baseline.
        let view = HStack(alignment: .firstTextBaseline) {
            Text("Hxz").font(.largeTitle).id("big")
            Text("Hmn").id("small")
            Text("Hkl").font(.caption2).id("tiny")
        }
        let r = ImageRenderer(content: view)
        r.scale = 2
        let tree = r.layout()
        let big = tree.frame(of: "big")!, small = tree.frame(of: "small")!, tiny = tree.frame(of: "tiny")!
        // Layout: each frame's top + its ascender lands on the same y.
        let baseline = big.minY + 34 * 1950 / 2048
        #expect(abs(small.minY + 17 * 1950 / 2048 - baseline) < 1e-9)
        #expect(abs(tiny.minY + 11 * 1950 / 2048 - baseline) < 1e-9)
        // Pixels: the ink of the three texts ends on the same row (±1 pixel of rasterising).
        let image = try r.render()
        func px(_ v: CGFloat) -> Int { Int((v * 2).rounded()) }
        let b1 = try #require(inkBottom(image, x0: px(big.minX), x1: px(big.maxX)))
        let b2 = try #require(inkBottom(image, x0: px(small.minX), x1: px(small.maxX)))
        let b3 = try #require(inkBottom(image, x0: px(tiny.minX), x1: px(tiny.maxX)))
        #expect(abs(b1 - b2) <= 1 && abs(b1 - b3) <= 1)
        #expect(abs(CGFloat(b1) - baseline * 2) <= 2)
    }

    @Test func lastTextBaselineUsesTheLastLine() {
        let tree = ImageRenderer(content: HStack(alignment: .lastTextBaseline) {
            Text("one\ntwo\nthree").id("three")
            Text("x").font(.title).id("x")
        }).layout()
        let three = tree.frame(of: "three")!, x = tree.frame(of: "x")!
        // `.body`'s lines sit its leading, 22 points, apart.
        let lh: CGFloat = 22
        #expect(abs((three.minY + 17 * 1950 / 2048 + 2 * lh) - (x.minY + 28 * 1950 / 2048)) < 1e-9)
    }

    @Test func verticalGapsNextToText() {
        // iOS 17 semantics at @3x (docs/layout-rules.md §4.2 c, worked numbers for SF Pro body 17 pt).
        let r = ImageRenderer(content: VStack {
            Color.red.frame(width: 10, height: 10).id("top")
            Text("Body").id("text")
            Color.blue.frame(width: 10, height: 10).id("bottom")
            Text("Second").id("second")
            Text("Third").id("third")
        })
        r.scale = 3
        let tree = r.layout()
        let top = tree.frame(of: "top")!, text = tree.frame(of: "text")!, bottom = tree.frame(of: "bottom")!
        let second = tree.frame(of: "second")!, third = tree.frame(of: "third")!
        let asc: CGFloat = 17 * 1950 / 2048, desc: CGFloat = 17 * 494 / 2048, cap: CGFloat = 17 * 1443 / 2048
        let t = ((asc + desc) * 0.1 * 3).rounded(.up) / 3
        let l = asc + desc + t
        #expect(abs(text.minY - top.maxY - (l - asc)) < 1e-6)                          // 6.43
        #expect(abs(bottom.minY - text.maxY - max(l - cap, t + desc)) < 1e-6)           // 10.64
        #expect(abs(third.minY - second.maxY) < 1e-6)                                   // 0
        #expect(abs((l - asc) - 6.434) < 0.001 && abs(max(l - cap, t + desc) - 10.643) < 0.001)
    }

    @Test func horizontalGapBetweenTextsIsEight() {
        let tree = ImageRenderer(content: HStack { Text("A").id("a"); Text("B").id("b") }).layout()
        #expect(tree.frame(of: "b")!.minX - tree.frame(of: "a")!.maxX == 8)
    }
}
