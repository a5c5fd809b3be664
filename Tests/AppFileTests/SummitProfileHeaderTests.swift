import Testing
import Backplate

@Suite struct SummitProfileHeaderTests {
    /// `UIScreen`, `UIColor` and `Color(uiColor:)` come with `import Backplate` alone, as they
    /// come with `import SwiftUI` on iOS.
    @Test @MainActor func uiKitNamesNeedNoSecondImport() throws {
        let header = SummitProfileHeader(name: "Ada Lovelace", handle: "ada")
        let images = try renderLightAndDark(header, name: "SummitProfileHeader")
        // The avatar is 0.3 of the preview iPhone's 393-pt screen: 117.9 pt, centred in 393 pt.
        let layout = ImageRenderer(content: header.frame(width: 393)).layout()
        let circles = layout.frames(of: Circle.self)
        #expect(circles.count == 1)
        if let circle = circles.first {
            #expect(abs(circle.width - 117.9) < 0.01)
            #expect(abs(circle.midX - 196.5) < 0.01)
            #expect(abs(circle.minY - 24) < 0.01)
        }
        // secondarySystemBackground behind it: (242, 242, 247) light, (28, 28, 30) dark.
        #expect(images.light.pixel(x: 4, y: 4) == RenderedImage.Pixel(red: 242, green: 242, blue: 247, alpha: 255))
        #expect(images.dark.pixel(x: 4, y: 4) == RenderedImage.Pixel(red: 28, green: 28, blue: 30, alpha: 255))
        // systemTeal fills the avatar's left part (the initial is white, centred): light
        // (48, 176, 199), dark (64, 200, 224).
        let y = Int((24 + 117.9 / 2) * 2), x = Int((196.5 - 117.9 / 2 + 12) * 2)
        #expect(images.light.pixel(x: x, y: y) == RenderedImage.Pixel(red: 48, green: 176, blue: 199, alpha: 255))
        #expect(images.dark.pixel(x: x, y: y) == RenderedImage.Pixel(red: 64, green: 200, blue: 224, alpha: 255))
    }
}
