import Testing
import BackplateTestSupport
import Foundation
import Backplate
import BackplateSnapshotTesting
@testable import AppFiles

/// The week outlook app file: condition symbols in multicolour (sun yellow, rain cyan), an iPhone symbol, a palette
/// alert and an OKLab temperature gradient, light and dark.
@Suite(.backplateLook(.iOS18), .tags(.appFiles, .layout, .pixels)) struct WeatherWeekOutlookTests {
    @Test func rendersSymbolsAndGradientsLightAndDark() throws {
        let (light, dark) = try renderLightAndDark(WeatherWeekOutlook(), name: "WeatherWeekOutlook")
        // The sun is system yellow (multicolour), light (255, 204, 0) and dark (255, 214, 10).
        #expect(pixelCount(light, near: [255, 204, 0, 255], 1) > 150)
        #expect(pixelCount(dark, near: [255, 214, 10, 255], 1) > 150)
        // Wednesday's rain falls in system cyan under its cloud, (50, 173, 230) / dark
        // (100, 210, 255) (it drew a closed umbrella before).
        #expect(pixelCount(light, near: [50, 173, 230, 255], 1) > 8)
        #expect(pixelCount(dark, near: [100, 210, 255, 255], 1) > 8)
        // The palette alert: an orange triangle (255, 149, 0) / dark (255, 159, 10).
        #expect(pixelCount(light, near: [255, 149, 0, 255], 1) > 60)
        #expect(pixelCount(dark, near: [255, 159, 10, 255], 1) > 60)
        // The temperature bars pass through OKLab's grey-blue middle, not sRGB's green.
        #expect(pixelCount(light, near: [148, 174, 181, 255], 6) > 0)
        #expect(pixelCount(light, near: [128, 163, 128, 255], 2) == 0)
        // The page is white in light mode and black in dark mode.
        #expect(rgba(light, 2, 2) == [255, 255, 255, 255] && rgba(dark, 2, 2) == [0, 0, 0, 255])
    }

    @Test func rowsLineUpAroundTheSymbols() {
        let renderer = ImageRenderer(content: WeatherWeekOutlook().frame(width: 393))
        let size = renderer.layout().size
        // Six rows, a header and a divider: taller than six body lines and their spacing.
        let sixLinesAndSpacing: CGFloat = 6 * 21 + 6 * 14
        #expect(size.height > sixLinesAndSpacing)
        #expect(size.width == 393)
    }
}
