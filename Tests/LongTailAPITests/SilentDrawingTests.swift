import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import Charts

/// Drawings that once came out wrong without a word (issue 29), each checked against what iOS
/// draws.
@MainActor
@Suite(.tags(.appFiles, .layout, .pixels)) struct SilentDrawingTests {
    func render<V: View>(_ view: V, scale: CGFloat = 2) throws -> RenderedImage {
        let renderer = ImageRenderer(content: view)
        renderer.scale = scale
        return try renderer.render()
    }

    func drawnStrings<V: View>(_ view: V) -> [String] {
        ImageRenderer(content: view).displayList().drawnTexts.map(\.0)
    }

    @Test(arguments: [(0.0, 360.0), (-90.0, 270.0), (0.0, 720.0)])
    func arcOfAFullTurnIsTheWholeCircle(start: Double, end: Double) throws {
        let ring = Path { p in
            p.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(start), endAngle: .degrees(end), clockwise: false)
        }
        let box = ring.boundingRect
        #expect(abs(box.minX - 10) < 0.01 && abs(box.maxX - 90) < 0.01 && abs(box.minY - 10) < 0.01 && abs(box.maxY - 90) < 0.01)
        let image = try render(ring.fill(Color.red).frame(width: 100, height: 100), scale: 1)
        #expect(image.pixel(x: 50, y: 50).red == 255 && image.pixel(x: 50, y: 50).alpha == 255)
        #expect(image.pixel(x: 50, y: 12).alpha == 255)
        #expect(image.pixel(x: 5, y: 5).alpha == 0)
    }

    @Test func arcOf359DegreesIsStillAnArc() {
        let arc = Path { p in
            p.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(0), endAngle: .degrees(359), clockwise: false)
        }
        #expect(abs(arc.boundingRect.width - 80) < 0.01)
    }

    @Test func imageInterpolatedInTextIsDrawnInline() {
        let strings = drawnStrings(Text("Best Value \(Image(systemName: "sparkles"))"))
        // The words keep the symbol's room (an object replacement character), and the symbol is
        // drawn there with the glyphs `Image(systemName: "sparkles")` draws.
        #expect(strings == ["Best Value \u{FFFC}", "symbol sparkles"])
        let withImage = ImageRenderer(content: Text("Best Value \(Image(systemName: "sparkles"))")).layout().size.width
        let without = ImageRenderer(content: Text("Best Value ")).layout().size.width
        #expect(withImage > without + 10)
    }

    @Test func aFramedTextInAStackIsPlacedAsItWasMeasured() {
        let stack = VStack(alignment: .leading, spacing: 8) {
            Text("Trails above the tree line close when the first snow falls, usually in late October.")
                .frame(maxWidth: 200, alignment: .leading)
                .id("wrapped")
            Text("Last row").id("last")
        }
        let renderer = ImageRenderer(content: stack)
        renderer.proposedSize = ProposedViewSize(width: 393, height: nil)
        let tree = renderer.layout()
        guard let wrapped = tree.frame(of: "wrapped"), let last = tree.frame(of: "last") else {
            Issue.record("frames missing"); return
        }
        // The stack's height is its children's extent: the last row inside it, 8 below the text.
        #expect(abs(last.maxY - tree.size.height) < 0.01)
        #expect(abs(last.minY - (wrapped.maxY + 8)) < 0.01)
        #expect(wrapped.width <= 200)
    }

    @Test func aWidthAHairOverWholePixelsRoundsToNearest() throws {
        let image = try render(Color.red.frame(width: 393.00000000000017, height: 10))
        #expect(image.width == 786)
        #expect(image.height == 20)
        // A real fraction still rounds up to cover it.
        #expect(try render(Color.red.frame(width: 10.25, height: 10)).width == 21)
    }

    @Test func sectorCornerRadiusRoundsTheCorners() throws {
        func donut(_ radius: CGFloat) -> some View {
            Chart {
                SectorMark(angle: .value("Done", 1), innerRadius: .ratio(0.5)).cornerRadius(radius)
                SectorMark(angle: .value("Left", 1), innerRadius: .ratio(0.5)).cornerRadius(radius)
            }
            .frame(width: 200, height: 200)
        }
        let square = try render(donut(0), scale: 1)
        let rounded = try render(donut(8), scale: 1)
        // Just right of 12 o'clock on the outer edge (the first slice's start corner): inside a
        // square corner, outside an 8-point fillet tangent to the side and the outer arc.
        #expect(square.pixel(x: 102, y: 1).alpha > 200)
        #expect(rounded.pixel(x: 102, y: 1).alpha < 60)
        #expect(rounded.pixel(x: 104, y: 1).alpha > 150)
        // The middle of the slice is drawn either way.
        #expect(rounded.pixel(x: 175, y: 100).alpha == 255)
    }

    @Test func datesFormatAsAnEnUSIPhoneUnlessTheEnvironmentSaysOtherwise() {
        let date = Date(timeIntervalSince1970: 1_699_977_600)   // 14 November 2023, 16:00 UTC
        let format = Date.FormatStyle.dateTime.month(.abbreviated).day().year()
        #expect(drawnStrings(Text(date, format: format)) == ["Nov 14, 2023"])
        let british = Text(date, format: format).environment(\.locale, Locale(identifier: "en_GB"))
        #expect(drawnStrings(british) == ["14 Nov 2023"])
    }
}
