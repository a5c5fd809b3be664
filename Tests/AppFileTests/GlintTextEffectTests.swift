import Testing
import BackplateTestSupport
import Backplate
@testable import AppFiles

/// The WWDC24-style appearance effect: at time 0 nothing shows; settled, the plain runs draw
/// exactly as the text without the renderer and the emphasized glyphs are drawn in pink.
@MainActor
@Suite(.tags(.appFiles, .pixels)) struct GlintTextEffectTests {
    private func render<V: View>(_ view: V) throws -> RenderedImage {
        let r = ImageRenderer(content: view.background(Color.white))
        r.proposedSize = ProposedViewSize(width: 393, height: nil)
        r.scale = 2
        return try r.render()
    }

    private var plain: some View {
        (Text("Build ") + Text("Visual Effects").foregroundStyle(.pink).customAttribute(GlintEmphasisAttribute()) + Text(" with SwiftUI"))
            .font(.system(.title, design: .rounded, weight: .semibold))
            .padding()
    }

    @Test func appearsFromNothingAndSettlesOnTheText() throws {
        let start = try render(GlintTitleView(elapsedTime: 0))
        let settled = try render(GlintTitleView(elapsedTime: 0.9))
        let text = try render(plain)
        // The renderer sizes the text as the text sizes itself (the default `sizeThatFits`).
        #expect(start.width == text.width && start.height == text.height)
        #expect(settled.width == text.width && settled.height == text.height)
        #expect(text.width > 300 && text.width <= 786)
        // At time 0 every run is fully transparent: only the white background.
        // Typed operands: the `Set(stride(...).map {...}) == [255]` inside `#expect` took 1.5 s to type-check.
        let reds: Set<UInt8> = Set(stride(from: 0, to: start.rgba.count, by: 4).map { start.rgba[$0] })
        #expect(reds == [255])
        // Settled: "Build " (left of x = 60 pt, past the 16 pt padding) draws as the plain text.
        for y in 0..<text.height {
            for x in 0..<120 where settled.pixel(x: x, y: y) != text.pixel(x: x, y: y) {
                Issue.record("pixel \(x), \(y) differs"); return
            }
        }
        // And "Visual Effects" is drawn in the system pink (255, 45, 85 in light mode).
        var pink = 0
        for y in 0..<settled.height {
            for x in 0..<settled.width {
                let p = settled.pixel(x: x, y: y)
                if p.red > 230 && p.green < 80 && p.blue > 60 && p.blue < 110 { pink += 1 }
            }
        }
        #expect(pink > 500)
    }
}
