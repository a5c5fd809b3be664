import Testing
import BackplateTestSupport
import Foundation
import Backplate
import BackplateSnapshotTesting
import AVKit
import StoreKit
@testable import AppFiles

/// `ReelTrailerFile.swift`: AVKit's VideoPlayer, AVFoundation and StoreKit on the 393 × 852
/// iPhone canvas. The player is black where no frame is decoded, 16:9 of the padded width.
@MainActor @Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct ReelTrailerTests {
    @Test func thePlayerIsABlackSixteenByNineAreaWithItsOverlay() throws {
        let drawn = phoneTexts(ReelTrailerView())
        let badge = try #require(frame(drawn, "TRAILER"))
        let title = try #require(frame(drawn, "The Long Harbour"))
        // 393 − 2 × 16 = 361 wide, 361 × 9 / 16 = 203.06 high; the title 12 below it.
        let top = badge.minY - 4 - 12
        #expect(abs(badge.minX - (16 + 12 + 8)) < 0.5, "\(badge)")
        #expect(abs(title.minY - (top + 361 * 9 / 16 + 12)) < 1, "\(title) top \(top)")
        // No App Store in a render: no products.
        #expect(drawn.contains { $0.0 == "Pro plans unavailable" })
        let images = try renderPhoneLightAndDark(ReelTrailerView(), name: "ReelTrailer")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            #expect(close(at(image, 196.5, top + 150), [0, 0, 0], .composited), "\(dark) black video")
            let red = dark ? [255, 69, 58] : [255, 59, 48]
            #expect(close(at(image, badge.minX - 4, badge.midY), red, 6), "\(dark) \(at(image, badge.minX - 4, badge.midY))")
        }
    }

    @Test func mediaAndStoreDoNothingWithoutDevices() async throws {
        let player = AVPlayer(url: URL(string: "https://example.com/a.mp4")!)
        player.play()
        #expect(player.rate == 0 && player.timeControlStatus == .paused && player.currentTime() == .zero)
        #expect(CMTime(value: 1, timescale: 2) == CMTime(value: 2, timescale: 4))
        #expect(abs(CMTime(seconds: 1.5, preferredTimescale: 600).seconds - 1.5) < 1e-9)
        #expect((CMTime(value: 1, timescale: 2) + CMTime(value: 1, timescale: 4)).seconds == 0.75)
        #expect(CMTime.invalid < .zero && CMTime.indefinite.seconds.isNaN)
        // A missing file throws, as on iOS; the audio is never decoded.
        #expect(throws: (any Error).self) { try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/nonexistent/click.caf")) }
        let sound = try AVAudioPlayer(data: Data([0, 1, 2]))
        #expect(sound.play() == false && !sound.isPlaying)
        try AVAudioSession.sharedInstance().setCategory(.playback, mode: .moviePlayback)
        #expect(AVAudioSession.sharedInstance().category == .playback)
        #expect(try await Product.products(for: ["reel.pro.monthly"]).isEmpty)
        var count = 0
        for await _ in Transaction.updates { count += 1 }
        #expect(count == 0)
    }
}
