import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import CoreLocation
import CoreLocationUI

/// CoreLocationUI's location button, as a weather app puts it on its current-conditions screen
/// (unseen42's WeatherKitDemo): a tinted rounded rectangle with the arrow and title, restyled
/// by the modifiers apps use.
@MainActor @Suite struct LocationButtonTests {
    @Test func theDefaultButtonIsATintedRoundedRectangleWithAWhiteTitle() throws {
        let view = LocationButton { }.padding(20)
        let image = try renderImage(view, scale: 2)
        let size = ImageRenderer(content: LocationButton { }).layout().size
        // A body-size title with the arrow, padded as a prominent button: wider than tall, about 34-50 pt tall.
        #expect(size.width > 140 && size.width < 260 && size.height >= 34 && size.height <= 50, "\(size)")
        // The fill is the tint (iOS 26's blue 0, 136, 255) near the leading edge, inside the corner radius.
        let fill = rgba(image, 2 * 24, 2 * (20 + Int(size.height / 2)))
        #expect(close(fill, [0, 136, 255, 255], 6), "\(fill)")
        // White ink (the arrow and the title) inside.
        var whiteColumns: [Int] = []
        for x in 2 * 20..<2 * (20 + Int(size.width)) {
            let white = (2 * 20..<2 * (20 + Int(size.height))).contains { (y: Int) -> Bool in
                let p = rgba(image, x, y)
                return p[0] > 235 && p[1] > 235 && p[2] > 235
            }
            if white { whiteColumns.append(x) }
        }
        let inkWidth = CGFloat((whiteColumns.last ?? 0) - (whiteColumns.first ?? 0)) / 2
        #expect(inkWidth > size.width / 2, "white ink \(inkWidth) pt wide in \(size.width)")
        // Outside the corner radius the screen shows through.
        #expect(rgba(image, 2 * 20, 2 * 20)[3] < 255 || rgba(image, 2 * 20, 2 * 20)[0] < 20)
    }

    @Test func iconOnlyTintedAndRestyledButtonsAsAppsWriteThem() throws {
        let plain = ImageRenderer(content: LocationButton(.shareCurrentLocation) { }).layout().size
        let shorter = ImageRenderer(content: LocationButton(.currentLocation) { }).layout().size
        #expect(plain.width > shorter.width + 20, "\(plain) \(shorter)")
        let iconOnly = LocationButton { }
            .symbolVariant(.fill)
            .labelStyle(.iconOnly)
            .foregroundColor(.white)
            .tint(.purple)
            .cornerRadius(20)
        let size = ImageRenderer(content: iconOnly).layout().size
        #expect(size.width < 70 && size.width >= size.height - 1, "\(size)")
        let image = try renderImage(iconOnly, scale: 2)
        let centre = rgba(image, Int(size.width), Int(size.height) / 4)
        #expect(centre[2] > 150 && centre[0] > 100 && centre[1] < 120, "purple fill: \(centre)")
        #expect(LocationButton.Title.sendMyCurrentLocation != .shareMyCurrentLocation)
    }

    @Test func theUIKitButtonKeepsItsSettings() {
        let button = CLLocationButton()
        #expect(button.icon == .none && button.label == .none)
        button.icon = .arrowFilled
        button.label = .shareMyCurrentLocation
        button.cornerRadius = 20
        #expect(button.icon.rawValue == 1 && button.label.rawValue == 5 && button.cornerRadius == 20)
    }
}
