import Testing
import Foundation
import BackplateTestSupport
@testable import Backplate

// iOS 26's scroll edge effect under a navigation bar: a blue full-bleed block under the inline
// bar (the scroll view ignores the top safe area, so the block starts at y = 0 under the 103-point
// bar). iPhone 15 Pro canvas at 1x: 393 × 852, insets 59 top and 34 bottom.

private func edgeRender<V: View>(_ view: V) throws -> RenderedImage {
    let r = ImageRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: 393, height: 852)
    r.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
    r.scale = 1
    r.isOpaque = true
    return try r.render()
}

private struct EdgeScreen: View {
    var style: ScrollEdgeEffectStyle?
    var hidden = false

    var body: some View {
        NavigationStack {
            ScrollView { Color(red: 0, green: 0, blue: 1).frame(height: 600) }
                .ignoresSafeArea(edges: .top)
                .scrollEdgeEffectStyle(style, for: .top)
                .scrollEdgeEffectHidden(hidden, for: .top)
                .navigationTitle("Edge")
                .navigationBarTitleDisplayMode(.inline)
        }
    }
}

@MainActor @Suite(.tags(.layout, .pixels)) struct ScrollEdgeEffectTests {
    /// Whether the pixel is the block's own blue (no effect over it).
    private func isBlue(_ p: RenderedImage.Pixel) -> Bool { p.red < 8 && p.green < 8 && p.blue > 247 }
    /// Whether the pixel is the bar's light material over the blue (the effect at full strength).
    private func isBar(_ p: RenderedImage.Pixel) -> Bool { p.red > 235 && p.green > 235 && p.blue > 235 }

    @Test func softEffectFadesOutTowardsTheBarsBottom() throws {
        for style in [nil, ScrollEdgeEffectStyle.automatic, .soft] {
            let image = try edgeRender(EdgeScreen(style: style))
            // Under the status bar the effect is at full strength; at the bar's bottom edge
            // (y = 102) the blue shows through; below the bar the content is untouched.
            #expect(isBar(image.pixel(x: 10, y: 20)), "\(String(describing: style)) \(image.pixel(x: 10, y: 20))")
            let edge = image.pixel(x: 10, y: 102)
            #expect(edge.blue > 200 && edge.red < 60, "\(String(describing: style)) \(edge)")
            #expect(isBlue(image.pixel(x: 10, y: 140)))
        }
    }

    @Test func hardEffectFillsTheBarAndHiddenDrawsNone() throws {
        let hard = try edgeRender(EdgeScreen(style: .hard))
        #expect(isBar(hard.pixel(x: 10, y: 20)) && isBar(hard.pixel(x: 10, y: 100)), "\(hard.pixel(x: 10, y: 100))")
        #expect(isBlue(hard.pixel(x: 10, y: 110)))
        let hidden = try edgeRender(EdgeScreen(style: .soft, hidden: true))
        // The blue block reaches the top of the screen with nothing over it.
        #expect(isBlue(hidden.pixel(x: 10, y: 20)) && isBlue(hidden.pixel(x: 10, y: 100)), "\(hidden.pixel(x: 10, y: 20))")
    }
}
