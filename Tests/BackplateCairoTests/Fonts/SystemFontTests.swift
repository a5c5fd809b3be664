import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCairo

/// The system font's widths against SF's published metrics (`system-font.md`): SF Display's
/// unkerned advances (units of 2048 at opsz 28, regular: h 1104, e 1049, l 418, o 1087,
/// a 1028, d 1134, r 631, space 420; "hello" = 4076, shaped), which scale linearly from 28 pt
/// up, plus SF's tracking table (Apple HIG) between characters: (n − 1) × size × value / 1000.
@Suite(.tags(.layout, .pixels, .fonts)) struct SystemFontTests {
    /// The unrounded advance width of one line of system-font text.
    static func width(_ string: String, size: CGFloat, weight: Double = 0, design: ResolvedFont.Design = .default,
                      engine: PangoTextEngine = .shared) -> CGFloat {
        let run = TextRun(string: string, font: ResolvedFont(family: nil, size: size, weight: weight, design: design))
        let result = engine.layout(TextLayoutRequest(runs: [run], width: nil, height: nil, lineLimit: nil))
        return result.lineSpans.first?.width ?? 0
    }

    /// SF Display's published unkerned advances, units of 2048.
    static let sfDisplayAdvances: [Character: CGFloat] = [
        "T": 1190, "e": 1049, "V": 1292, "r": 631, "a": 1028, "d": 1134, "h": 1104, "l": 418, "o": 1087, " ": 420,
    ]

    /// SF's width of a string at a Display size (28 pt and up), regular weight.
    static func sfWidth(_ string: String, size: CGFloat) -> CGFloat {
        let units = string.reduce(CGFloat(0)) { $0 + sfDisplayAdvances[$1]! }
        let tracking = size * SystemFontTracking.value(in: SystemFontTracking.sfPro, at: size) / 1000
        return units / 2048 * size + CGFloat(string.count - 1) * tracking
    }

    static var substituteInstalled: Bool { SystemFontFaces.hasSubstitute }

    @Test func trackingTableFollowsAppleHIG() {
        // Spot values of the HIG table, in 1/1000 em, and points = size × value / 1000.
        let t = SystemFontTracking.sfPro
        #expect(SystemFontTracking.value(in: t, at: 17) == -26)
        #expect(SystemFontTracking.value(in: t, at: 12) == 0)
        #expect(SystemFontTracking.value(in: t, at: 28) == 14)
        #expect(SystemFontTracking.value(in: t, at: 38) == 10)     // inside the 36-40 range
        #expect(SystemFontTracking.value(in: t, at: 200) == 0)
        #expect(abs(SystemFontTracking.points(design: .default, size: 17) - (-0.442)) < 1e-9)
        #expect(SystemFontTracking.value(in: SystemFontTracking.sfProRounded, at: 17) == 22)
        #expect(SystemFontTracking.value(in: SystemFontTracking.sfProRounded, at: 45) == 8)
        #expect(SystemFontTracking.value(in: SystemFontTracking.newYork, at: 28) == -12)
        #expect(SystemFontTracking.points(design: .monospaced, size: 17) == 0)
    }

    @Test func opticalSizeAndWidthFactorFollowTheSubstituteRules() {
        // Text design at 17 pt and below, Display at 28 pt and above, interpolated between.
        #expect(SystemFontFaces.substituteOpticalSize(11) == 14)
        #expect(SystemFontFaces.substituteOpticalSize(17) == 14)
        // Front-loaded between 17 and 28 pt: t = 1 − ((28 − pt) / 11)^1.4 (0.572 at 22 pt, where
        // a linear transition gave 5 / 11).
        #expect(abs(SystemFontFaces.substituteOpticalSize(22) - (14 + (1 - pow(6.0 / 11, 1.4)) * 18)) < 1e-9)
        #expect(SystemFontFaces.substituteOpticalSize(28) == 32)
        #expect(SystemFontFaces.substituteOpticalSize(96) == 32)
        #expect(SystemFontFaces.substituteWidthFactor(size: 17, cssWeight: 400) == 1)
        #expect(abs(SystemFontFaces.substituteWidthFactor(size: 34, cssWeight: 400) - 0.975) < 1e-9)
        #expect(abs(SystemFontFaces.substituteWidthFactor(size: 34, cssWeight: 800) - 0.986) < 1e-9)
        #expect(abs(SystemFontFaces.substituteWidthFactor(size: 22.5, cssWeight: 400) - (1 - 0.025 * (1 - pow(0.5, 1.4)))) < 1e-9)
        // Semibold text sizes 0.8% wider (SwiftUI on iOS 18.5/26.2, UIKit on iOS 15), half that at medium.
        #expect(abs(SystemFontFaces.substituteWidthFactor(size: 17, cssWeight: 600) - 1.008) < 1e-9)
        #expect(abs(SystemFontFaces.substituteWidthFactor(size: 11, cssWeight: 500) - 1.004) < 1e-9)
        #expect(abs(SystemFontFaces.substituteWidthFactor(size: 34, cssWeight: 600) - 0.9805) < 1e-9)
        // Bold and heavier keep semibold's factor at text sizes: SwiftUI's bold lines measure
        // −2.1 to +1.5% around it (SystemFontInkWidthTests), with no consistent sign.
        #expect(abs(SystemFontFaces.substituteWidthFactor(size: 12, cssWeight: 700) - 1.008) < 1e-9)
    }

    @Test(arguments: [
        // (string, size): title (28 pt) and largeTitle (34 pt), then larger display sizes.
        ("hello", 28.0), ("lead", 28.0), ("dare", 28.0), ("header", 28.0), ("hello hello", 28.0),
        ("hello", 34.0), ("road", 34.0), ("header", 34.0), ("hello", 40.0),
        ("hello", 48.0), ("dread", 48.0), ("hello", 56.0), ("ahead", 64.0), ("hello", 96.0),
    ])
    func displayWidthsMatchSFWithinOnePercent(_ string: String, _ size: Double) throws {
        try #require(Self.substituteInstalled, "run scripts/install-deps.sh: it installs Inter 4 into .fonts")
        let ours = Self.width(string, size: CGFloat(size))
        let sf = Self.sfWidth(string, size: CGFloat(size))
        #expect(abs(ours / sf - 1) < 0.01, "\(string) at \(size) pt: \(ours) vs SF \(sf)")
    }

    @Test func wordsOfTheNarrowestLettersStayWithinOneAndAHalfPercent() throws {
        try #require(Self.substituteInstalled)
        // Inter's h, l and d are 2.1%, 2.6% and 1.5% narrower than SF Display's (1081, 407,
        // 1117 against 1104, 418, 1134 units at 28 pt): a word made only of them is the worst
        // case of the substitute, −1.4% (documented in docs/pixel-differences.md).
        for size in [28.0, 34.0, 56.0] {
            let ours = Self.width("hold", size: CGFloat(size))
            let sf = Self.sfWidth("hold", size: CGFloat(size))
            #expect(abs(ours / sf - 1) < 0.015, "hold at \(size) pt: \(ours) vs SF \(sf)")
        }
    }

    @Test func textStyleDisplaySizesMatchSF() throws {
        try #require(Self.substituteInstalled, "run scripts/install-deps.sh: it installs Inter 4 into .fonts")
        // Through the views: .title (28 pt) and .largeTitle (34 pt), at 3x where widths round
        // up to a third of a point.
        for (font, size) in [(Font.title, 28.0), (Font.largeTitle, 34.0)] {
            let r = ImageRenderer(content: Text(verbatim: "hello").font(font))
            r.scale = 3
            let w = r.layout().size.width
            let sf = Self.sfWidth("hello", size: CGFloat(size))
            #expect(abs(w / sf - 1) < 0.01, "\(size) pt: \(w) vs \(sf)")
        }
    }

    @Test func trackingIsAppliedBetweenCharactersAtTextSizes() throws {
        try #require(Self.substituteInstalled)
        // At 17 pt and below the substitute's glyphs are unscaled (width factor 1), so two
        // sizes' widths differ only by the scaled advances and the tracking: with SF's
        // tracking (−26 at 17 pt, 0 at 12 pt) a 5-character word at 17 pt measures
        // 17/12 × its 12 pt width + 4 × 17 × (−0.026).
        let at12 = Self.width("hello", size: 12)
        let at17 = Self.width("hello", size: 17)
        #expect(abs(at17 - (at12 * 17 / 12 + 4 * 17 * -0.026)) < 0.02)
        // Explicit tracking adds to SF's (and also follows the last character, as CoreText).
        let tracked = ImageRenderer(content: Text(verbatim: "hello").tracking(1)).layout().size.width
        #expect(abs(tracked - (at17 + 5)) <= 1)
    }

    @Test func heavierWeightsAreWiderAndTextSizesShrinkMonotonically() throws {
        try #require(Self.substituteInstalled)
        let regular = Self.width("Headline", size: 17)
        let semibold = Self.width("Headline", size: 17, weight: 0.3)
        let bold = Self.width("Headline", size: 17, weight: 0.4)
        #expect(regular < semibold && semibold < bold)
        // Per point, the width shrinks from the Text design (17 pt) to the Display design (28 pt).
        #expect(Self.width("hello", size: 28) / 28 < Self.width("hello", size: 17) / 17)
        for size in stride(from: 17.0, through: 28.0, by: 1.0) {
            #expect(Self.width("hello", size: CGFloat(size + 1)) > Self.width("hello", size: CGFloat(size)))
        }
    }

    @Test func theSubstituteIsLoadedExplicitlyFromBackplatesFontFolder() throws {
        try #require(Self.substituteInstalled)
        // The pinned file is Inter 4's variable font from the search path, not whichever
        // "Inter" fontconfig lists first (Debian's fonts-inter is Inter 3).
        let file = try #require(SystemFontFaces.substituteRoman)
        // The derived copy (SF's word space) when install-deps.sh wrote it, else Inter 4 itself.
        #expect(file.hasSuffix("InterBackplate[opsz,wght].ttf") || file.hasSuffix("/Inter[opsz,wght].ttf"))
        #expect(FontSearchPath.folders().contains { file.hasPrefix($0.resolvingSymlinksInPath().path) })
        // Inter 4's opsz axis is what narrows display sizes: at 34 pt the substitute is about
        // 11% narrower per point than at 17 pt's Text design... at least 5%.
        let perPointText = Self.width("hello", size: 17) / 17
        let perPointDisplay = Self.width("hello", size: 34) / 34
        #expect(perPointDisplay < perPointText * 0.95)
    }

    @Test func designsHaveTheirOwnTracking() throws {
        try #require(Self.substituteInstalled)
        // The rounded design uses SF Pro Rounded's table (+22 at 17 pt instead of −26): a
        // 5-character word is 4 × 17 × 0.048 = 3.26 pt wider with the same substitute glyphs.
        let rounded = Self.width("hello", size: 17, design: .rounded)
        let plain = Self.width("hello", size: 17)
        #expect(abs(rounded - plain - 4 * 17 * 0.048) < 0.02)
        // Monospaced: every character the same advance, no tracking.
        let mono = Self.width("iiii", size: 17, design: .monospaced)
        #expect(abs(mono - Self.width("MMMM", size: 17, design: .monospaced)) < 0.01)
    }

    @Test func capitalsEndAtSFsCapHeight() throws {
        try #require(Self.substituteInstalled)
        // SF's cap height is 1443/2048 em: at 100 pt the top of "H" is 70.46 pt above the
        // baseline, which sits at the ascender (95.21 pt): ink from y = 24.75 pt. Inter's own
        // caps (1490/2048) would start at 22.46 pt.
        let image = try renderImage(Text(verbatim: "H").font(.system(size: 100)).background(Color.white), scale: 1)
        var top = -1, bottom = -1
        for y in 0..<image.height where (0..<image.width).contains(where: { rgba(image, $0, y)[0] < 128 }) {
            if top < 0 { top = y }
            bottom = y
        }
        #expect(abs(Double(top) - 24.75) <= 1, "top row \(top)")
        // The baseline stays SF's: the bottom of "H" is the last row above 95.21.
        #expect(abs(Double(bottom) - 94.7) <= 1, "bottom row \(bottom)")
    }

    /// One glyph's ink rows (top, bottom) in points, rendered alone at 6x.
    static func inkRows(_ glyph: String, size: CGFloat, weight: Font.Weight) throws -> (top: Double, bottom: Double) {
        let scale = 6.0
        let image = try renderImage(Text(verbatim: glyph).font(.system(size: size, weight: weight)).background(Color.white), scale: scale)
        var top = -1, bottom = -1
        for y in 0..<image.height where (0..<image.width).contains(where: { rgba(image, $0, y)[0] < 128 }) {
            if top < 0 { top = y }
            bottom = y + 1
        }
        return (Double(top) / scale, Double(bottom) / scale)
    }

    /// Lowercase ink at SF's heights, as measured in iOS 16 renders of SF (TellTime's 17-point
    /// rows and 34-point bold large title, 3x; docs/pixel-differences.md §4): at 17 pt "x" is
    /// 8.95 pt tall, "d" rises 12.50 above the baseline and "p" falls 2.98 below it (Inter's
    /// were 9.0, 12.0 and 3.4); at 34 pt bold "u" rises 17.80 (Inter's 16.9), "g" falls 6.17
    /// (Inter's 7.0) and "d" ends at the cap height, as in MarkdownUI's 32-point heading (iOS 16).
    @Test(arguments: [(17.0, Font.Weight.regular, 8.95, 12.50, 2.98, "p"), (34.0, .bold, 17.80, 23.96, 6.17, "g")])
    func lowercaseInkAtSFsHeights(_ size: Double, _ weight: Font.Weight, _ xHeight: Double, _ ascender: Double,
                                  _ descender: Double, _ descending: String) throws {
        try #require(Self.substituteInstalled)
        let flat = size < 20 ? "x" : "u"
        let x = try Self.inkRows(flat, size: size, weight: weight)
        let h = try Self.inkRows("H", size: size, weight: weight)
        // "H" and "x" share the baseline (their flat bottoms); "u" overshoots it, so the
        // baseline comes from "H".
        let baseline = h.bottom
        #expect(abs((baseline - x.top) - xHeight) <= 0.34, "\(flat): \(baseline - x.top) tall, SF \(xHeight)")
        let d = try Self.inkRows("d", size: size, weight: weight)
        #expect(abs((baseline - d.top) - ascender) <= 0.34, "d: \(baseline - d.top) above the baseline, SF \(ascender)")
        let p = try Self.inkRows(descending, size: size, weight: weight)
        #expect(abs((p.bottom - baseline) - descender) <= 0.34, "\(descending): \(p.bottom - baseline) below the baseline, SF \(descender)")
    }

    // MARK: With the user's real SF files

    static var realSFInstalled: Bool {
        ["SF Pro", "SF Pro Text", "SF Pro Display"].contains { PangoTextEngine.shared.realFace($0) != nil }
    }

    @Test(.enabled(if: SystemFontTests.realSFInstalled, "SF Pro is not in Backplate's font folder"),
          arguments: [("hello", 28.0), ("header", 34.0), ("hello", 48.0)])
    func realSFMatchesItsPublishedWidths(_ string: String, _ size: Double) {
        // With SF Pro itself, tracking must be applied exactly once.
        let ours = Self.width(string, size: CGFloat(size))
        let sf = Self.sfWidth(string, size: CGFloat(size))
        #expect(abs(ours / sf - 1) < 0.01, "\(string) at \(size) pt: \(ours) vs SF \(sf)")
    }

    @Test(.enabled(if: SystemFontTests.realSFInstalled, "SF Pro is not in Backplate's font folder"))
    func realSFKeepsSFsVerticalMetrics() {
        let r = ImageRenderer(content: Text(verbatim: "hello"))
        r.scale = 3
        #expect(abs(r.layout().size.height - 61.0 / 3) < 1e-9)   // 17 × 2444 / 2048 = 20.287 → 20.333
    }
}

/// The 10^6-character cases of issue 9 that the text engine answers: text shown in a few
/// lines is cut to what those lines can hold before Pango lays it out.
@Suite(.tags(.layout, .pixels, .fonts)) struct LongSystemTextTests {
    @Test func aMillionCharacterParagraphInALineLimitIsCutBeforeLayout() {
        let paragraph = String(repeating: "lorem ipsum dolor sit amet ", count: 37_038)   // 10^6 characters
        let run = TextRun(string: paragraph, font: ResolvedFont(family: nil, size: 17))
        let request = TextLayoutRequest(runs: [run], width: 300, height: nil, lineLimit: 3)
        let cut = try! #require(LongText.cutForLimitedLines([run], request))
        // 3 lines × 300 pt / 0.85 pt + 1024 = 2083 characters from each end.
        let kept: Int = cut.map(\.string.count).reduce(0, +)
        #expect(kept == 2 * 2083)
        let result = PangoTextEngine.shared.layout(request)
        #expect(result.lineCount == 3 && result.isTruncated)
        #expect(result.size.width <= 300)
        let threeLines: CGFloat = 3 * 17 * 2444 / 2048
        #expect(abs(result.size.height - threeLines) < 1)
        // The shown lines are those of the uncut text: its first line is the same.
        let short = String(paragraph.prefix(400))
        let shortResult = PangoTextEngine.shared.layout(TextLayoutRequest(runs: [TextRun(string: short, font: run.font)],
                                                                         width: 300, height: nil, lineLimit: 3))
        #expect(result.lineSpans.first?.width == shortResult.lineSpans.first?.width)
        // Unlimited lines or no width: nothing is cut.
        #expect(LongText.cutForLimitedLines([run], TextLayoutRequest(runs: [run], width: 300, height: nil, lineLimit: nil)) == nil)
        #expect(LongText.cutForLimitedLines([run], TextLayoutRequest(runs: [run], width: nil, height: nil, lineLimit: 3)) == nil)
    }
}
