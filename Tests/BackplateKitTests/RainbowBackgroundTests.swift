import Testing
import BackplateTestSupport
import Foundation
import BackplateKit
import BackplateSnapshotTesting

/// Seed 001's `RainbowBackground`: six nested `padding()` + `background(_:)` pairs, purple
/// innermost and red outermost; each level grows the frame by 16 pt on every edge.
@Suite(.backplateLook(.iOS18), .tags(.layout, .pixels)) struct RainbowBackgroundTests {
    /// Outermost first, with their iOS (light, dark) values.
    let bands = [SystemRGB.red, SystemRGB.orange, SystemRGB.yellow, SystemRGB.green, SystemRGB.blue, SystemRGB.purple]

    @Test func sixPaddingsOfSixteenAroundTheContent() {
        let tree = layoutKit(Color.white.frame(width: 20, height: 10).id("core").rainbow())
        #expect(tree.size == CGSize(width: 20 + 6 * 32, height: 10 + 6 * 32))
        #expect(tree.frame(of: "core") == CGRect(x: 96, y: 96, width: 20, height: 10))
    }

    @Test func modifierAndExtensionAgree() {
        let a = layoutKit(Text("Hi").rainbow()).size
        let b = layoutKit(Text("Hi").modifier(RainbowBackground())).size
        #expect(a == b)
    }

    @Test(arguments: [false, true])
    func eachLevelIsABandSixteenPointsWide(dark: Bool) throws {
        let image = try renderImage(Color.white.frame(width: 20, height: 20).rainbow(), dark: dark)
        #expect(image.width == 212 && image.height == 212)
        for (level, band) in bands.enumerated() {
            let rgb = (dark ? band.1 : band.0) + [255]
            // Level k covers [16k, 16k + 16) on the left; sample its first and last columns,
            // and the mirrored band on the right and at the bottom.
            let x0 = 16 * level, x1 = 16 * level + 15
            #expect(rgba(image, x0, 106) == rgb, "level \(level) at x \(x0): \(rgba(image, x0, 106))")
            #expect(rgba(image, x1, 106) == rgb, "level \(level) at x \(x1): \(rgba(image, x1, 106))")
            #expect(rgba(image, 211 - x0, 106) == rgb, "level \(level) right")
            #expect(rgba(image, 106, 211 - x1) == rgb, "level \(level) bottom")
        }
        #expect(rgba(image, 106, 106) == [255, 255, 255, 255])
    }
}
