import Testing
import MediaPlayer

/// `import MediaPlayer` alone brings UIKit's names, as on iOS (Audiolog's audio player makes
/// its lock-screen artwork from `UIImage(named:)` with no `import UIKit`).
@MainActor @Suite struct MediaPlayerUIKitNamesTests {
    @Test func uiImageAndUIColorAreVisibleThroughMediaPlayer() throws {
        let symbol = try #require(UIImage(systemName: "play.fill"))
        let artwork = MPMediaItemArtwork(boundsSize: symbol.size) { _ in symbol }
        #expect(artwork.bounds.size == symbol.size)
        #expect(UIImage(named: "no-such-artwork") == nil)
        var red: CGFloat = 0, blue: CGFloat = 0
        _ = UIColor.red.getRed(&red, green: nil, blue: &blue, alpha: nil)
        #expect(red == 1 && blue == 0)
    }
}
