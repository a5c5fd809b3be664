import Testing
import Foundation
import UIKit

/// A view model as the unseen15 batch's event apps write it: not main-actor isolated, it asks
/// `UIApplication.shared.canOpenURL` synchronously which map apps to offer. On iOS UIKit's
/// isolation is `@preconcurrency` (Objective-C), so this compiles in Swift 5 mode; so must it here.
private final class MapLinkOffers {
    func offered() -> [String] {
        var apps = ["Apple Maps"]
        if let google = URL(string: "comgooglemaps://"), UIApplication.shared.canOpenURL(google) { apps.append("Google Maps") }
        if let waze = URL(string: "waze://"), UIApplication.shared.canOpenURL(waze) { apps.append("Waze") }
        return apps
    }
}

@Suite struct MapLinkOffersTests {
    @Test @MainActor func nonisolatedCodeAsksTheApplicationWhichURLsOpen() {
        // No app is installed in a render: only the always-present Apple Maps is offered.
        #expect(MapLinkOffers().offered() == ["Apple Maps"])
        #expect(!UIApplication.shared.canOpenURL(URL(string: "https://www.apple.com")!))
    }
}
