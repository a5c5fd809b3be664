import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// Redacted text and images drawn by the Cairo backend: the placeholder bars keep the text's
/// frame and show the text's colour at `RedactionPlaceholderStyle.opacity` over the background.
@Suite(.tags(.layout, .pixels, .fonts)) struct RedactionPixelTests {
    /// `color` at `opacity` composited over an opaque `background` (0–255 components).
    private func over(_ color: [Double], _ background: [Double], _ opacity: Double) -> [Int] {
        (0..<3).map { Int((color[$0] * opacity + background[$0] * (1 - opacity)).rounded()) } + [255]
    }

    private func card(_ text: Text, dark: Bool) -> some View {
        text.font(.system(size: 20)).id("t")
            .padding(10)
            .background(dark ? Color.black : Color.white)
    }

    @Test(arguments: [false, true])
    func redactedTextShowsABarOfTheTextColour(dark: Bool) throws {
        let view = card(Text("Partly cloudy"), dark: dark).redacted(reason: .placeholder)
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        if dark { renderer.environment.colorScheme = .dark }
        let frame = try #require(renderer.layout().frame(of: "t"))
        let plain = ImageRenderer(content: card(Text("Partly cloudy"), dark: dark))
        plain.scale = 2
        let plainFrame = plain.layout().frame(of: "t")
        #expect(frame == plainFrame)
        let image = try renderer.render()
        // The bar spans the first line from its cap height down to the baseline (controls.md
        // §7.4). Sample its middle row at a quarter, half and three quarters.
        let baseline = frame.minY + 20 * SystemFontMetrics.ascender
        let midY = Int((baseline - 20 * SystemFontMetrics.capHeight / 2) * 2)
        let label: [Double] = dark ? [255, 255, 255] : [0, 0, 0]
        let background: [Double] = dark ? [0, 0, 0] : [255, 255, 255]
        let expected = over(label, background, RedactionPlaceholderStyle.opacity)
        for f in [0.25, 0.5, 0.75] {
            let x = Int((frame.minX + frame.width * f) * 2)
            #expect(close(rgba(image, x, midY), expected), "x \(x): \(rgba(image, x, midY)) != \(expected)")
        }
        // Outside the bar (in the padding) the background shows.
        #expect(close(rgba(image, 4, 4), over(background, background, 1)))
    }

    @Test func barUsesTheForegroundStyle() throws {
        let view = Text("Rain").font(.system(size: 30)).foregroundStyle(Color.blue).id("t")
            .padding(6).background(Color.white)
            .redacted(reason: .placeholder)
        let renderer = ImageRenderer(content: view)
        let frame = try #require(renderer.layout().frame(of: "t"))
        let image = try renderer.render()
        let y = Int(frame.minY + 30 * (SystemFontMetrics.ascender - SystemFontMetrics.capHeight / 2))
        // iOS systemBlue (0, 122, 255) at the placeholder opacity over white.
        #expect(close(rgba(image, Int(frame.midX), y), over([0, 122, 255], [255, 255, 255], RedactionPlaceholderStyle.opacity)))
    }

    @Test func multilineTextDrawsOneBarPerLineWithGapsBetween() throws {
        let view = Text("Showers early, clearing later with sunshine").font(.system(size: 17))
            .frame(width: 120).id("t")
            .padding(4).background(Color.white)
            .redacted(reason: .placeholder)
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        let tree = renderer.layout()
        let frame = try #require(tree.frame(of: "t"))
        let bars = renderer.displayList().flattenedLeaves.compactMap { item -> CGRect? in
            if case .shape(let s) = item, s.source == "Text (redacted)" { return s.frame } else { return nil }
        }
        #expect(bars.count >= 2)
        #expect(bars.allSatisfy { frame.insetBy(dx: -0.5, dy: -0.5).contains($0) })
        // Bars are separated: each starts below the previous one's bottom.
        for (a, b) in zip(bars, bars.dropFirst()) { #expect(b.minY > a.maxY) }
        let image = try renderer.render()
        let gapY = Int(((bars[0].maxY + bars[1].minY) / 2) * 2)
        #expect(close(rgba(image, Int(bars[0].midX * 2), gapY), [255, 255, 255, 255]))
    }

    @Test func eachBarIsAsWideAsItsLine() throws {
        func width(_ text: String) throws -> CGFloat {
            let r = ImageRenderer(content: Text(text).font(.system(size: 17)).id("w"))
            r.scale = 2
            return try #require(r.layout().frame(of: "w")).width
        }
        let view = Text("Rain\nSunny spells later").font(.system(size: 17)).id("t").redacted(reason: .placeholder)
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        let bars = renderer.displayList().flattenedLeaves.compactMap { item -> CGRect? in
            if case .shape(let s) = item, s.source == "Text (redacted)" { return s.frame } else { return nil }
        }
        #expect(bars.count == 2)
        guard bars.count == 2 else { return }
        // Widths snap to the 0.5 pt pixel grid.
        #expect(abs(bars[0].width - (try width("Rain"))) <= 0.5)
        #expect(abs(bars[1].width - (try width("Sunny spells later"))) <= 0.5)
        #expect(bars[0].minX == bars[1].minX)
    }

    @Test(arguments: [false, true])
    func redactedSymbolIsARoundedRectangle(dark: Bool) throws {
        let view = Image(systemName: "sun.max.fill").resizable().frame(width: 40, height: 40).id("i")
            .padding(10).background(dark ? Color.black : Color.white)
            .redacted(reason: .placeholder)
        let renderer = ImageRenderer(content: view)
        if dark { renderer.environment.colorScheme = .dark }
        let image = try renderer.render()
        let label: [Double] = dark ? [255, 255, 255] : [0, 0, 0]
        let background: [Double] = dark ? [0, 0, 0] : [255, 255, 255]
        let fill = over(label, background, RedactionPlaceholderStyle.opacity)
        #expect(close(rgba(image, 30, 30), fill))
        #expect(close(rgba(image, 12, 30), fill))
        // The very corner of the frame is cut by the rounding.
        #expect(close(rgba(image, 10, 10), over(background, background, 1), 12))
    }
}
