import Testing
import BackplateTestSupport
import Foundation
import Backplate

/// The iOS 17 semantic shape styles (`.fill` and its levels, `.separator`, `.link`,
/// `.placeholder`) and the levels of `.background`, drawn as 20-point squares on an opaque
/// canvas (white in light mode, black in dark). Expected pixels are iOS's system colours
/// (reference swiftui.md §8.2) composited over the canvas.
@MainActor @Suite(.tags(.pixels)) struct SystemShapeStyleTests {
    private func centre<S: ShapeStyle>(_ style: S, dark: Bool) throws -> [Int] {
        let renderer = ImageRenderer(content: Rectangle().fill(style).frame(width: 20, height: 20))
        renderer.isOpaque = true
        renderer.environment.colorScheme = dark ? .dark : .light
        let image = try renderer.render()
        let p = image.pixel(x: image.width / 2, y: image.height / 2)
        return [Int(p.red), Int(p.green), Int(p.blue)]
    }

    /// `rgb` at `alpha` over white (light) or black (dark).
    private func over(_ rgb: [Double], _ alpha: Double, dark: Bool) -> [Int] {
        rgb.map { Int(($0 * alpha + (dark ? 0 : 255) * (1 - alpha)).rounded()) }
    }

    @Test func fillLevelsAreTheFourSystemFills() throws {
        let light: [([Double], Double)] = [([120, 120, 128], 0.20), ([120, 120, 128], 0.16), ([118, 118, 128], 0.12), ([116, 116, 128], 0.08)]
        let dark: [([Double], Double)] = [([120, 120, 128], 0.36), ([120, 120, 128], 0.32), ([118, 118, 128], 0.24), ([116, 116, 128], 0.18)]
        for isDark in [false, true] {
            let expected = (isDark ? dark : light).map { over($0.0, $0.1, dark: isDark) }
            let drawn = [try centre(.fill, dark: isDark), try centre(.fill.secondary, dark: isDark),
                         try centre(.fill.tertiary, dark: isDark), try centre(.fill.quaternary, dark: isDark)]
            for (d, e) in zip(drawn, expected) { #expect(close(d, e), "\(isDark): \(d) vs \(e)") }
        }
    }

    @Test func backgroundLevelsAreTheSystemBackgrounds() throws {
        #expect(try centre(.background.secondary, dark: false) == [242, 242, 247])
        #expect(try centre(.background.secondary, dark: true) == [28, 28, 30])
        #expect(try centre(.background.tertiary, dark: true) == [44, 44, 46])
        #expect(try centre(.background, dark: false) == [255, 255, 255])
    }

    @Test func separatorLinkAndPlaceholder() throws {
        #expect(close(try centre(.separator, dark: false), over([60, 60, 67], 0.29, dark: false)))
        #expect(close(try centre(.separator, dark: true), over([84, 84, 88], 0.6, dark: true)))
        #expect(try centre(.link, dark: false) == [0, 122, 255])
        #expect(try centre(.link, dark: true) == [9, 132, 255])
        #expect(close(try centre(.placeholder, dark: false), over([60, 60, 67], 0.3, dark: false)))
        #expect(close(try centre(.placeholder, dark: true), over([235, 235, 245], 0.3, dark: true)))
    }
}
