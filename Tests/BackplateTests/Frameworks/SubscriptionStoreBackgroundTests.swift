import Testing
import BackplateTestSupport
import Foundation
import Backplate
import StoreKit

/// `containerBackground(_:for:)` with StoreKit's subscription store placements: the full-height
/// placement fills the whole store, the header placement only the marketing content's region,
/// and neither reaches a navigation screen.
@MainActor @Suite(.tags(.pixels)) struct SubscriptionStoreBackgroundTests {
    let blue = Color(red: 0, green: 0, blue: 1)

    private func store(_ placement: ContainerBackgroundPlacement) throws -> RenderedImage {
        let view = SubscriptionStoreView(groupID: "21345678") {
            Text("Pro").frame(height: 100).containerBackground(blue, for: placement)
        }
        return try renderImage(view.frame(width: 200, height: 300))
    }

    @Test func theFullHeightPlacementFillsTheStoreAndTheHeaderOnlyItsContent() throws {
        let full = try store(.subscriptionStoreFullHeight)
        #expect(rgba(full, 5, 5) == [0, 0, 255, 255])
        #expect(rgba(full, 5, 295) == [0, 0, 255, 255])
        #expect(rgba(try store(.subscriptionStore), 5, 295) == [0, 0, 255, 255])

        let header = try store(.subscriptionStoreHeader)
        #expect(rgba(header, 5, 5) == [0, 0, 255, 255])
        // The loading controls' strip at the bottom keeps no background.
        #expect(rgba(header, 5, 295)[3] == 0)
    }

    @Test func aSubscriptionStorePlacementIsNotANavigationBackground() throws {
        let screen = NavigationStack { Text("Body").containerBackground(blue, for: .subscriptionStore) }
        let image = try renderImage(screen.frame(width: 200, height: 300))
        #expect(rgba(image, 100, 200) != [0, 0, 255, 255])
    }
}
