import Testing
import Foundation
import BackplateTestSupport
@testable import Backplate

// iOS 26's scroll edge effect under a navigation bar. At rest a full-bleed block under the
// inline bar (the scroll view ignores the top safe area, so it starts at y = 0 under the
// 103-point bar) shows with nothing over it; content scrolled beneath the bar (anchored at the
// bottom, taller than the screen) gets the effect. iPhone 15 Pro canvas at 1x: 393 × 852,
// insets 59 top and 34 bottom.

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
    /// Whether the content is scrolled beneath the bar (else it rests under it, full-bleed).
    var scrolled = false

    var body: some View {
        NavigationStack {
            Group {
                if scrolled {
                    ScrollView { Color(red: 0, green: 0, blue: 1).frame(height: 2000) }
                        .defaultScrollAnchor(.bottom)
                } else {
                    ScrollView { Color(red: 0, green: 0, blue: 1).frame(height: 600) }
                        .ignoresSafeArea(edges: .top)
                }
            }
            .scrollEdgeEffectStyle(style, for: .top)
            .scrollEdgeEffectHidden(hidden, for: .top)
            .navigationTitle("Edge")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

/// Black and white stripes 4 points wide, scrolled beneath the bar.
private struct StripedScreen: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                HStack(spacing: 0) {
                    ForEach(0..<50, id: \.self) { i in (i.isMultiple(of: 2) ? Color.black : Color.white).frame(width: 4) }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .frame(height: 2000)
            }
            .defaultScrollAnchor(.bottom)
            .navigationTitle("Stripes")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

@MainActor @Suite(.tags(.layout, .pixels)) struct ScrollEdgeEffectTests {
    /// Whether the pixel is the block's own blue (no effect over it).
    private func isBlue(_ p: RenderedImage.Pixel) -> Bool { p.red < 8 && p.green < 8 && p.blue > 247 }
    /// Whether the pixel is the bar's light background over the blue (an opaque fill).
    private func isBar(_ p: RenderedImage.Pixel) -> Bool { p.red > 235 && p.green > 235 && p.blue > 235 }

    @Test func aFullBleedHeaderAtRestShowsWithNoEffect() throws {
        // iOS draws the edge effect only once content scrolls beneath the bar: a header image
        // under the status bar at rest stays as it is (the effect was once an opaque band).
        for style in [nil, ScrollEdgeEffectStyle.automatic, .soft, .hard] {
            let image = try edgeRender(EdgeScreen(style: style))
            for y in [5, 20, 60, 100, 140] {
                #expect(isBlue(image.pixel(x: 10, y: y)), "\(String(describing: style)) y \(y) \(image.pixel(x: 10, y: y))")
            }
        }
    }

    @Test func softEffectIsTranslucentAndMoreOpaqueTowardsTheScreenEdge() throws {
        for style in [nil, ScrollEdgeEffectStyle.automatic, .soft] {
            let image = try edgeRender(EdgeScreen(style: style, scrolled: true))
            // The white veil: 80% at the screen's edge falling to clear at the bar's bottom
            // (y = 103), so red rises from 0 (the blue) by 255 × 0.8 × (1 − y / 103).
            for (y, red) in [(5, 194.0), (40, 124), (80, 46)] {
                let p = image.pixel(x: 10, y: y)
                #expect(abs(Double(p.red) - red) < 12 && p.blue > 247, "\(String(describing: style)) y \(y) \(p)")
            }
            let edge = image.pixel(x: 10, y: 102)
            #expect(edge.blue > 247 && edge.red < 12, "\(String(describing: style)) \(edge)")
            #expect(isBlue(image.pixel(x: 10, y: 140)))
        }
    }

    @Test func softEffectBlursTheContentBeneathMoreTowardsTheEdge() throws {
        let image = try edgeRender(StripedScreen())
        // Below the bar the stripes are sharp; under the status bar (sigma 6 points) a black
        // stripe's centre is lifted towards the stripes' grey before the veil.
        // x = 98: the middle of the 25th stripe, a black one, away from the screen's edge.
        let sharp = image.pixel(x: 98, y: 200)
        #expect(sharp.red < 8, "\(sharp)")
        let blurred = image.pixel(x: 98, y: 5), veilOnly = 255 * 0.8 * (1 - 5.0 / 103)
        #expect(Double(blurred.red) > veilOnly + 15, "\(blurred)")
    }

    @Test func hardEffectFillsTheBarAndHiddenDrawsNone() throws {
        let hard = try edgeRender(EdgeScreen(style: .hard, scrolled: true))
        #expect(isBar(hard.pixel(x: 10, y: 20)) && isBar(hard.pixel(x: 10, y: 100)), "\(hard.pixel(x: 10, y: 100))")
        #expect(isBlue(hard.pixel(x: 10, y: 110)))
        let hidden = try edgeRender(EdgeScreen(style: .soft, hidden: true, scrolled: true))
        // The blue content reaches the top of the screen with nothing over it.
        #expect(isBlue(hidden.pixel(x: 10, y: 20)) && isBlue(hidden.pixel(x: 10, y: 100)), "\(hidden.pixel(x: 10, y: 20))")
    }
}
