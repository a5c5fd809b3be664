import Testing
import BackplateTestSupport
import Backplate
import BackplateSnapshotTesting
@testable import AppFiles

@Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct SummitProfileHeaderTests {
    /// `UIScreen`, `UIColor` and `Color(uiColor:)` come with `import Backplate` alone, as they
    /// come with `import SwiftUI` on iOS.
    @Test @MainActor func uiKitNamesNeedNoSecondImport() throws {
        let header = SummitProfileHeader(name: "Ada Lovelace", handle: "ada")
        let images = try renderLightAndDark(header, name: "SummitProfileHeader")
        // The avatar is 0.3 of the preview iPhone's 393-pt screen: 117.9 pt (235.8 px at 2x),
        // centred in 393 pt, 24 pt below the top. Its teal edge pixels along the middle row:
        let row = Int((24 + 117.9 / 2) * 2)
        let teal = RenderedImage.Pixel(red: 48, green: 176, blue: 199, alpha: 255)
        let tealColumns = (0..<images.light.width).filter { images.light.pixel(x: $0, y: row) == teal }
        #expect(tealColumns.first == Int((196.5 - 117.9 / 2) * 2) + 1)
        #expect(tealColumns.last == Int((196.5 + 117.9 / 2) * 2) - 1)
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
