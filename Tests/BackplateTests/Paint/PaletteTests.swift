import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// System colours per iOS generation (`backplateLook`): iOS 26 by default (the values of
/// Apple's Human Interface Guidelines colour page, June 2025, that iOS 26 renders show), iOS 18
/// on request.
@Suite(.tags(.pixels)) struct PaletteTests {
    func swatch(_ color: Color) -> some View { Rectangle().fill(color).frame(width: 20, height: 20) }

    @Test func defaultLookAndIOS18Palette() throws {
        #expect(EnvironmentValues().backplateLook == BackplateLook.default)
        #expect(rgba(try renderImage(swatch(.blue).backplateLook(.iOS26)), 10, 10) == [0, 136, 255, 255])
        #expect(rgba(try renderImage(swatch(.blue).backplateLook(.iOS18)), 10, 10) == [0, 122, 255, 255])
        #expect(rgba(try renderImage(swatch(.blue).backplateLook(.iOS18), dark: true), 10, 10) == [10, 132, 255, 255])
    }

    @Test func lookFollowsTheIOSVersion() {
        #expect(BackplateLook(iOSVersion: 26) == .iOS26)
        #expect(BackplateLook(iOSVersion: 27) == .iOS26)
        #expect(BackplateLook(iOSVersion: 18) == .iOS18)
        #expect(BackplateLook(iOSVersion: 15) == .iOS18)
        #expect(BackplateLook(iOSVersion: 12) == nil)
    }

    /// (colour, iOS 26 light, iOS 26 dark).
    static let iOS26: [(Color, [Int], [Int])] = [
        (Color.red, [255, 56, 60], [255, 66, 69]),
        (Color.orange, [255, 141, 40], [255, 146, 48]),
        (Color.yellow, [255, 204, 0], [255, 214, 0]),
        (Color.green, [52, 199, 89], [48, 209, 88]),
        (Color.mint, [0, 200, 179], [0, 218, 195]),
        (Color.teal, [0, 195, 208], [0, 210, 224]),
        (Color.cyan, [0, 192, 232], [60, 211, 254]),
        (Color.blue, [0, 136, 255], [0, 145, 255]),
        (Color.indigo, [97, 85, 245], [109, 124, 255]),
        (Color.purple, [203, 48, 224], [219, 52, 242]),
        (Color.pink, [255, 45, 85], [255, 55, 95]),
        (Color.brown, [172, 127, 94], [183, 138, 102]),
    ]

    @Test(arguments: 0..<12)
    func iOS26Palette(_ index: Int) throws {
        let (color, light, dark) = Self.iOS26[index]
        let view = swatch(color).backplateLook(.iOS26)
        #expect(rgba(try renderImage(view), 10, 10) == light + [255])
        #expect(rgba(try renderImage(view, dark: true), 10, 10) == dark + [255])
    }

    @Test func accentColourAndTintFollowThePalette() throws {
        // The default accent colour is system blue: iOS 26's (0, 136, 255), as the issue measured.
        let tint = Rectangle().fill(.tint).frame(width: 20, height: 20).backplateLook(.iOS26)
        #expect(rgba(try renderImage(tint), 10, 10) == [0, 136, 255, 255])
        let text = Text("Go").font(.system(size: 40, weight: .black)).foregroundStyle(Color.accentColor).backplateLook(.iOS26)
        let image = try renderImage(text)
        var found = false
        for y in 0..<image.height { for x in 0..<image.width where rgba(image, x, y) == [0, 136, 255, 255] { found = true } }
        #expect(found)
    }

    @Test func increasedContrastKeepsTheKnownValues() throws {
        // iOS 26's increased-contrast colours are not published: the iOS 18 ones stay.
        let view = swatch(.blue).backplateLook(.iOS26).environment(\.colorSchemeContrast, .increased)
        #expect(rgba(try renderImage(view), 10, 10) == [0, 64, 221, 255])
    }

    @Test func paletteIsAnEnvironmentValueThatNests() throws {
        let row = HStack(spacing: 0) {
            swatch(.blue)
            swatch(.blue).backplateLook(.iOS18)
        }.backplateLook(.iOS26)
        let image = try renderImage(row)
        #expect(rgba(image, 10, 10) == [0, 136, 255, 255])
        #expect(rgba(image, 30, 10) == [0, 122, 255, 255])
    }
}
