import Foundation
import Testing
import BackplateTestSupport
import Backplate
import BackplateSnapshotTesting

/// Seed 002's BoxView, compiled verbatim, renders as described: a rounded box over any style.
@Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct Seed002Tests {
    @Test func colourBoxHasHeaderPillAndRoundedCorners() throws {
        let view = BoxView(.target, Color(red: 0.2, green: 0.6, blue: 0.5)) { Text("content") }.frame(width: 200, height: 160)
        let image = try ImageRenderer(content: view).render()
        #expect(image.width == 200 && image.height == 160)
        // The fill, away from the header (the 10% primary outline is 0.5 pt inside).
        let fill = image.pixel(x: 100, y: 140)
        #expect(fill.red == 51 && fill.green == 153 && fill.blue == 128)
        // Rounded corner (radius 24): the very corner is transparent.
        #expect(image.pixel(x: 0, y: 0).alpha == 0)
        // The header pill: black at 20% over the fill, darker than the fill, at the top.
        let pill = image.pixel(x: 100, y: 12)
        #expect(pill.green < fill.green && pill.green > 100)
    }

    @Test func gradientBoxesRunLeadingToTrailing() throws {
        let r = ImageRenderer(content: GradientBoxes().frame(width: 400, height: 200).environment(\.defaultGradientColorSpace, .device))
        let image = try r.render()
        let left = image.pixel(x: 20, y: 150), right = image.pixel(x: 175, y: 150)
        #expect(left.red > 200 && left.blue < 80)      // red at the leading edge
        #expect(right.blue > 200 && right.red < 80)    // blue at the trailing edge
    }

    @Test func headerIsUppercasedAndKerned() throws {
        let list = ImageRenderer(content: BoxView(.yours, Color.gray) { EmptyView() }.frame(width: 200, height: 100)).displayList()
        #expect(list.description.contains("text \"YOURS\""))
    }
}
