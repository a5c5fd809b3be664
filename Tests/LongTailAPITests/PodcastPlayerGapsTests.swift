import Testing
import Foundation
import SwiftUI
import UIKit
import MediaPlayer

/// A podcast player (2020) sets its lock-screen artwork from an image literal's resource name
/// and asks for the headphones' remote-control events (unseen45's PureCast).
@MainActor @Suite struct PodcastPlayerGapsTests {
    init() throws {
        let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SummitAssets.xcassets")
        try AssetCatalog.register(catalog)
    }

    @Test func anImageLiteralsResourceNameLoadsTheCatalogsImage() throws {
        // The set's only file is 48 × 32 pixels at 2x: 24 × 16 points, as `UIImage(named:)` gives.
        let literal = UIImage(imageLiteralResourceName: "SummitBadge")
        #expect(literal.size == CGSize(width: 24, height: 16) && literal.scale == 2)
        let named = try #require(UIImage(named: "SummitBadge"))
        #expect(literal.pngData() == named.pngData())
        let viaLiteral: UIImage = #imageLiteral(resourceName: "SummitBadge")
        #expect(viaLiteral.size == literal.size)
        // iOS stops the app for a name no catalog has; here the image is empty.
        #expect(UIImage(imageLiteralResourceName: "NoSuchArtwork").size == .zero)
    }

    @Test func lockScreenArtworkAndRemoteControlEventsCompileAndDoNothing() {
        let image = UIImage(imageLiteralResourceName: "SummitBadge")
        let artwork = MPMediaItemArtwork(boundsSize: image.size) { _ in image }
        #expect(artwork.bounds.size == CGSize(width: 24, height: 16))
        #expect(artwork.image(at: CGSize(width: 12, height: 8))?.size == image.size)
        UIApplication.shared.beginReceivingRemoteControlEvents()
        UIApplication.shared.endReceivingRemoteControlEvents()
    }
}
