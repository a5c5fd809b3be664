import Testing
import BackplateTestSupport
import Foundation
import Backplate
@testable import AppFiles

/// The Brew menu (`BrewOrderFile.swift`): `@MainActor` view models read in `body`, rendered on
/// the iPhone canvas light and dark. Espresso is (107, 66, 38), latte (237, 217, 189), both
/// fixed in light and dark.
@MainActor @Suite(.tags(.appFiles, .layout, .pixels)) struct BrewOrderTests {
    private let espresso = [107, 66, 38, 255]
    private let latte = [237, 217, 189, 255]

    private func regionContains(_ image: RenderedImage, x: ClosedRange<Int>, y: ClosedRange<Int>, _ color: [Int]) -> Bool {
        y.contains { row in x.contains { close(rgba(image, $0, row), color, .composited) } }
    }

    /// The runs of `color` at least `minimum` pixels long in column `x` within rows `y`.
    private func runs(_ image: RenderedImage, x: Int, y: ClosedRange<Int>, _ color: [Int], minimum: Int) -> Int {
        var count = 0, run = 0
        for row in y {
            if close(rgba(image, x, row), color, .composited) { run += 1 } else { if run >= minimum { count += 1 }; run = 0 }
        }
        return run >= minimum ? count + 1 : count
    }

    /// The layout on the phone canvas, as `renderPhoneLightAndDark` renders it.
    private func phoneLayout<V: View>(_ view: V) -> LayoutTree {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 393, height: 852)
        renderer.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        return renderer.layout()
    }

    @Test func menuScreen() throws {
        let screen = BrewMenuScreen().environmentObject(BrewRewardsModel())
        let tree = phoneLayout(screen)
        // The cart bar sits in the bottom safe-area inset: 52 points plus 8 of padding, above
        // the 34-point home indicator, across the full width (16-point margins inside it).
        let bar = try #require(tree.frame(of: "brew-cart-bar"))
        #expect(bar == CGRect(x: 0, y: 852 - 34 - 60, width: 393, height: 60))
        // The rewards card spans the scroll content's 16-point margins.
        let card = try #require(tree.frame(of: "brew-rewards"))
        #expect(card.minX == 16 && card.width == 361)
        #expect(card.minY > 59 && card.maxY < bar.minY)

        let images = try renderPhoneLightAndDark(screen, name: "BrewMenu")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            #expect(image.width == 786 && image.height == 1704)
            // The capsule is espresso between its two labels.
            #expect(close(rgba(image, 392, Int((bar.minY + 26) * 2)), espresso, .composited), "\(dark): cart bar \(rgba(image, 392, Int((bar.minY + 26) * 2)))")
            // Outside the capsule's 16-point margin: the screen background.
            #expect(!close(rgba(image, 16, Int((bar.minY + 26) * 2)), espresso, .composited))
            // The card's latte fill, 6 points inside its leading edge.
            #expect(close(rgba(image, 44, Int(card.midY * 2)), latte, .composited), "\(dark): card \(rgba(image, 44, Int(card.midY * 2)))")
            // The progress bar (90 of 150 stars, 60 %): espresso in its leading part, none in
            // the trailing 30 % of the card's bottom row (the track).
            let progressRows = Int((card.maxY - 28) * 2)...Int((card.maxY - 12) * 2)
            #expect(regionContains(image, x: 80...360, y: progressRows, espresso), "\(dark): no progress fill")
            #expect(!regionContains(image, x: 560...700, y: progressRows, espresso), "\(dark): progress past 60 %")
            // Two drinks are in the cart (Cortado ×1 and Flat White ×2): two 24-point espresso
            // badges at the rows' trailing edge, cut 9 points left of their centre (a chord of
            // about 16 points); the other rows show only their price there.
            let rows = Int(card.maxY * 2)...Int(bar.minY * 2)
            #expect(runs(image, x: 712, y: rows, espresso, minimum: 24) == 2, "\(dark): badges")
        }
    }

    @Test func noteEditor() throws {
        let images = try renderPhoneLightAndDark(BrewOrderNoteEditor(cart: BrewCart()), name: "BrewNote")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // A grouped form: systemGroupedBackground beside the cells, cells in
            // secondarySystemGroupedBackground (white / 28,28,30).
            let grouped = dark ? [0, 0, 0, 255] : [242, 242, 247, 255]
            let cell = dark ? [28, 28, 30, 255] : [255, 255, 255, 255]
            #expect(close(rgba(image, 10, 800), grouped, .composited), "\(dark): \(rgba(image, 10, 800))")
            #expect(regionContains(image, x: 40...60, y: 200...900, cell), "\(dark): no form cell")
        }
    }

    @Test func previewsRender() throws {
        // Both #Previews are found and render (the menu's preview supplies its rewards model).
        let previews = PreviewCatalog.previews(inFile: "BrewOrderFile.swift")
        #expect(previews.map(\.displayName) == ["Menu", "Note"])
        for preview in previews {
            let renderer = ImageRenderer(content: preview.makeView())
            renderer.proposedSize = ProposedViewSize(width: 393, height: 852)
            #expect(try renderer.render().width == 393)
        }
    }
}
