import Testing
import BackplateTestSupport
import Foundation
@testable import BackplateCore

/// Symbol images without a backend: sized from the font and image scale (SF Symbols'
/// `circle.fill` diameters: 78.86%, 99.61%, 127.2% of the point size), baseline-aligned.
@Suite(.tags(.layout)) struct SymbolSizingTests {
    func tree<V: View>(_ view: V) -> LayoutTree {
        LayoutTree.make(view, proposal: .unspecified, environment: EnvironmentValues(), textEngine: FixedMetricsTextEngine())
    }

    @Test func nominalSizes() {
        #expect(abs(SymbolLayoutRequest(name: "x", pointSize: 17, scale: .small).nominalSize - 13.406) < 0.001)
        #expect(abs(SymbolLayoutRequest(name: "x", pointSize: 17, scale: .medium).nominalSize - 16.934) < 0.001)
        #expect(abs(SymbolLayoutRequest(name: "x", pointSize: 17, scale: .large).nominalSize - 21.624) < 0.001)
        #expect(abs(SymbolLayoutRequest(name: "x", pointSize: 100, weight: -0.8).nominalSize - 94.63) < 0.001)
        #expect(abs(SymbolLayoutRequest(name: "x", pointSize: 100, weight: 0.62).nominalSize - 106.64) < 0.001)
    }

    @Test func sizeFollowsFontAndScaleAndIgnoresProposals() {
        let t = tree(VStack {
            Image(systemName: "star.fill").id("m")
            Image(systemName: "star.fill").imageScale(.large).id("l")
            Image(systemName: "star.fill").font(.largeTitle).id("t")
            Image(systemName: "star.fill").frame(width: 5, height: 5).id("f")
        })
        // star.fill's ink is 1.0901 circle diameters wide with 0.0990 on each side (its SF Symbols 5
        // template, docs/symbol-measurements.md; 1.12 times the margins at large scale), rounded
        // to whole points at display scale 1.
        let info = SymbolTable.frames["star.fill"]!
        #expect(info.width == 1.0901 && info.marginX == 0.0990)
        #expect(abs(t.frame(of: "m")!.width - (16.934 * 1.2881).rounded()) < 0.001)   // 21.81 → 22
        #expect(abs(t.frame(of: "l")!.width - (21.624 * (1.0901 + 2 * 0.0990 * 1.12)).rounded()) < 0.001)   // 28.37 → 28
        #expect(abs(t.frame(of: "t")!.width - (34 * 0.9961 * 1.2881).rounded()) < 0.001)   // 43.62 → 44
    }

    @Test func symbolSitsOnTheTextBaseline() {
        // firstTextBaseline: the symbol's baseline (its centre is cap height / 2 above it).
        let t = tree(HStack(alignment: .firstTextBaseline) {
            Text("Title").font(.largeTitle).id("text")
            Image(systemName: "star.fill").id("star")
        })
        let text = t.frame(of: "text")!, star = t.frame(of: "star")!
        let baseline = text.minY + 34 * SystemFontMetrics.ascender
        let cap = 17 * SystemFontMetrics.capHeight
        // star.fill sits higher than that: its SF Symbols 5 template's ink centre is 2.79 pt above
        // half the 70.46-pt cap height at 100 pt (0.0354 circle diameters, 0.60 pt at 17 pt).
        #expect(abs(star.midY - (baseline - cap / 2 - 0.0354 * 17 * 0.9961)) < 0.001)
        // circle.fill's is on the line (35.25 against 35.23 pt).
        let c = tree(HStack(alignment: .firstTextBaseline) {
            Text("Title").font(.largeTitle).id("text")
            Image(systemName: "circle.fill").id("circle")
        })
        #expect(abs(c.frame(of: "circle")!.midY - (c.frame(of: "text")!.minY + 34 * SystemFontMetrics.ascender - cap / 2)) < 0.001)
    }

    @Test func resizableSymbolTakesTheProposal() {
        let t = tree(Image(systemName: "star.fill").resizable().frame(width: 40, height: 30).id("s"))
        #expect(t.size == CGSize(width: 40, height: 30))
    }
}
