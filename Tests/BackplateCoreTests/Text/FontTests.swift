import Testing
import BackplateTestSupport
import Foundation
@testable import BackplateCore

/// Fonts: iOS text-style sizes and weights (docs/layout-rules.md §11.1), inheritance, bad sizes.
@Suite(.tags(.layout)) struct FontTests {
    @Test(arguments: [
        (Font.largeTitle, 34.0, 0.0), (.title, 28, 0), (.title2, 22, 0), (.title3, 20, 0), (.headline, 17, 0.3),
        (.subheadline, 15, 0), (.body, 17, 0), (.callout, 16, 0), (.footnote, 13, 0), (.caption, 12, 0), (.caption2, 11, 0),
    ])
    func textStyleSizesAndWeights(font: Font, size: Double, weight: Double) {
        let r = font.resolved()
        #expect(Double(r.size) == size)
        #expect(r.weight == weight)
        #expect(r.family == nil)
    }

    @Test func systemFontsAndModifiers() {
        #expect(Font.system(size: 40, weight: .black).resolved().weight == 0.62)
        var title = ResolvedFont(family: nil, size: 28, weight: -0.4, monospaced: true, design: .monospaced)
        title.textStyleLineHeight = 34  // `.title`'s leading at `.large`
        #expect(Font.system(.title, design: .monospaced, weight: .light).resolved() == title)
        #expect(Font.title.leading(.tight).resolved().textStyleLineHeight == 32)
        #expect(Font.system(size: 28).resolved().textStyleLineHeight == nil)
        #expect(Font.body.bold().resolved().weight == 0.4)
        #expect(Font.headline.weight(.heavy).resolved().weight == 0.56)
        #expect(Font.caption.italic().resolved().italic)
        #expect(Font.body.monospaced().resolved().monospaced)
        #expect(Font.body.monospacedDigit().resolved().monospacedDigit)
        #expect(Font.custom("Montserrat", size: 12, relativeTo: .caption).resolved() == ResolvedFont(family: "Montserrat", size: 12))
        #expect(Font.custom("Montserrat", size: 14).bold().resolved().weight == 0.4)
    }

    @Test func badSizesHaveDefinedAnswers() {
        #expect(Font.system(size: .nan).resolved().size == 17)
        #expect(Font.system(size: -5).resolved().size == 0)
        #expect(Font.system(size: .infinity).resolved().size == Font.maximumPointSize)
        #expect(Font.custom("X", size: 1e12).resolved().size == 4096)
    }

    /// The fonts of the runs a view draws.
    func fonts<V: View>(_ view: V) -> [String: ResolvedFont] {
        let tree = LayoutTree.make(view, proposal: .unspecified, environment: EnvironmentValues(), textEngine: FixedMetricsTextEngine())
        var out: [String: ResolvedFont] = [:]
        for case .text(let t) in tree.displayList().flattenedLeaves { for r in t.runs { out[r.string] = r.font } }
        return out
    }

    @Test func inheritanceInnermostWins() {
        let f = fonts(VStack {
            Text("inherits")
            VStack { Text("inner container") }.font(.caption)
            Text("own").font(.title)
            Text("run").font(.footnote) + Text("other run")
        }.font(.largeTitle))
        #expect(f["inherits"]?.size == 34)
        #expect(f["inner container"]?.size == 12)
        #expect(f["own"]?.size == 28)
        #expect(f["run"]?.size == 13)
        #expect(f["other run"]?.size == 34)
        #expect(fonts(Text("default"))["default"]?.size == 17)
    }

    @Test func textModifiersReachRuns() {
        let f = fonts(Text("b").bold() + Text("i").italic() + Text("d").monospacedDigit() + Text("w").fontWeight(.thin))
        #expect(f["b"]?.weight == 0.4)
        #expect(f["i"]?.italic == true)
        #expect(f["d"]?.monospacedDigit == true)
        #expect(f["w"]?.weight == -0.6)
    }
}
