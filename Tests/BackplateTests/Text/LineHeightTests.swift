import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// iOS 26's `lineHeight(_:)`: wrapped lines sit the `AttributedString.LineHeight`'s distance
/// apart, baseline to baseline, as Apple documents each rule (exactly the points; the largest
/// point size times the factor, or plus the increase; the fonts' own height for `.variable`);
/// a one-line text keeps its natural height, and `lineSpacing(_:)` adds to the pitch.
@Suite(.tags(.layout, .fonts)) struct LineHeightTests {
    private func height<V: View>(_ view: V) -> CGFloat {
        let r = ImageRenderer(content: view)
        return r.layout().size.height
    }

    /// Three lines of 17-point SF: the first line's natural height plus two pitches, rounded
    /// up to the point at 1x.
    private func threeLines(pitch: CGFloat) -> CGFloat { (17 * 2444 / 2048 + 2 * pitch).rounded(.up) }

    @Test func eachRuleSetsThePitch() {
        let text = Text("one\ntwo\nthree")
        #expect(height(text.lineHeight(.exact(points: 40))) == threeLines(pitch: 40))
        #expect(height(text.lineHeight(.multiple(factor: 2))) == threeLines(pitch: 34))
        #expect(height(text.lineHeight(.leading(increase: 6))) == threeLines(pitch: 23))
        // `.variable`: the font's natural height, not `.body`'s 22-point leading.
        #expect(height(text.lineHeight(.variable)) == (3 * 17 * 2444 / 2048 as CGFloat).rounded(.up))
        #expect(height(text.lineHeight(.exact(points: 30)).lineSpacing(10)) == threeLines(pitch: 40))
        // nil keeps the text style's leading (22 points for `.body` at `.large`).
        #expect(height(text.lineHeight(nil)) == threeLines(pitch: 22))
    }

    @Test func oneLineKeepsItsHeightAndBadValuesFallBack() {
        #expect(height(Text("one").lineHeight(.exact(points: 60))) == (17 * 2444 / 2048 as CGFloat).rounded(.up))
        let text = Text("one\ntwo\nthree")
        #expect(height(text.lineHeight(.exact(points: -5))) == (17 * 2444 / 2048 as CGFloat).rounded(.up))
        #expect(height(text.lineHeight(.exact(points: .nan))) == (3 * 17 * 2444 / 2048 as CGFloat).rounded(.up))
    }

    @Test func otherFontsUseTheirOwnNaturalHeight() {
        let font = Font.custom("Inter", size: 20)
        let one = height(Text("one").font(font)), three = height(Text("one\ntwo\nthree").font(font).lineHeight(.exact(points: 40)))
        #expect(abs(three - one - 80) <= 1, "\(one) \(three)")
    }
}
