import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCairo

/// `Font.Design.serif` without the user's New York files: Source Serif 4 at the point size's
/// optical size with New York's tracking (`SerifSubstitute`).
@Suite(.tags(.pixels, .fonts)) struct SerifDesignTests {
    static func width(_ string: String, size: CGFloat, weight: Double = 0, design: ResolvedFont.Design = .serif,
                      family: String? = nil, italic: Bool = false) -> CGFloat {
        let font = ResolvedFont(family: family, size: size, weight: weight, italic: italic, design: design)
        let result = PangoTextEngine.shared.layout(TextLayoutRequest(runs: [TextRun(string: string, font: font)],
                                                                     width: nil, height: nil, lineLimit: nil))
        return result.lineSpans.first?.width ?? 0
    }

    static let pangram = "The quick brown fox jumps over the lazy dog"

    @Test func serifIsSourceSerifWithNewYorksTracking() throws {
        try #require(SerifSubstitute.isInstalled, "run scripts/install-deps.sh: it installs Source Serif 4 into .fonts")
        #expect(SerifSubstitute.roman?.hasSuffix("SourceSerif4[opsz,wght].ttf") == true)
        // The pangram's advance in Source Serif 4 (fontpkg-source-serif-4 4.4), shaped by
        // HarfBuzz (uharfbuzz 0.57) on its own: 21.048 em at opsz 15, 19.548 em at opsz 28,
        // regular. New York's tracking is 0 at 15 pt and −12/1000 em at 28 pt, between the
        // pangram's 43 characters (42 gaps).
        let at15 = Self.width(Self.pangram, size: 15)
        #expect(abs(at15 - 21.048 * 15) < 0.05, "\(at15)")
        let at28 = Self.width(Self.pangram, size: 28)
        #expect(abs(at28 - (19.548 * 28 + 42 * 28 * -0.012)) < 0.05, "\(at28)")
    }

    @Test func serifIsNarrowerThanDejaVuSerif() throws {
        try #require(SerifSubstitute.isInstalled)
        // DejaVu Serif, the previous fallback, is a wide face: the substitute sets the pangram
        // 8 to 12% narrower at body and title sizes.
        for size in [17.0, 28.0] as [CGFloat] {
            let ours = Self.width(Self.pangram, size: size)
            let dejaVu = Self.width(Self.pangram, size: size, design: .default, family: "DejaVu Serif")
                + 42 * SystemFontTracking.points(design: .serif, size: size)
            #expect(ours < dejaVu * 0.92 && ours > dejaVu * 0.85, "\(size) pt: \(ours) vs DejaVu \(dejaVu)")
        }
    }

    @Test func theOpticalSizeFollowsThePointSize() throws {
        try #require(SerifSubstitute.isInstalled)
        #expect(SerifSubstitute.opticalSize(11) == 11)
        #expect(SerifSubstitute.opticalSize(4) == 8)
        #expect(SerifSubstitute.opticalSize(96) == 60)
        #expect(SerifSubstitute.variations(size: 17, cssWeight: 700) == "opsz=17.00,wght=700.00")
        #expect(SerifSubstitute.variations(size: 17, cssWeight: 100) == "opsz=17.00,wght=200.00")
        // Small optical sizes are drawn wider per point (as New York Small is wider than
        // New York Large); New York's tracking is 0 at 15 pt and the table's −12 from 28 pt up.
        let small = (Self.width("hamburgefonstiv", size: 15)) / 15
        let large = (Self.width("hamburgefonstiv", size: 48) - 14 * SystemFontTracking.points(design: .serif, size: 48)) / 48
        #expect(small > large * 1.03, "per point: \(small) at 15 pt, \(large) at 48 pt")
    }

    @Test func weightsAndItalicsUseTheirAxisAndFile() throws {
        try #require(SerifSubstitute.isInstalled)
        let regular = Self.width("Headline", size: 17)
        let bold = Self.width("Headline", size: 17, weight: 0.4)
        #expect(bold > regular * 1.02)
        if SerifSubstitute.italic != nil {
            #expect(Self.width("Headline", size: 17, italic: true) != regular)
        }
    }

    @Test func aSerifTitleRendersInk() throws {
        try #require(SerifSubstitute.isInstalled)
        let renderer = ImageRenderer(content: Text(verbatim: "Serif").font(.system(.largeTitle, design: .serif))
            .foregroundStyle(Color.black).background(Color.white))
        renderer.scale = 2
        let image = try renderer.render()
        var dark = 0
        for y in 0..<image.height { for x in 0..<image.width where rgba(image, x, y)[0] < 80 { dark += 1 } }
        #expect(dark > 500)
        if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try renderer.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("serif-large-title.png"))
        }
    }
}

/// A custom variable font with an optical-size axis is drawn at the optical size of its point
/// size, as CoreText does (Pango alone would take 0.75 × the size: points at 96 dpi).
@Suite(.tags(.pixels, .fonts)) struct CustomFontOpticalSizeTests {
    @Test func customFontsTakeTheirPointSizeAsOpticalSize() throws {
        try #require(SerifSubstitute.isInstalled)
        // Source Serif 4's pangram advance (HarfBuzz, uharfbuzz 0.57): 19.909 em at opsz 20,
        // 21.048 em at opsz 15, 19.548 em at opsz 28. A custom font gets no tracking.
        let at20 = SerifDesignTests.width(SerifDesignTests.pangram, size: 20, design: .default, family: "Source Serif 4")
        #expect(abs(at20 - 19.909 * 20) < 0.05, "\(at20)")
        let at28 = SerifDesignTests.width(SerifDesignTests.pangram, size: 28, design: .default, family: "Source Serif 4")
        #expect(abs(at28 - 19.548 * 28) < 0.05, "\(at28)")
    }
}
