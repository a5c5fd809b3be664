import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCore

/// `TextRenderer` and `Text.Layout` (iOS 17/18) on the engine's own text layout: the lines a
/// renderer receives are the lines the text draws, drawing them all gives the text's pixels,
/// and moving or fading a line moves or fades exactly its glyphs.
@MainActor
@Suite(.tags(.layout, .pixels, .fonts)) struct TextRendererTests {
    struct Mark: TextAttribute { var level: Int }

    /// Keeps the layout a renderer was given.
    final class Captured { var layout: Text.Layout? }

    /// Draws every line, keeping the layout; shifts line `shifted` by `dx`, with `opacity`.
    struct LineRenderer: TextRenderer {
        var captured = Captured()
        var shifted = -1
        var dx: CGFloat = 0
        var opacity: Double = 1
        var size: CGSize? = nil

        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
            captured.layout = layout
            for (i, line) in layout.enumerated() {
                var copy = ctx
                copy.opacity = opacity
                if i == shifted { copy.translateBy(x: dx, y: 0) }
                copy.draw(line)
            }
        }

        func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
            size ?? text.sizeThatFits(proposal)
        }
    }

    /// Draws each run separately.
    struct RunRenderer: TextRenderer {
        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
            for line in layout { for run in line { ctx.draw(run) } }
        }
    }

    private let paragraph = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs."

    private func render<V: View>(_ view: V, width: CGFloat? = 200) throws -> RenderedImage {
        let r = ImageRenderer(content: view.background(Color.white))
        r.proposedSize = ProposedViewSize(width: width, height: nil)
        r.scale = 2
        return try r.render()
    }

    @Test func wrappedLinesAreTheTextsLines() throws {
        let renderer = LineRenderer()
        let image = try render(Text(paragraph).textRenderer(renderer))
        let layout = try #require(renderer.captured.layout)
        // `.body` wraps with 22 pt between baselines; the first sits at SF's ascent
        // (17 × 1950/2048 = 16.186), and the text is 20.287 + 22 × (lines − 1) tall.
        let lines = Int(((CGFloat(image.height) / 2 - 17 * 2444 / 2048) / 22).rounded()) + 1
        #expect(layout.count == lines)
        #expect(layout.count >= 3)
        let ascent: CGFloat = 17 * 1950 / 2048
        for (i, line) in layout.enumerated() {
            #expect(abs(line.origin.y - (ascent + 22 * CGFloat(i))) < 0.01)
            #expect(line.origin.x == 0)
            let bounds = line.typographicBounds
            #expect(abs(bounds.ascent - ascent) < 0.01)
            #expect(abs(bounds.descent - 17 * 494 / 2048) < 0.01)
            #expect(bounds.width > 0 && bounds.width <= 200)
            #expect(abs(bounds.rect.minY - 22 * CGFloat(i)) < 0.01)
        }
        #expect(!layout.isTruncated)
        // Each line starts at a word: its first glyph's character follows a space, and the
        // first line starts at the text's first character.
        let first = try #require(layout[0].first?.characterIndices.first)
        #expect(first.offset == 0)
        let utf16 = Array(paragraph.utf16)
        for line in layout.dropFirst() {
            let start = try #require(line.first?.characterIndices.first)
            #expect(utf16[first.distance(to: start) - 1] == 32)
            #expect(first.advanced(by: first.distance(to: start)) == start)
        }
    }

    @Test func textWithCustomAttributesIsSendableAndComparesThem() async throws {
        // `Text` is `Sendable`, as SwiftUI's: it crosses into a task with its attributes.
        let text = Text("Bold").customAttribute(Mark(level: 2))
        let sent = await Task.detached { text }.value
        #expect(sent == Text("Bold").customAttribute(Mark(level: 2)))
        #expect(sent != Text("Bold").customAttribute(Mark(level: 3)))
        #expect(sent != Text("Bold"))
    }

    @Test func twoFontsMakeTwoRunsWithTheirAttributes() throws {
        let renderer = LineRenderer()
        let text = Text("Bold").bold().customAttribute(Mark(level: 2)) + Text(" plain")
        _ = try render(text.textRenderer(renderer), width: nil)
        let layout = try #require(renderer.captured.layout)
        #expect(layout.count == 1)
        let line = layout[0]
        #expect(line.count == 2)
        let bold = line[0], plain = line[1]
        #expect(bold[Mark.self] == Mark(level: 2))
        #expect(plain[Mark.self] == nil)
        // One glyph per character: "Bold" is UTF-16 offsets 0-3, " plain" 4-9.
        #expect(bold.count == 4 && plain.count == 6)
        #expect(bold.characterIndices.map { bold.characterIndices[0].distance(to: $0) } == [0, 1, 2, 3])
        #expect(bold.characterIndices[0].distance(to: plain.characterIndices[0]) == 4)
        // The runs tile the line: the plain run starts where the bold one ends.
        let b = bold.typographicBounds, p = plain.typographicBounds
        #expect(abs(b.origin.x + b.width - p.origin.x) < 0.001)
        #expect(abs(p.origin.x + p.width - line.typographicBounds.width) < 1)
        // A slice of glyphs 1..<3 starts at glyph 1 and is as wide as its two advances.
        let slice = bold[1..<3]
        #expect(slice.count == 2)
        #expect(abs(slice.typographicBounds.width - (bold[1].typographicBounds.width + bold[2].typographicBounds.width)) < 0.001)
        #expect(slice[Mark.self] == Mark(level: 2))
    }

    @Test func drawingEveryLineIsTheTextsPixels() throws {
        let plain = try render(Text(paragraph))
        let lines = try render(Text(paragraph).textRenderer(LineRenderer()))
        #expect(plain.width == lines.width && plain.height == lines.height)
        #expect(plain.rgba == lines.rgba)
        // Run by run, each clipped to its glyphs' advances: the same text to within a few
        // antialiased pixels at glyph seams.
        let runs = try render(Text(paragraph).textRenderer(RunRenderer()))
        var differing = 0
        for i in stride(from: 0, to: plain.rgba.count, by: 4) where abs(Int(plain.rgba[i]) - Int(runs.rgba[i])) > 8 { differing += 1 }
        #expect(differing < 20)
    }

    @Test func shiftingLineTwoMovesOnlyItsGlyphs() throws {
        let view = { (r: LineRenderer) in Text(self.paragraph).textRenderer(r).padding(.trailing, 40) }
        let plain = try render(view(LineRenderer()), width: 240)
        let moved = try render(view(LineRenderer(shifted: 1, dx: 20)), width: 240)
        // Line 1 (baseline 16.2, box 0-22 pt) is untouched; line 2 (box 22-44 pt) is the same
        // pixels 20 pt (40 px) to the right; line 3 is untouched.
        func row(_ image: RenderedImage, _ y: Int) -> [Int] { (0..<image.width).map { rgba(image, $0, y)[0] } }
        var inked = 0
        for y in 0..<88 {
            let a = row(plain, y), b = row(moved, y)
            if y < 40 {
                #expect(a == b, "row \(y)")
            } else if y >= 48 && y < 84 {
                for x in 0..<(plain.width - 40) where a[x] != b[x + 40] { Issue.record("row \(y) x \(x): \(a[x]) vs \(b[x + 40])"); return }
                inked += a.filter { $0 < 128 }.count
            }
        }
        #expect(inked > 100)
        for y in 92..<min(plain.height, 130) { #expect(row(plain, y) == row(moved, y), "row \(y)") }
    }

    @Test func opacityFadesTheGlyphs() throws {
        let plain = try render(Text(paragraph))
        let faded = try render(Text(paragraph).textRenderer(LineRenderer(opacity: 0.5)))
        // Black text at half opacity over white: each pixel halfway to white.
        var darkest = 255
        for i in stride(from: 0, to: plain.rgba.count, by: 4) {
            let expected = 255 - (255 - Double(plain.rgba[i])) * 0.5
            #expect(abs(Double(faded.rgba[i]) - expected) <= 2)
            darkest = min(darkest, Int(faded.rgba[i]))
        }
        #expect(abs(darkest - 128) <= 2)
    }

    @Test func sizeThatFitsOverridesTheTextsSize() throws {
        let own = ImageRenderer(content: Text("Hello").textRenderer(LineRenderer())).layout().size
        let plain = ImageRenderer(content: Text("Hello")).layout().size
        #expect(own == plain)
        let sized = ImageRenderer(content: Text("Hello").textRenderer(LineRenderer(size: CGSize(width: 120, height: 50)))).layout().size
        #expect(sized == CGSize(width: 120, height: 50))
        // A bad size falls back to the text's own.
        let bad = ImageRenderer(content: Text("Hello").textRenderer(LineRenderer(size: CGSize(width: CGFloat.nan, height: 5)))).layout().size
        #expect(bad == plain)
    }
}
