import Testing
import BackplateTestSupport
import Foundation
import Backplate
import BackplateSnapshotTesting
@testable import AppFiles

/// The kiln studio (`KilnStudioFile.swift`, Swift 5 mode): every isolation kind of user code
/// compiles without a warning and renders: three shelf tiles placed by the custom `Layout`
/// (100 × 60 at x = 10, 120, 230), the custom `Shape` half filled under the default
/// environment temperature (1 200 ≥ 1 200), light and dark.
@MainActor @Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct KilnStudioTests {
    @Test func kilnStudioRendersItsShelvesAndFlame() throws {
        let images = try renderLightAndDark(KilnStudioScreen(), name: "KilnStudio")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let background = dark ? [0, 0, 0, 255] : [255, 255, 255, 255]
            // Scale 2: the first tile spans x 10–110, y 0–60 points.
            #expect(close(rgba(image, 2 * 60, 2 * 30), [204, 51, 51, 255], .composited), "\(dark)")
            #expect(close(rgba(image, 2 * 170, 2 * 30), [51, 153, 51, 255], .composited), "\(dark)")
            #expect(close(rgba(image, 2 * 280, 2 * 30), [51, 51, 204, 255], .composited), "\(dark)")
            // Between the tiles (x 110–120): the background.
            #expect(close(rgba(image, 2 * 115, 2 * 30), background, .composited), "\(dark)")
            // The flame (y 60–100) is filled in its lower half only: orange from y = 80.
            let orange = dark ? [255, 159, 10, 255] : [255, 149, 0, 255]
            #expect(close(rgba(image, 2 * 196, 2 * 90), orange, .composited), "\(dark): \(rgba(image, 2 * 196, 2 * 90))")
            #expect(close(rgba(image, 2 * 196, 2 * 70), background, .composited), "\(dark)")
        }
    }
}
