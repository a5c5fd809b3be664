import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate
import BackplateSnapshotTesting

/// Controls drawn statically as iOS draws them idle (docs/controls.md).
@Suite(.backplateLook(.iOS18), .tags(.layout, .pixels)) struct ControlTests {
    typealias Pixel = RenderedImage.Pixel

    @Test func buttonTitleUsesTheTintAndBodyFont() throws {
        let r = ImageRenderer(content: Button("Tap Me") {})
        let size = r.layout().size
        #expect(size.height == 21)   // one body line: 20.287 rounded up at 1x
        let list = r.displayList().description
        #expect(list.contains("text \"Tap Me\"") && list.contains("#007AFF"))
        let red = ImageRenderer(content: Button("Tap Me") {}.tint(.red)).displayList().description
        #expect(red.contains("#FF3B30"))
        let destructive = ImageRenderer(content: Button("Delete", role: .destructive) {}).displayList().description
        #expect(destructive.contains("#FF3B30"))
    }

    @Test func borderedProminentButtonHasATintedBackground() throws {
        let r = ImageRenderer(content: Button("OK") {}.buttonStyle(.borderedProminent))
        let image = try r.render()
        #expect(image.pixel(x: 3, y: image.height / 2) == Pixel(red: 0, green: 122, blue: 255, alpha: 255))
    }

    @Test func sliderIsGreedyWithATintedFillUpToTheThumb() throws {
        let r = ImageRenderer(content: Slider(value: .constant(0.25)).tint(.orange))
        r.proposedSize = ProposedViewSize(width: 227, height: nil)
        let image = try r.render()
        #expect(image.width == 227 && image.height == 31)
        // Thumb centre at 13.5 + 200 × 0.25 = 63.5: orange before it, grey fill after, white thumb on it.
        #expect(image.pixel(x: 20, y: 15) == Pixel(red: 255, green: 149, blue: 0, alpha: 255))
        #expect(image.pixel(x: 63, y: 15) == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        let track = image.pixel(x: 150, y: 15)
        #expect(track.alpha > 40 && track.alpha < 60 && track.red == 120)
    }

    @Test func toggleRowTakesTheWidthWithTheSwitchTrailing() throws {
        let r = ImageRenderer(content: Toggle("Wi-Fi", isOn: .constant(true)))
        r.proposedSize = ProposedViewSize(width: 300, height: nil)
        let image = try r.render()
        #expect(image.width == 300 && image.height == 31)
        #expect(image.pixel(x: 252, y: 15) == Pixel(red: 52, green: 199, blue: 89, alpha: 255))   // green track, left part
        #expect(image.pixel(x: 284, y: 15) == Pixel(red: 255, green: 255, blue: 255, alpha: 255)) // the knob on the right
        let off = try ImageRenderer(content: Toggle("Wi-Fi", isOn: .constant(false)).frame(width: 300)).render()
        #expect(off.pixel(x: 263, y: 15) == Pixel(red: 255, green: 255, blue: 255, alpha: 255))  // knob on the left
    }

    @Test func listRowsAreAtLeast44PointsOnAGroupedBackground() throws {
        struct Item: Identifiable { let id: Int; let name: String }
        let items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two"), Item(id: 3, name: "Three")]
        let r = ImageRenderer(content: List(items, selection: .constant(2)) { Text($0.name) })
        r.proposedSize = ProposedViewSize(width: 393, height: 300)
        let image = try r.render()
        #expect(image.pixel(x: 5, y: 5) == Pixel(red: 242, green: 242, blue: 247, alpha: 255))
        // Rows of 44 from y = 35 (controls.md §3.1), card inset 20: row 1 white, row 2 (selected) the accent colour.
        #expect(image.pixel(x: 300, y: 35 + 22) == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(image.pixel(x: 300, y: 35 + 44 + 22) == Pixel(red: 0, green: 122, blue: 255, alpha: 255))
        #expect(image.pixel(x: 300, y: 35 + 88 + 22) == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(image.pixel(x: 300, y: 35 + 132 + 10) == Pixel(red: 242, green: 242, blue: 247, alpha: 255))
        // The selected row's text is white.
        let twoLine = r.displayList().description.split(separator: "\n").first { $0.contains("text \"Two\"") } ?? ""
        #expect(twoLine.contains("(40, 91, ") && twoLine.hasSuffix("#FFFFFF"))
    }
}
