import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// Frames of every symbol that has an SF Symbols 5 template (680 of the 703 names Backplate
/// knows, across devices, communication, weather, media, editing...), at small, medium and
/// large scale, against the numbers `scripts/symbols/measure_templates.py` derived from Apple's
/// exported templates (marcprux/symbols 7d75966, small scale at 100 pt) and committed as
/// `scripts/symbols/template-frames.csv` (`measure_templates.py MIRROR --check` re-derives it).
/// The expected frames are computed here from the template's points (advance, ink, margins,
/// ink centre), not from `SymbolTable`'s circle-diameter numbers.
@Suite struct SymbolTemplateCatalogTests {
    /// One CSV row: the Regular-S glyph at 100 pt small, in points.
    struct Row: Sendable, CustomStringConvertible {
        var name: String
        var advance, inkWidth, inkHeight, marginLeft, marginRight, centre: Double
        var ultralightMargins, blackMargins: (left: Double, right: Double)
        var ultralightAdvance, blackAdvance: Double
        var ultralightInk, blackInk: (width: Double, height: Double)
        var description: String { name }
    }

    /// `circle.fill`'s Regular-S ink width in the same templates, the unit of `SymbolTable`.
    static let circleSmall = 78.857

    static let rows: [Row] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../../scripts/symbols/template-frames.csv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        let header = lines.removeFirst().split(separator: ",").map(String.init)
        return lines.map { line in
            let fields = line.split(separator: ",").map(String.init)
            let column = { (key: String) -> Double in Double(fields[header.firstIndex(of: key)!])! }
            return Row(name: fields[0], advance: column("advance"), inkWidth: column("ink_w"), inkHeight: column("ink_h"),
                       marginLeft: column("margin_l"), marginRight: column("margin_r"), centre: column("centre"),
                       ultralightMargins: (column("ultralight_margin_l"), column("ultralight_margin_r")),
                       blackMargins: (column("black_margin_l"), column("black_margin_r")),
                       ultralightAdvance: column("ultralight_advance"), blackAdvance: column("black_advance"),
                       ultralightInk: (column("ultralight_ink_w"), column("ultralight_ink_h")),
                       blackInk: (column("black_ink_w"), column("black_ink_h")))
        }
    }()

    /// Entries whose frames come from iOS measurements rather than the templates
    /// (docs/symbol-measurements.md): `person`'s measured medium frame, the mic's measured ink,
    /// the forum's light `chevron.compact.down`, and the chevrons that size the controls'.
    static let measuredOnIOS: Set<String> = ["person", "mic", "mic.fill", "chevron.compact.down",
                                             "chevron.left", "chevron.right", "chevron.up", "chevron.down"]

    static var templated: [Row] { rows.filter { !measuredOnIOS.contains($0.name) } }

    /// Small, medium and large scale: the circle's share of the point size (78.86%, 99.61%,
    /// 127.2%) over the small one, and large scale's wider margins (1.12 × 1.5, from `person`).
    static let scales: [(scale: SymbolLayoutRequest.Scale, ratio: Double, margin: (x: Double, y: Double))] = [
        (.small, 1, (1, 1)), (.medium, 99.61 / 78.86, (1, 1)), (.large, 127.2 / 78.86, (1.12, 1.5)),
    ]

    /// The frame iOS gives the symbol, unrounded, at `pointSize`: the template's ink plus its
    /// margins (the advance; a margin below zero, where a badge or a sun overhangs the advance,
    /// counts as zero), and the ink's height plus the 1-pt margins (at 17 pt medium) iOS frames
    /// have above and below, scaled from the small glyph at 100 pt.
    static func expectedSize(_ r: Row, ratio: Double, margin k: (x: Double, y: Double), pointSize: Double) -> CGSize {
        let sides = max(r.marginLeft, 0) + max(r.marginRight, 0)
        let scale = ratio * pointSize / 100
        return CGSize(width: (r.inkWidth + sides * k.x) * scale,
                      height: (r.inkHeight + 2 * 0.0591 * circleSmall * k.y) * scale)
    }

    @Test func theCatalogueCoversTheSymbolsAppsUse() {
        let names = Set(Self.rows.map(\.name))
        #expect(Self.templated.count >= 600, "\(Self.templated.count) templated symbols")
        // devices, communication, weather, media, editing
        let sample = ["laptopcomputer", "desktopcomputer", "tv", "printer", "keyboard", "headphones",
                      "phone.fill", "envelope", "bubble.left", "paperplane", "at", "megaphone",
                      "sun.max", "cloud.rain", "cloud.bolt", "snowflake", "wind", "umbrella",
                      "play.fill", "pause.fill", "forward.fill", "speaker.wave.2", "music.note", "film",
                      "pencil", "trash", "scissors", "doc.on.doc", "paintbrush", "crop", "bold"]
        for name in sample { #expect(names.contains(name), "\(name) has no template row") }
    }

    /// Width and height at three scales (17 pt, and 28 pt small, 13 pt large), 3x: within half
    /// a device pixel of the template's, as iOS rounds frames to whole pixels.
    @Test(arguments: templated)
    func frameAtThreeScales(_ r: Row) {
        for (scale, size) in [(SymbolLayoutRequest.Scale.small, 17.0), (.medium, 17.0), (.large, 17.0), (.small, 28.0), (.large, 13.0)] {
            let s = Self.scales.first { $0.scale == scale }!
            let request = SymbolLayoutRequest(name: r.name, pointSize: size, scale: scale, displayScale: 3)
            guard let got = request.frame?.size else { Issue.record("\(r.name): no frame"); continue }
            let want = Self.expectedSize(r, ratio: s.ratio, margin: s.margin, pointSize: size)
            // half a pixel, plus 0.02 px for the CSV's three decimals and the circle ratios
            let tolerance = 0.52 / 3
            #expect(abs(got.width - want.width) <= tolerance && abs(got.height - want.height) <= tolerance,
                    "\(r.name) \(size) pt \(scale): \(got) vs \(want)")
        }
    }

    /// The baseline: the frame is centred on the ink, whose centre sits `centre` points (at
    /// 100 pt small) above half the cap height, scaled with the circle. The table keeps offsets
    /// from 0.004 circle diameters up, so smaller ones may be missing.
    @Test(arguments: templated)
    func baselineFollowsTheInk(_ r: Row) {
        for s in Self.scales {
            let request = SymbolLayoutRequest(name: r.name, pointSize: 17, scale: s.scale, displayScale: 3)
            guard let frame = request.frame else { Issue.record("\(r.name): no frame"); continue }
            let centre = 17 * 0.7046 / 2 + r.centre * s.ratio * 17 / 100
            let want = frame.size.height / 2 - centre
            let tolerance = 0.0041 * Self.circleSmall * s.ratio * 17 / 100
            #expect(abs(frame.baselineOffset - want) <= tolerance, "\(r.name) \(s.scale): \(frame.baselineOffset) vs \(want)")
        }
    }

    /// The ink sits off the frame's centre by half the difference of its margins (`play.fill`,
    /// `chevron.right`'s circle, badges), within the same 0.004-circle threshold.
    @Test(arguments: templated)
    func inkSitsBetweenItsMargins(_ r: Row) {
        for s in Self.scales {
            let request = SymbolLayoutRequest(name: r.name, pointSize: 17, scale: s.scale, displayScale: 3)
            let want = (max(r.marginLeft, 0) - max(r.marginRight, 0)) / 2 * s.ratio * s.margin.x * 17 / 100
            let tolerance = 0.0041 * Self.circleSmall * s.ratio * s.margin.x * 17 / 100
            #expect(abs(request.inkShift - want) <= tolerance, "\(r.name) \(s.scale): \(request.inkShift) vs \(want)")
        }
    }

    /// Side margins at ultralight, regular and black are the template's at each weight: the
    /// same for 534 of the 650 templates (within 0.05 pt at 100 pt: SF Symbols' margins mostly
    /// keep their size as the ink thickens), their own for the rest (`bell` 9.67 / 7.76 /
    /// 5.86 pt). Measured as the frame less the ink at 100 pt small, unrounded (1000x), within
    /// the 0.0005 circle diameters below which the table stores no margin change.
    @Test func marginsFollowEachWeight() {
        var equal = 0
        for r in Self.templated {
            let weights: [(Double, (left: Double, right: Double))] =
                [(-0.8, r.ultralightMargins), (0, (r.marginLeft, r.marginRight)), (0.62, r.blackMargins)]
            guard weights.allSatisfy({ $0.1.left >= 0 && $0.1.right >= 0 }) else { continue }
            let spread = weights.flatMap { [abs($0.1.left - r.marginLeft), abs($0.1.right - r.marginRight)] }.max()!
            if spread < 0.05 { equal += 1 }
            for (weight, m) in weights {
                let request = SymbolLayoutRequest(name: r.name, pointSize: 100, weight: weight, scale: .small, displayScale: 1000)
                guard let frame = request.frame?.size, let ink = request.inkSize else { continue }
                let margins = frame.width - ink.width
                #expect(abs(margins - (m.left + m.right)) <= 2 * 0.0005 * Self.circleSmall + 0.005,
                        "\(r.name) \(weight): margins \(margins) vs \(m.left + m.right)")
            }
        }
        #expect(equal >= 500, "\(equal) symbols with weight-independent margins")
    }

    /// Ultralight and black: each template's `Ultralight-S` and `Black-S` glyph has its own ink
    /// box (strokes thicken, so ink does not grow exactly with the circle: `pause` is 45% wider
    /// at black relative to it) and, for 116 symbols, its own margins. At 17 pt small, 3x, the
    /// frame is that weight's advance and the ink box that weight's ink, within half a pixel
    /// plus the 0.5% below which the table stores no weight variation.
    @Test(arguments: templated)
    func frameAtUltralightAndBlack(_ r: Row) {
        // circle.fill's Ultralight-S and Black-S ink: the top and bottom margins follow the
        // weight's circle (no source gives them; docs/symbol-measurements.md)
        for (weight, circle, advance, margins, ink) in [(-0.8, 74.453, r.ultralightAdvance, r.ultralightMargins, r.ultralightInk),
                                                        (0.62, 83.984, r.blackAdvance, r.blackMargins, r.blackInk)] {
            let request = SymbolLayoutRequest(name: r.name, pointSize: 17, weight: weight, scale: .small, displayScale: 3)
            guard let got = request.frame?.size, let inkBox = request.inkSize else { Issue.record("\(r.name): no frame"); continue }
            let width = (ink.width + max(margins.left, 0) + max(margins.right, 0)) * 0.17
            let height = (ink.height + 2 * 0.0591 * circle) * 0.17
            #expect(abs(got.width - width) <= 0.52 / 3 + 0.0051 * width && abs(got.height - height) <= 0.52 / 3 + 0.0051 * height,
                    "\(r.name) weight \(weight): \(got) vs \(width) x \(height)")
            #expect(abs(inkBox.width - ink.width * 0.17) <= 0.0051 * ink.width * 0.17 + 0.001
                    && abs(inkBox.height - ink.height * 0.17) <= 0.0051 * ink.height * 0.17 + 0.001,
                    "\(r.name) weight \(weight): ink \(inkBox) vs \(ink.width * 0.17) x \(ink.height * 0.17)")
            if margins.left >= 0, margins.right >= 0 {
                #expect(abs(advance - ink.width - margins.left - margins.right) < 0.01, "\(r.name): advance")
            }
        }
    }
}
