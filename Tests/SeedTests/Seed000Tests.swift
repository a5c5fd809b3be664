import Foundation
import Testing
import BackplateTestSupport
import Backplate

/// Seed 000's code, compiled verbatim, renders as the article describes.
@Suite(.tags(.appFiles, .pixels)) struct Seed000Tests {
    func render<V: View>(_ v: V, dark: Bool = false) throws -> RenderedImage {
        let r = ImageRenderer(content: v.environment(\.colorScheme, dark ? .dark : .light))
        return try r.render()
    }

    @Test func defaultPaddingAndPrimaryColourPerScheme() throws {
        let view = Color.clear.frame(width: 100, height: 40).rectangularBackground()
        let light = try render(view)
        #expect(light.width == 132 && light.height == 72)          // padding() = 16 on each side
        #expect(light.pixel(x: 66, y: 36) == RenderedImage.Pixel(red: 245, green: 234, blue: 208, alpha: 255))
        #expect(light.pixel(x: 1, y: 1).alpha == 0)               // the 40 pt corner radius is clipped away (clamped to 36)
        let dark = try render(view, dark: true)
        #expect(dark.pixel(x: 66, y: 36) == RenderedImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test func explicitPaddingStrokeAndCorners() throws {
        let view = Color.clear.frame(width: 100, height: 40)
            .rectangularBackground(10, style: .accent, stroke: true, strokeWidth: 4, cornerRadius: 10, corners: [.topLeft])
        let image = try render(view)
        #expect(image.width == 120 && image.height == 60)
        #expect(image.pixel(x: 60, y: 30) == RenderedImage.Pixel(red: 0, green: 87, blue: 66, alpha: 255))
        // Only the top-left corner is rounded: the bottom-right corner pixel is the stroke (black, light mode).
        #expect(image.pixel(x: 119, y: 59) == RenderedImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(x: 0, y: 0).alpha == 0)
        // The stroke straddles the clip edge: half of it (2 pt) is visible inside.
        #expect(image.pixel(x: 60, y: 1) == RenderedImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(x: 60, y: 3) == RenderedImage.Pixel(red: 0, green: 87, blue: 66, alpha: 255))
    }

    @Test func shadowFallsBelowTheClippedShape() throws {
        let view = Color.clear.frame(width: 100, height: 40).rectangularBackground(style: .secondary, shadow: true).padding(40)
        let image = try render(view)
        // Black @ 0.2 blurred with radius 10, offset 5 down: darker below the card than above it.
        let below = image.pixel(x: 106, y: 40 + 72 + 6), above = image.pixel(x: 106, y: 40 - 6)
        #expect(below.alpha > above.alpha)
        #expect(below.alpha > 10 && below.alpha < 60)
    }
}
