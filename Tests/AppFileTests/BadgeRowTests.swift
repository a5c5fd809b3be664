import Testing
import BackplateTestSupport
import Backplate
@testable import AppFiles

@Suite(.tags(.appFiles, .pixels)) struct BadgeRowFileTests {
    @Test func badgeRowRendersLightAndDark() throws {
        let images = try renderLightAndDark(InboxBadgeRow(title: "Inbox", count: 3), name: "InboxBadgeRow")
        // The row fills the proposed 393 pt width at 2x.
        #expect(images.light.width == 786)
        // Opaque system background: white in light, black in dark (top-left corner, in the padding).
        #expect(images.light.pixel(x: 2, y: 2) == RenderedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(images.dark.pixel(x: 2, y: 2) == RenderedImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    }
}
