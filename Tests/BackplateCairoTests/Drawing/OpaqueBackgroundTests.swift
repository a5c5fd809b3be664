import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCairo
import BackplateCore

/// A render whose first item fills the whole bitmap with an opaque colour is not cleared
/// first (`OpaqueBackground`), with the same bytes as when it is.
@Suite(.tags(.pixels, .fonts)) struct OpaqueBackgroundTests {
    static let white = RGBAColor(red: 1, green: 1, blue: 1)

    static func fill(_ path: Path, _ paint: Paint = .color(white), stroke: StrokeStyle? = nil) -> DisplayList.Item {
        .shape(DisplayList.ShapeItem(path: path, paint: paint, stroke: stroke, frame: path.boundingRect, source: "test"))
    }

    static func covers(_ items: [DisplayList.Item], width: Int = 40, height: Int = 30, scale: CGFloat = 1) -> Bool {
        OpaqueBackground.coversCanvas(items, width: width, height: height, scale: scale)
    }

    /// Only an opaque, filled, axis-aligned rectangle reaching every pixel counts.
    @Test func onlyAnOpaqueRectangleOverEveryPixelCounts() {
        let full = Path(CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(Self.covers([Self.fill(full)]))
        #expect(Self.covers([Self.fill(Path(CGRect(x: -5, y: -5, width: 60, height: 50)))]))
        // At scale 2 the 20 × 15 pt rectangle is the 40 × 30 pixel bitmap.
        #expect(Self.covers([Self.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 15)))], scale: 2))
        // Half a pixel short on any side, or at scale 1 for a 2x bitmap: not every pixel.
        #expect(!Self.covers([Self.fill(Path(CGRect(x: 0.5, y: 0, width: 39.5, height: 30)))]))
        #expect(!Self.covers([Self.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 29.5)))]))
        #expect(!Self.covers([Self.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 15)))]))
        // Not a rectangle, not opaque, not a colour, stroked, or not first.
        #expect(!Self.covers([Self.fill(Path(roundedRect: CGRect(x: -1, y: -1, width: 42, height: 32), cornerRadius: 8))]))
        #expect(!Self.covers([Self.fill(Path(ellipseIn: CGRect(x: -40, y: -40, width: 120, height: 110)))]))
        #expect(!Self.covers([Self.fill(full, .color(RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.99)))]))
        #expect(!Self.covers([Self.fill(full, stroke: StrokeStyle(lineWidth: 100))]))
        #expect(!Self.covers([Self.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 3))), Self.fill(full)]))
        #expect(!Self.covers([]))
        // Two rectangles in one path (a frame with a hole when even-odd filled).
        var two = full
        two.addRect(CGRect(x: 10, y: 10, width: 5, height: 5))
        #expect(!Self.covers([Self.fill(two)]))
    }

    /// A page on a white background, rendered over memory left dirty, has the bytes of the
    /// same render cleared first: text, a translucent shape and a shadow over the background.
    @Test func skippingTheClearKeepsEveryByte() throws {
        let view = VStack(alignment: .leading, spacing: 6) {
            Text("Rendered without a clear").font(.system(size: 15, weight: .semibold))
            RoundedRectangle(cornerRadius: 6).fill(Color.blue.opacity(0.4)).frame(width: 80, height: 20).shadow(radius: 3)
        }
        .padding(12)
        .frame(width: 160, height: 80, alignment: .topLeading)
        .background(Color(red: 1, green: 1, blue: 0))
        for scale in [1.0, 2.0] {
            let renderer = ImageRenderer(content: view)
            renderer.scale = scale
            let list = renderer.displayList()
            let engine = PangoTextEngine()
            let cairo = CairoRenderer(textEngine: engine)
            let size = CGSize(width: 160, height: 80)
            #expect(OpaqueBackground.coversCanvas(list.items, width: Int(160 * scale), height: Int(80 * scale), scale: scale))
            // Leave freed, non-zero memory of the bitmap's size behind.
            for _ in 0..<4 { _ = [UInt8](repeating: 0xAB, count: Int(160 * scale * 80 * scale) * 4) }
            let skipped = try cairo.renderImage(list, size: size, scale: scale, alwaysClear: false)
            for _ in 0..<4 { _ = [UInt8](repeating: 0x5C, count: Int(160 * scale * 80 * scale) * 4) }
            let cleared = try cairo.renderImage(list, size: size, scale: scale, alwaysClear: true)
            #expect(skipped.width == Int(160 * scale) && skipped.height == Int(80 * scale))
            #expect(skipped.rgba == cleared.rgba)
            // The background's colour in a corner, opaque yellow.
            #expect(skipped.pixel(x: 1, y: Int(80 * scale) - 2) == RenderedImage.Pixel(red: 255, green: 255, blue: 0, alpha: 255))
        }
    }
}
