import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// Frames of 20 common symbols at small, medium and large scale against SF Symbols 5 templates
/// exported from Apple's SF Symbols app (marcprux/symbols, font version 19.2, "Typeset at 100.0
/// points"; docs/symbol-measurements.md, "Template measurements"). A template's `Regular-S` glyph is
/// the small-scale glyph at 100 pt (its `circle.fill` is 78.86 pt across, 74.45 at Ultralight and
/// 83.98 at Black: the small-scale circle iOS renders measured), and its `left-margin-Regular-S` /
/// `right-margin-Regular-S` guides bound the symbol's advance, the frame's width.
@Suite(.tags(.layout)) struct SymbolTemplateFrameTests {
    /// One template: the Regular-S advance (right minus left margin guide) and ink height, at 100 pt.
    struct Template: Sendable, CustomStringConvertible {
        let name: String, advance: Double, inkHeight: Double
        init(_ name: String, advance: Double, inkHeight: Double) { (self.name, self.advance, self.inkHeight) = (name, advance, inkHeight) }
        var description: String { name }
    }

    static let templates: [Template] = [
        Template("heart.fill", advance: 96.39, inkHeight: 71.34),
        Template("star.fill", advance: 101.57, inkHeight: 82.16),
        Template("checkmark", advance: 86.62, inkHeight: 66.11),
        Template("xmark", advance: 80.86, inkHeight: 61.33),
        Template("plus", advance: 83.35, inkHeight: 63.87),
        Template("gear", advance: 100.05, inkHeight: 85.09),
        Template("gearshape", advance: 96.33, inkHeight: 82.52),
        Template("house", advance: 112.75, inkHeight: 81.25),
        Template("trash", advance: 86.33, inkHeight: 85.69),
        Template("magnifyingglass", advance: 92.97, inkHeight: 76.12),
        Template("bell", advance: 88.38, inkHeight: 79.79),
        Template("envelope", advance: 112.65, inkHeight: 66.70),
        Template("play.fill", advance: 69.23, inkHeight: 65.04),
        Template("pause.fill", advance: 67.83, inkHeight: 63.13),
        Template("square.and.arrow.up", advance: 88.23, inkHeight: 92.97),
        Template("circle.fill", advance: 92.53, inkHeight: 78.81),
        Template("phone.fill", advance: 89.07, inkHeight: 71.73),
        Template("pencil", advance: 78.67, inkHeight: 60.66),
        Template("camera.fill", advance: 114.45, inkHeight: 73.73),
        Template("bell.fill", advance: 88.38, inkHeight: 81.59),
    ]

    /// The small-scale circle is 78.86% of the point size, medium 99.61%, large 127.2%
    /// (docs/symbol-measurements.md); medium and large frames are the template's scaled by those
    /// ratios, with large scale's wider margins (1.12 at the sides, 1.5 above and below, measured
    /// on `person`). The height is the template's ink plus the 1-pt margins (at 17 pt, medium)
    /// that every measured 17-pt frame has above and below (0.0591 circle diameters).
    /// The exact (unrounded) frame in points.
    static func expected(_ t: Template, _ scale: Image.Scale, pointSize: Double) -> CGSize {
        let circleSmall = 78.857   // circle.fill's Regular-S ink width in the same templates
        let ratio: Double, marginFactor: (x: Double, y: Double)
        switch scale {
        case .small: (ratio, marginFactor) = (1, (1, 1))
        case .medium: (ratio, marginFactor) = (99.61 / 78.86, (1, 1))
        case .large: (ratio, marginFactor) = (127.2 / 78.86, (1.12, 1.5))
        }
        let margin = t.advance - widthOfInk(t)
        let width = (widthOfInk(t) + margin * marginFactor.x) * ratio * pointSize / 100
        let height = (t.inkHeight + 2 * 0.0591 * circleSmall * marginFactor.y) * ratio * pointSize / 100
        return CGSize(width: width, height: height)
    }

    /// The template's ink width (the Regular-S outline's extent), so the margins are the advance
    /// less it.
    static func widthOfInk(_ t: Template) -> Double { inkWidths[t.name] ?? t.advance }

    static let inkWidths: [String: Double] = [
        "heart.fill": 76.86,
        "star.fill": 85.96,
        "checkmark": 67.09,
        "xmark": 61.35,
        "plus": 63.82,
        "gear": 86.38,
        "gearshape": 82.67,
        "house": 93.21,
        "trash": 74.61,
        "magnifyingglass": 75.39,
        "bell": 72.85,
        "envelope": 93.12,
        "play.fill": 58.45,
        "pause.fill": 48.29,
        "square.and.arrow.up": 68.70,
        "circle.fill": 78.86,
        "phone.fill": 71.48,
        "pencil": 61.09,
        "camera.fill": 94.92,
        "bell.fill": 72.85,
    ]

    @Test(arguments: templates)
    func frameAtThreeScales(_ t: Template) {
        for (scale, size) in [(Image.Scale.small, 17.0), (.medium, 17.0), (.large, 17.0), (.small, 28.0), (.large, 13.0)] {
            let r = ImageRenderer(content: Image(systemName: t.name).font(.system(size: size)).imageScale(scale))
            r.scale = 3
            let got = r.layout().size
            let want = Self.expected(t, scale, pointSize: size)
            // Within the pixel rounding: iOS frames are whole device pixels (1/3 pt here), so the
            // frame is the exact length rounded, half a pixel away at most (plus 0.02 px for the
            // templates' two-decimal outline coordinates near a rounding boundary).
            let tolerance = 0.52 / 3
            #expect(abs(got.width - want.width) <= tolerance && abs(got.height - want.height) <= tolerance,
                    "\(t.name) \(size) pt \(scale): \(got) vs \(want)")
        }
    }

    /// Side margins do not grow with weight: each template's Ultralight-S, Regular-S and Black-S
    /// margin guides are the same distance from the ink (circle.fill 6.836 pt at 100 pt, ink
    /// 74.45 / 78.86 / 83.98; heart.fill 9.77 pt, ink 72.04 / 76.86 / 83.79, at small scale), so a
    /// black circle.fill at 100 pt small is 83.98 + 2 × 6.836 = 97.66 wide (the Black-S advance).
    @Test func marginsKeepTheirSizeAcrossWeights() {
        for (weight, advance) in [(Font.Weight.ultraLight, 88.12), (.regular, 92.53), (.black, 97.66)] {
            let r = ImageRenderer(content: Image(systemName: "circle.fill").font(.system(size: 100, weight: weight)).imageScale(.small))
            r.scale = 3
            let got = r.layout().size.width
            #expect(abs(got - advance) <= 0.52 / 3, "\(weight): \(got) vs the template's \(advance)")
        }
    }

    /// Where the ink's centre sits above the baseline in each template (Regular-S at 100 pt,
    /// between the outline's top and bottom; half the cap height is 35.23).
    static let inkCentres: [String: Double] = [
        "heart.fill": 33.96,
        "star.fill": 38.02,
        "checkmark": 33.94,
        "xmark": 35.20,
        "plus": 35.25,
        "gear": 35.23,
        "gearshape": 35.25,
        "house": 38.77,
        "trash": 38.79,
        "magnifyingglass": 35.23,
        "bell": 35.25,
        "bell.fill": 35.23,
        "envelope": 35.21,
        "play.fill": 35.21,
        "pause.fill": 35.23,
        "square.and.arrow.up": 41.02,
        "circle.fill": 35.25,
        "phone.fill": 33.57,
        "pencil": 35.10,
        "camera.fill": 36.47,
    ]

    /// The baseline inside the frame: with the ink centred in the frame, it is half the frame's
    /// height below the ink's centre, which sits where the template puts it (`star.fill` 2.79 pt
    /// at 100 pt above half the cap height, `heart.fill` 1.27 below), at small scale exactly and
    /// at medium and large scaled with the circle.
    @Test(arguments: templates)
    func baselineFollowsTheTemplatesInk(_ t: Template) throws {
        for (scale, ratio) in [(SymbolLayoutRequest.Scale.small, 1.0), (.medium, 99.61 / 78.86), (.large, 127.2 / 78.86)] {
            let frame = try #require(SymbolLayoutRequest(name: t.name, pointSize: 17, scale: scale, displayScale: 3).frame)
            // The ink centre moves with the symbol's scale about half the cap height, where
            // SF Symbols centre scaled glyphs (circle.fill at every scale).
            let centre = 17 * 0.7046 / 2 + (Self.inkCentres[t.name]! - 35.23) * ratio * 17 / 100
            let want = frame.size.height / 2 - centre
            // Within 0.05 pt: the table stores no raise under 0.004 circle diameters (0.34 pt at
            // 100 pt; pencil is 0.13 pt at 100 pt below the line).
            #expect(abs(frame.baselineOffset - want) < 0.05, "\(t.name) \(scale): \(frame.baselineOffset) vs \(want)")
        }
    }
}
