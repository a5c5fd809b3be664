import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import SnapshotTesting
@testable import BackplateSnapshotTesting

/// The `.accessibilityTree` and `.accessibilityImage` strategies: the lines they write and
/// the outlines and legend they draw, at chosen pixels.
@Suite(.tags(.pixels)) struct AccessibilitySnapshottingTests {
    private func snapshot<V: View, F>(_ view: V, _ strategy: Snapshotting<V, F>) -> F {
        var result: F?
        strategy.snapshot(view).run { result = $0 }
        return result!
    }

    private func box(_ label: String, _ width: CGFloat, _ height: CGFloat) -> some View {
        Color.white.frame(width: width, height: height).accessibilityLabel(label)
    }

    /// A palette colour's components as Ints, opaque.
    private func paletteColor(_ i: Int, tint: Double = 1) -> [Int] {
        let c = AccessibilityOverlay.palette[i]
        // Tinted: the colour at `tint` opacity over the white view.
        func over(_ v: UInt8) -> Int { Int((Double(v) * tint + 255 * (1 - tint)).rounded()) }
        return [over(c.red), over(c.green), over(c.blue), 255]
    }

    @Test func treeStrategyWritesOneLinePerElementInReadingOrder() {
        let view = VStack(spacing: 0) {
            box("Title", 120, 20).accessibilityAddTraits(.isHeader)
            box("Play", 44, 44).accessibilityAddTraits(.isButton).accessibilityHint("Plays the episode")
        }
        #expect(snapshot(view, .accessibilityTree) == """
            1. "Title" traits=[header] frame=(0, 0, 120, 20)
            2. "Play" traits=[button] hint="Plays the episode" frame=(38, 20, 44, 44)

            """)
    }

    @Test func treeStrategyGivesFramesOnTheCanvas() {
        // A fixed layout centres the view in its container (as swift-snapshot-testing does).
        let text = snapshot(box("Dot", 40, 20), .accessibilityTree(layout: .fixed(width: 200, height: 100)))
        #expect(text == "1. \"Dot\" frame=(80, 40, 40, 20)\n")
    }

    @Test func imageStrategyOutlinesEachElementInItsColour() {
        let view = HStack(spacing: 0) { box("First", 100, 60); box("Second", 100, 60).accessibilityHint("Opens it") }
        let image = snapshot(view, .accessibilityImage).renderedImage
        // At scale 2: the legend's 320-point minimum width, the view's 60 points over the legend.
        #expect(image.width == 640)
        #expect(image.height > 120)
        // The 2-point borders, inside each frame, in reading order's colours.
        #expect(rgba(image, 2, 60) == paletteColor(0))
        #expect(rgba(image, 198, 60) == paletteColor(0))
        #expect(rgba(image, 202, 60) == paletteColor(1))
        #expect(rgba(image, 300, 117) == paletteColor(1))
        // Inside the frames: the tint over the view's white.
        #expect(close(rgba(image, 100, 60), paletteColor(0, tint: AccessibilityOverlay.tintOpacity)))
        #expect(close(rgba(image, 300, 60), paletteColor(1, tint: AccessibilityOverlay.tintOpacity)))
        // Right of the view, above the legend: the white backdrop.
        #expect(rgba(image, 500, 60) == [255, 255, 255, 255])
        // The legend's first swatch (14 points, 10 in from the legend's corner) in the first colour.
        #expect(rgba(image, 34, 154) == paletteColor(0))
    }

    @Test func imageStrategyDrawsAViewWithoutElementsUnchanged() {
        let image = snapshot(Color(.sRGB, red: 1, green: 0, blue: 0).frame(width: 400, height: 30), .accessibilityImage).renderedImage
        #expect(image.width == 800)
        #expect(rgba(image, 400, 30) == [255, 0, 0, 255])
    }
}
