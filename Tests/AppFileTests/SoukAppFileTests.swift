import Testing
import BackplateTestSupport
import Foundation
import Backplate
@testable import AppFiles

/// The Souk market screen rendered right-to-left, as an Arabic user sees it.
@Suite(.tags(.appFiles, .layout, .pixels)) struct SoukAppFileTests {
    func layout(_ direction: LayoutDirection) -> LayoutTree {
        let r = ImageRenderer(content: SoukMarketScreen().environment(\.layoutDirection, direction))
        r.proposedSize = ProposedViewSize(width: 393, height: nil)
        r.scale = 2
        return r.layout()
    }

    @Test func rowsMirrorInRightToLeft() throws {
        let ltr = layout(.leftToRight), rtl = layout(.rightToLeft)
        for id in 1...3 {
            let thumb = try #require(rtl.frame(of: "thumb-\(id)")), chevron = try #require(rtl.frame(of: "chevron-\(id)"))
            let price = try #require(rtl.frame(of: "price-\(id)"))
            // Leading padding 16 is on the right: the thumbnail's right edge is 16 from the edge.
            #expect(abs(thumb.maxX - (393 - 16)) < 1e-9 && thumb.width == 44)
            // Trailing padding 12 is on the left: the chevron starts 12 from the left edge.
            #expect(abs(chevron.minX - 12) < 1e-9)
            // Right to left, the price comes after the name and before the chevron: on its right.
            #expect(price.minX >= chevron.maxX - 1e-9 && price.maxX < 393 / 2)
            // Each frame is the left-to-right frame mirrored in the 393-point screen.
            let l = try #require(ltr.frame(of: "thumb-\(id)"))
            #expect(abs(thumb.minX - (393 - l.maxX)) < 1e-9 && thumb.minY == l.minY)
        }
        // The leading-aligned title hugs the right edge (16 points of padding).
        let title = try #require(rtl.frame(of: "title"))
        #expect(abs(title.maxX - 393) < 1e-9 && title.minX > 393 / 2)
    }

    @Test func rendersRightToLeftLightAndDark() throws {
        let images = try renderLightAndDark(SoukMarketScreen().environment(\.layoutDirection, .rightToLeft), name: "souk-rtl")
        let tree = layout(.rightToLeft)
        let thumb = try #require(tree.frame(of: "thumb-1"))
        // The thumbnail's white dot is at its top-leading corner: the top right in Arabic.
        let dot = rgba(images.light, Int((thumb.maxX - 8) * 2), Int((thumb.minY + 8) * 2))
        #expect(close(dot, [255, 255, 255, 255], 8))
        let farCorner = rgba(images.light, Int((thumb.minX + 8) * 2), Int((thumb.minY + 8) * 2))
        #expect(farCorner[0] < 200)   // green gradient, not the dot
        // Background: white in light, black in dark, on the empty left of the title row.
        #expect(rgba(images.light, 10, 20) == [255, 255, 255, 255])
        #expect(rgba(images.dark, 10, 20) == [0, 0, 0, 255])
        // The chevron is drawn (ink) near the left edge, in both schemes.
        let chevron = try #require(tree.frame(of: "chevron-1"))
        func hasInk(_ image: RenderedImage, on background: [Int]) -> Bool {
            let x0 = Int(chevron.minX * 2), x1 = Int(chevron.maxX * 2), y0 = Int(chevron.minY * 2), y1 = Int(chevron.maxY * 2)
            return (y0..<y1).contains { y in (x0..<x1).contains { x in !close(rgba(image, x, y), background, 10) } }
        }
        #expect(hasInk(images.light, on: [255, 255, 255, 255]) && hasInk(images.dark, on: [0, 0, 0, 255]))
    }
}
