import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// Text sizing with the Pango engine (docs/layout-rules.md §11.2, §11.3, §0.4): heights are SF Pro line
/// heights rounded up to the pixel, widths follow the substitute face (Inter).
@Suite(.tags(.layout, .fonts)) struct TextTests {
    func size<V: View>(_ view: V, scale: CGFloat = 1, proposal: ProposedViewSize = .unspecified) -> CGSize {
        let r = ImageRenderer(content: view)
        r.scale = scale
        r.proposedSize = proposal
        return r.layout().size
    }

    /// SF Pro line height: 2444/2048 em, rounded up to the pixel.
    func lineHeight(_ points: CGFloat, scale: CGFloat) -> CGFloat {
        (points * 2444 / 2048 * scale).rounded(.up) / scale
    }

    @Test func bodyLineHeightAtEachScale() {
        // 17 pt → 20.287 pt → 21 @1x, 20.5 @2x, 20.333 @3x.
        #expect(size(Text("Hello, World!")).height == 21)
        #expect(size(Text("Hello, World!"), scale: 2).height == 20.5)
        #expect(abs(size(Text("Hello, World!"), scale: 3).height - 61.0 / 3) < 1e-9)
    }

    @Test(arguments: [
        (Font.largeTitle, 40.667), (.title, 33.667), (.title2, 26.333), (.title3, 24.0), (.headline, 20.333), (.body, 20.333),
        (.callout, 19.333), (.subheadline, 18.0), (.footnote, 15.667), (.caption, 14.333), (.caption2, 13.333),
    ])
    func textStyleHeightsAt3x(font: Font, expected: Double) {
        // The "@3x rounded" column of docs/layout-rules.md §11.1.
        #expect(abs(Double(size(Text("Type").font(font), scale: 3).height) - expected) < 0.001)
    }

    @Test func widthsFollowTheFace() {
        let body = size(Text("Hello, World!"), scale: 3).width
        // Inter at 17 pt: 5.5 to 8.5 pt per character for mixed text (SF Pro Text is within
        // a few percent; widths are compared with a tolerance, heights exactly).
        #expect(body > 13 * 5.5 && body < 13 * 8.5)
        // Widths grow with the point size, but less than in proportion: from 17 to 34 pt SF
        // moves from its Text to its narrower Display design (system-font.md; SystemFontTests
        // checks 34 pt against SF Display's published advances).
        let title = size(Text("Hello, World!").font(.system(size: 34)), scale: 3).width
        #expect(title / body > 1.7 && title / body < 2)
        #expect(size(Text("Hello, World!").bold()).width > size(Text("Hello, World!")).width)
        // Sizes are whole pixels.
        #expect((body * 3).rounded() == body * 3)
    }

    @Test func wrapsUnderAWidthProposal() {
        let paragraph = Text("The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs.")
        let natural = size(paragraph)
        #expect(natural.height == 21)
        let wrapped = size(paragraph, proposal: ProposedViewSize(width: 200, height: nil))
        #expect(wrapped.width <= 200)
        // Height is a whole number of lines: one line of 20.287 and each further line 22
        // (`.body`'s leading), rounded up to the pixel.
        let lines = ((wrapped.height - 17 * 2444 / 2048) / 22).rounded(.down) + 1
        #expect(lines >= 3 && lines <= 5)
        #expect(wrapped.height == (17 * 2444 / 2048 + (lines - 1) * 22).rounded(.up))
        // Wrapping never exceeds the proposal, and a narrower proposal gives more lines.
        let narrow = size(paragraph, proposal: ProposedViewSize(width: 120, height: nil))
        #expect(narrow.width <= 120 && narrow.height > wrapped.height)
        // A word longer than the line is broken between characters.
        #expect(size(Text("Supercalifragilistic"), proposal: ProposedViewSize(width: 40, height: nil)).width <= 40)
    }

    @Test func lineLimitsAndReservedSpace() {
        let long = Text("Creamy, salty, peppery. A Roman classic with guanciale, pecorino and black pepper.")
        let w = ProposedViewSize(width: 150, height: nil)
        let h2 = (17 * 2444 / 2048 + 22 as CGFloat).rounded(.up)
        #expect(size(long.lineLimit(2), proposal: w).height == h2)
        #expect(size(long.lineLimit(1), proposal: w).height == 21)
        // Seed 004: lineLimit(2, reservesSpace: true) is two lines tall even for one line.
        #expect(size(Text("Short").lineLimit(2, reservesSpace: true), proposal: w).height == h2)
        #expect(size(long.lineLimit(2, reservesSpace: true), proposal: w).height == h2)
        // A range reserves its lower bound and limits to its upper bound.
        #expect(size(Text("Short").lineLimit(3...5), proposal: w).height == (17 * 2444 / 2048 + 2 * 22 as CGFloat).rounded(.up))
        // A height proposal limits lines too, but at least one line shows.
        #expect(size(long, proposal: ProposedViewSize(width: 150, height: 45)).height == h2)
        #expect(size(long, proposal: ProposedViewSize(width: 150, height: 5)).height == 21)
    }

    /// A wrapped text-style text's baselines sit the style's leading apart, as iOS draws them:
    /// `.body` 22 points at `.large` (TellTime, iOS 16.4: baselines 396.67 and 418.67), 21 at
    /// `.medium` (SpeziViews, iOS 26.1: 475.67 and 496.67); a tight `.footnote` 14 at `.medium`
    /// (Home Assistant's list footers, iOS 26.4: 341.33 and 355.33); `.loose` 2 more. A font
    /// sized in points keeps its natural line height (2444/2048 em).
    @Test func wrappedTextStylesUseTheirLeading() {
        func twoLines(_ font: Font, _ size: DynamicTypeSize = .large) -> CGFloat {
            self.size(Text("one\ntwo").font(font).dynamicTypeSize(size), scale: 3).height
        }
        func third(_ points: CGFloat) -> CGFloat { (points * 3).rounded(.up) / 3 }
        #expect(abs(twoLines(.body) - third(17 * 2444 / 2048 + 22)) < 1e-9)
        #expect(abs(twoLines(.body, .medium) - third(16 * 2444 / 2048 + 21)) < 1e-9)
        #expect(abs(twoLines(.footnote.leading(.tight), .medium) - third(12 * 2444 / 2048 + 14)) < 1e-9)
        #expect(abs(twoLines(.body.leading(.loose)) - third(17 * 2444 / 2048 + 24)) < 1e-9)
        #expect(abs(twoLines(.body.bold()) - third(17 * 2444 / 2048 + 22)) < 1e-9)
        #expect(abs(twoLines(.system(size: 17)) - third(2 * 17 * 2444 / 2048)) < 1e-9)
        // One line is its natural height whatever the leading.
        #expect(abs(self.size(Text("one").font(.body.leading(.loose)), scale: 3).height - third(17 * 2444 / 2048)) < 1e-9)
    }

    @Test func lineSpacingAddsBetweenLines() {
        let t = Text("one\ntwo\nthree")
        // `.body` wraps 22 points apart; line spacing adds to that.
        #expect(size(t).height == (17 * 2444 / 2048 + 2 * 22 as CGFloat).rounded(.up))
        #expect(size(t.lineSpacing(10)).height == (17 * 2444 / 2048 + 2 * 22 + 20 as CGFloat).rounded(.up))
        #expect(size(Text("one\ntwo\nthree").font(.system(size: 17))).height == (3 * 17 * 2444 / 2048 as CGFloat).rounded(.up))
    }

    /// The text items a view draws.
    func texts<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified) -> [DisplayList.TextItem] {
        let r = ImageRenderer(content: view)
        r.proposedSize = proposal
        return r.displayList().flattenedLeaves.compactMap { if case .text(let t) = $0 { return t } else { return nil } }
    }

    @Test func truncatesWithAnEllipsis() {
        let t = texts(Text("A fairly long sentence that cannot fit").lineLimit(1), proposal: ProposedViewSize(width: 100, height: nil))[0]
        #expect(t.layout.lineCount == 1)
        #expect(t.frame.width <= 100)
        #expect(t.layout.isTruncated)
        #expect(size(Text("A fairly long sentence that cannot fit")).width > 100)
        #expect(!texts(Text("Fits"), proposal: ProposedViewSize(width: 100, height: nil))[0].layout.isTruncated)
        // Head and middle truncation keep the width limit too.
        for mode in [Text.TruncationMode.head, .middle] {
            let m = texts(Text("A fairly long sentence that cannot fit").lineLimit(1).truncationMode(mode),
                          proposal: ProposedViewSize(width: 100, height: nil))[0]
            #expect(m.layout.isTruncated && m.frame.width <= 100)
        }
    }

    /// The ellipsis is as wide as its glyph, as Core Text draws it: the text after it follows
    /// without a gap and the line ends short of the proposal (Pango pads the ellipsis to fill it).
    @Test(arguments: [Text.TruncationMode.head, .middle, .tail]) func theEllipsisLeavesNoGap(_ mode: Text.TruncationMode) throws {
        let name = Text("middle-truncated-file-name-with-a-long-tail.pdf").lineLimit(1).truncationMode(mode)
        let t = try #require(texts(name, proposal: ProposedViewSize(width: 250, height: nil)).first)
        #expect(t.layout.isTruncated && t.frame.width < 249, "\(t.frame) \(t.layout.size) \(t.layout.lineSpans)")
        let image = try renderImage(ZStack(alignment: .leading) { Color.white; name }.frame(width: 250, height: 30), scale: 2)
        let inked = (0..<500).map { x in (0..<60).contains { y in rgba(image, x, y)[0] < 160 } }
        let first = try #require(inked.firstIndex(of: true)), last = try #require(inked.lastIndex(of: true))
        var widestGap = 0, gap = 0
        for x in first...last { gap = inked[x] ? 0 : gap + 1; widestGap = max(widestGap, gap) }
        // A hyphenated name has no space: no gap inside it is wider than 2.5 points.
        #expect(widestGap <= 5, "a \(widestGap)-pixel gap")
        #expect(last < 496, "ink to pixel \(last) of 500")
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() {
        let text = Text("Shrink this headline").font(.title)
        let natural = size(text)
        let w = (natural.width * 0.8).rounded()
        let shrunk = size(text.lineLimit(1).minimumScaleFactor(0.5), proposal: ProposedViewSize(width: w, height: nil))
        // It fits the width on one line, with a smaller (shrunk) line height.
        #expect(shrunk.width <= w)
        #expect(shrunk.height < natural.height)
        #expect(shrunk.height >= (natural.height * 0.75).rounded(.down))
        let item = texts(text.lineLimit(1).minimumScaleFactor(0.5), proposal: ProposedViewSize(width: w, height: nil))[0]
        #expect(!item.layout.isTruncated)
        #expect(item.layout.fontScale > 0.7 && item.layout.fontScale <= 0.81)
        // Below the factor it shrinks to the factor, then truncates.
        let tiny = texts(text.lineLimit(1).minimumScaleFactor(0.5), proposal: ProposedViewSize(width: 30, height: nil))[0]
        #expect(tiny.layout.fontScale == 0.5 && tiny.layout.isTruncated)
        // Without the factor it truncates at full height.
        #expect(size(text.lineLimit(1), proposal: ProposedViewSize(width: w, height: nil)).height == natural.height)
    }

    @Test func kerningAndTrackingWidenByOnePointPerCharacter() {
        // Kerning/tracking add space after every character, the last included (CoreText's
        // behaviour; docs/layout-rules.md §11.5 "also affects the trailing edge"): n × k.
        let plain = size(Text("TARGET"), scale: 3).width
        let kerned = size(Text("TARGET").kerning(1.0), scale: 3).width
        let tracked = size(Text("TARGET").tracking(2.0), scale: 3).width
        #expect(abs(kerned - plain - 6) <= 1.0 / 3)
        #expect(abs(tracked - plain - 12) <= 1.0 / 3)
        // Tracking wins over kerning.
        #expect(size(Text("TARGET").kerning(1).tracking(2), scale: 3).width == tracked)
        #expect(size(Text("TARGET").tracking(2).kerning(1), scale: 3).width == tracked)
        #expect(size(Text("TARGET").kerning(.nan), scale: 3).width == plain)
    }

    @Test func monospacedDigitsHaveEqualWidths() {
        let ones = size(Text("1111").monospacedDigit(), scale: 3).width
        let eights = size(Text("8888").monospacedDigit(), scale: 3).width
        #expect(ones == eights)
        #expect(size(Text("1111"), scale: 3).width < size(Text("8888"), scale: 3).width)
    }

    @Test func baselineOffsetGrowsTheLine() {
        // A raised run moves the baseline down by the offset and the line grows to hold it.
        let t = texts(Text("a") + Text("b").baselineOffset(6))[0]
        #expect(t.frame.height == (17 * 2444 / 2048 + 6 as CGFloat).rounded(.up))
        #expect(abs(t.layout.firstBaseline - (17 * 1950 / 2048 + 6)) < 1e-9)
        #expect(size(Text("a") + Text("b").baselineOffset(-4)).height == (17 * 2444 / 2048 + 4 as CGFloat).rounded(.up))
    }

    @Test func textCaseTransformsTheCharacters() {
        #expect(texts(Text("target").textCase(.uppercase))[0].string == "TARGET")
        #expect(texts(Text("Hello").textCase(.lowercase))[0].string == "hello")
    }

    @Test func multilineAlignmentKeepsTheTextWidth() {
        let t = Text("short\na much longer line")
        #expect(size(t.multilineTextAlignment(.center)) == size(t))
        #expect(size(t.multilineTextAlignment(.trailing)) == size(t))
    }

    @Test func badInputHasDefinedAnswers() {
        #expect(size(Text("")) == .zero)
        #expect(size(Text(verbatim: "")) == .zero)
        #expect(size(Text("").lineLimit(2, reservesSpace: true)).height == 43)
        #expect(size(Text("x").font(.system(size: 0))) == .zero)
        #expect(size(Text("x").font(.system(size: .nan))) == size(Text("x")))
        let huge = size(Text("x").font(.system(size: 1e9)))
        #expect(huge.height == (4096 * 2444 / 2048 as CGFloat).rounded(.up))
        #expect(size(Text("x").font(.system(size: -3))) == .zero)
        #expect(size(Text("abc").baselineOffset(.infinity)).height == 21)
        #expect(size(Text("abc").lineSpacing(.nan)).height == 21)
        #expect(size(Text("abc"), proposal: ProposedViewSize(width: .nan, height: .nan)).height == 21)
        #expect(size(Text("abc"), proposal: ProposedViewSize(width: 0, height: 0)).height >= 21)
        // Empty text still renders (to nothing) without throwing when it has a size.
        let r = ImageRenderer(content: Text("").frame(width: 10, height: 10))
        #expect(throws: Never.self) { try r.render() }
    }
}
