import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import WidgetKit
import AppIntents

/// `GarageControls.swift`: iOS 18 controls drawn as Control Center's small tile: a 64-point
/// circle (estimated), white symbol, dark gray at rest, the tint when a toggle is on, always
/// in the dark scheme. Tint values are the HIG's dark-scheme colours (iOS 26 look).
@MainActor @Suite(.tags(.appFiles, .pixels)) struct GarageControlsTests {
    /// White pixels (all channels above 235) in the tile's central 24-point square at 2x.
    private func whitePixels(_ image: RenderedImage) -> Int {
        var count = 0
        for y in 40..<88 {
            for x in 40..<88 {
                let p = image.pixel(x: x, y: y)
                if p.red > 235 && p.green > 235 && p.blue > 235 && p.alpha > 235 { count += 1 }
            }
        }
        return count
    }

    @Test func anOnToggleFillsItsCircleWithItsTint() throws {
        let image = try renderImage(ControlWidgetPreview(GarageDoorControl()), scale: 2)
        #expect(image.width == 128 && image.height == 128, "\(image.width) × \(image.height)")
        // Inside the circle, above the symbol: iOS 26's dark orange (255, 146, 48).
        #expect(close(image.pixel(x: 64, y: 10), 255, 146, 48), "\(rgba(image, 64, 10))")
        // Outside the circle (the square's corner): nothing drawn.
        #expect(image.pixel(x: 2, y: 2).alpha == 0, "\(rgba(image, 2, 2))")
        #expect(whitePixels(image) > 40, "the door symbol is drawn in white")
    }

    @Test func aButtonAndAnOffToggleRestOnDarkGray() throws {
        let gray = Int((0.22 * 255).rounded())
        for view in [ControlWidgetPreview(DoorbellControl()), ControlWidgetPreview(RoomLightControl())] {
            let image = try renderImage(view, scale: 2)
            #expect(close(image.pixel(x: 64, y: 10), gray, gray, gray), "\(rgba(image, 64, 10))")
            #expect(whitePixels(image) > 40, "the symbol is drawn in white")
        }
    }

    @Test func theTileShowsTheSymbolAloneNotTheTitle() {
        // The on state's value-label symbol, centred in the 64-point tile; no "Garage Door" or "Open".
        let texts = ImageRenderer(content: ControlWidgetPreview(GarageDoorControl())).displayList().drawnTexts
        #expect(texts.map(\.0) == ["symbol door.garage.open"], "\(texts)")
        let frame = texts.first?.1 ?? .zero
        #expect(abs(frame.midX - 32) < 0.5 && abs(frame.midY - 32) < 0.5, "\(frame)")
    }

    @Test func aToggleWithoutATintIsBlueWhenOn() throws {
        let template = ControlWidgetToggle(isOn: true, action: ToggleRoomLightIntent()) {
            Label("Light", systemImage: "lightbulb.fill")
        }
        let image = try renderImage(ControlWidgetPreview(template: template), scale: 2)
        // iOS 26's dark-scheme blue (0, 145, 255).
        #expect(close(image.pixel(x: 64, y: 10), 0, 145, 255), "\(rgba(image, 64, 10))")
    }

    @Test func theBundleListsItsControlsInOrderAndNoWidgets() {
        let controls = WidgetBundleContents.controls(of: HomeControlsBundle())
        #expect(controls.count == 3)
        #expect(controls.first is GarageDoorControl && controls.last is RoomLightControl)
        #expect(WidgetBundleContents.widgets(of: HomeControlsBundle()).isEmpty)
    }

    @Test func anEmptyTemplateDrawsNothingAndSaysSo() throws {
        let (image, warnings) = try RuntimeWarning.collecting {
            try renderImage(ControlWidgetPreview(template: EmptyControlWidgetTemplate()), scale: 2)
        }
        #expect(image.pixel(x: 64, y: 64).alpha == 0)
        #expect(warnings.contains { $0.contains("EmptyControlWidgetTemplate") && $0.contains("nothing is drawn") }, "\(warnings)")
    }

    @Test func thePreviewMacroRendersTheControl() throws {
        let previews = PreviewCatalog.previews(inFile: "LongTailAPITests/GarageControls.swift")
        #expect(previews.map(\.displayName) == ["Garage door control"])
        let image = try #require(previews.first).render(colorScheme: .light, scale: 2)
        #expect(close(image.pixel(x: 64, y: 10), 255, 146, 48), "\(rgba(image, 64, 10))")
    }
}
