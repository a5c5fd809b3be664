import Testing
import BackplateTestSupport
import Foundation
import BackplateKit

/// Seed 000's `rectangularBackground`: padding (default 16 or explicit), the universal-style
/// background per colour scheme, the clip to `RoundedCorner`, the stroke overlay following
/// the same shape, and the soft shadow (black at 0.2, radius 10, 5 down).
@Suite(.tags(.layout, .pixels)) struct RectangularBackgroundTests {
    let base = [245, 234, 208, 255], baseDark = [0, 0, 0, 255], accent = [0, 87, 66, 255]

    @Test func defaultPaddingIsSixteenOnEachEdge() {
        let tree = layoutKit(Color.clear.frame(width: 100, height: 50).id("content").rectangularBackground())
        #expect(tree.size == CGSize(width: 132, height: 82))
        #expect(tree.frame(of: "content") == CGRect(x: 16, y: 16, width: 100, height: 50))
    }

    @Test func explicitPaddingReplacesTheDefault() {
        let tree = layoutKit(Color.clear.frame(width: 100, height: 50).id("content").rectangularBackground(10))
        #expect(tree.size == CGSize(width: 120, height: 70))
        #expect(tree.frame(of: "content") == CGRect(x: 10, y: 10, width: 100, height: 50))
        #expect(layoutKit(Color.clear.frame(width: 100, height: 50).rectangularBackground(0)).size == CGSize(width: 100, height: 50))
    }

    @Test(arguments: [false, true])
    func primaryBackgroundPerSchemeInsideTheRoundedClip(dark: Bool) throws {
        // 132×82 with radius 40: (3, 3) lies ≈ 51.6 from the corner circle's centre (40, 40),
        // outside; (15, 15) ≈ 34.6, inside.
        let image = try renderImage(Color.clear.frame(width: 100, height: 50).rectangularBackground(), dark: dark)
        let expected = dark ? baseDark : base
        #expect(image.width == 132 && image.height == 82)
        #expect(rgba(image, 66, 8) == expected)
        #expect(rgba(image, 66, 41) == expected)   // behind the clear content too
        #expect(rgba(image, 15, 15) == expected)
        #expect(rgba(image, 3, 3)[3] == 0)
        #expect(rgba(image, 128, 78)[3] == 0)
    }

    @Test func styleAndColorArguments() throws {
        let secondary = try renderImage(Color.clear.frame(width: 40, height: 40).rectangularBackground(style: .secondary, cornerRadius: 0))
        #expect(rgba(secondary, 2, 2) == [220, 207, 188, 255])
        let custom = try renderImage(Color.clear.frame(width: 40, height: 40).rectangularBackground(style: .accent, color: Color(red: 1, green: 0, blue: 0), cornerRadius: 0))
        #expect(rgba(custom, 2, 2) == [255, 0, 0, 255])
    }

    @Test func contentIsDrawnOverTheBackground() throws {
        let image = try renderImage(Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 20).rectangularBackground(cornerRadius: 0))
        #expect(rgba(image, 26, 26) == [0, 0, 255, 255])
        #expect(rgba(image, 8, 8) == base)
    }

    @Test(arguments: [false, true])
    func strokeFollowsThePerCornerShape(dark: Bool) throws {
        // 100×60, accent, a 4 pt stroke centred on the RoundedCorner edge and clipped by the
        // same shape: its inner 2 pt show. Top-left and bottom-right rounded (radius 20),
        // the other two corners square.
        let view = Color.clear.frame(width: 68, height: 28)
            .rectangularBackground(style: .accent, stroke: true, strokeWidth: 4, cornerRadius: 20, corners: [.topLeft, .bottomRight])
        let image = try renderImage(view, dark: dark)
        let ink = dark ? [255, 255, 255, 255] : [0, 0, 0, 255]
        #expect(image.width == 100 && image.height == 60)
        // Straight edges: the stroke, then the accent 3 pt in.
        #expect(rgba(image, 50, 0) == ink)
        #expect(rgba(image, 50, 1) == ink)
        #expect(rgba(image, 50, 3) == accent)
        #expect(rgba(image, 0, 30) == ink)
        #expect(rgba(image, 97, 30) == accent)
        // Square corners keep the stroke in the very corner.
        #expect(rgba(image, 99, 0) == ink)
        #expect(rgba(image, 0, 59) == ink)
        // Rounded corners: the corner pixel is outside; the stroke runs along the arc
        // (pixel (6, 6) is ≈ 19.1 from the arc centre (20, 20), within the 18–20 band).
        #expect(rgba(image, 0, 0)[3] == 0)
        #expect(rgba(image, 99, 59)[3] == 0)
        #expect(close(rgba(image, 6, 6), ink, 40), "\(rgba(image, 6, 6))")
        #expect(close(rgba(image, 93, 53), ink, 40), "\(rgba(image, 93, 53))")
        #expect(rgba(image, 10, 10) == accent)
    }

    @Test func noStrokeByDefault() throws {
        let image = try renderImage(Color.clear.frame(width: 68, height: 28).rectangularBackground(style: .accent, cornerRadius: 0))
        #expect(rgba(image, 50, 0) == accent)
        #expect(rgba(image, 0, 0) == accent)
    }

    @Test func shadowIsBlackAtOneFifthBlurredAndMovedDown() throws {
        // A 200×40 accent rectangle (cornerRadius 0) at (40, 40) in a 280×120 image. The
        // shadow is the rectangle's alpha, blurred with σ = radius = 10, moved 5 down, in
        // black at 0.2: at the centre column its alpha at y is 0.2·(Φ((85−y)/10) − Φ((45−y)/10)).
        let view = Color.clear.frame(width: 168, height: 8)
            .rectangularBackground(style: .accent, cornerRadius: 0, shadow: true)
            .padding(40)
        let image = try renderImage(view)
        #expect(image.width == 280 && image.height == 120)
        #expect(rgba(image, 140, 60) == accent)
        func expectedAlpha(_ y: Int) -> Double {
            let c = Double(y) + 0.5
            return 0.2 * (phi((85 - c) / 10) - phi((45 - c) / 10))
        }
        for y in [30, 36, 82, 88, 96] {
            let p = rgba(image, 140, y)
            #expect(abs(Double(p[3]) / 255 - expectedAlpha(y)) < 0.015, "y \(y): \(p) vs \(expectedAlpha(y))")
            #expect(p[0] <= 2 && p[1] <= 2 && p[2] <= 2, "y \(y): \(p)")
        }
        // Moved down: 6 pt below the shape is darker than 6 pt above it.
        #expect(rgba(image, 140, 85)[3] > rgba(image, 140, 33)[3] + 5)
    }

    @Test func noShadowByDefault() throws {
        let image = try renderImage(Color.clear.frame(width: 168, height: 8).rectangularBackground(style: .accent, cornerRadius: 0).padding(40))
        #expect(rgba(image, 140, 88)[3] == 0)
        #expect(rgba(image, 140, 30)[3] == 0)
    }
}
