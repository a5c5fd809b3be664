import Testing
import BackplateTestSupport
import Foundation
import SwiftUI

/// `NightOwlPlayerFile.swift`: an iOS 26 podcast player (tabs with a bottom accessory, glass
/// controls in a container, toolbar spacers) compiles as written and lays out by SwiftUI's rules.
@MainActor @Suite(.tags(.appFiles)) struct NightOwlPlayerTests {
    @Test func theLibraryRendersLightAndDark() throws {
        let (light, dark) = try renderPhoneLightAndDark(NightOwlRoot(), name: "NightOwlLibrary")
        let texts = phoneTexts(NightOwlRoot())
        // Rows in the queue's order, the unplayed minutes (42 + 58) in the header, the
        // subtitle under the large title, the mini player above the tab bar.
        let rows = ["The owls of the old town", "Listening in the dark", "A year of birdsong"].compactMap { frame(texts, $0) }
        #expect(rows.count == 3 && rows[0].minY < rows[1].minY && rows[1].minY < rows[2].minY, "\(texts.map(\.0))")
        let header = try #require(frame(texts, "100 min left"), "\(texts.map(\.0))")
        let title = try #require(frame(texts, "Library"))
        let subtitle = try #require(frame(texts, "3 shows"))
        #expect(title.maxY <= subtitle.minY + 1 && subtitle.maxY < header.minY && header.maxY < rows[0].minY)
        let mini = try #require(frame(texts, "Not Playing"))
        let tab = try #require(frame(texts, "Queue"))
        #expect(rows[2].maxY < mini.minY && mini.maxY < tab.minY)
        // The unplayed count as the Queue tab's badge.
        #expect(frame(texts, "2") != nil, "\(texts.map(\.0))")
        // Grouped background: iOS's (242, 242, 247) light, black dark.
        #expect(close(light.pixel(x: 8, y: 1000), 242, 242, 247, .pixel), "\(light.pixel(x: 8, y: 1000))")
        #expect(close(dark.pixel(x: 8, y: 1000), 0, 0, 0, .pixel), "\(dark.pixel(x: 8, y: 1000))")
    }

    @Test func theGlassControlsKeepTheirFramesAndTint() throws {
        // Glass changes no layout: 56 + 24 + 80 + 24 + 56 by 80, plus 16 of padding around.
        let view = NowPlayingControls(queue: PlaybackQueue()).padding()
        let (light, dark) = try renderLightAndDark(view, name: "NightOwlControls", width: nil, height: nil)
        #expect(light.width == 272 * 2 && light.height == 112 * 2, "\(light.width)x\(light.height)")
        // The play button's glass is tinted orange around its black glyph (left of the glyph),
        // and the plain back button's glass stays neutral.
        for image in [light, dark] {
            let tinted = image.pixel(x: (16 + 56 + 24 + 12) * 2, y: 56 * 2)
            #expect(Int(tinted.red) > Int(tinted.green) + 40 && Int(tinted.green) > Int(tinted.blue) + 40, "\(tinted)")
            let plain = image.pixel(x: (16 + 8) * 2, y: 56 * 2)
            #expect(abs(Int(plain.red) - Int(plain.blue)) < 12, "\(plain)")
        }
    }

    @Test func theSpeedReadsWithTwoFractionDigits() throws {
        let queue = PlaybackQueue()
        queue.speed = 1.5
        _ = try renderLightAndDark(SpeedPicker(queue: queue).padding(), name: "NightOwlSpeed", width: nil, height: nil)
        let texts = phoneTexts(SpeedPicker(queue: queue))
        let speed = try #require(frame(texts, "1.50"), "\(texts.map(\.0))")
        // Centred in its 60-point frame.
        #expect(speed.width < 60)
    }

    @Test func theMiniPlayerShowsWhatIsPlaying() throws {
        let queue = PlaybackQueue()
        queue.nowPlaying = queue.episodes[2]
        queue.isPlaying = true
        let mini = phoneTexts(MiniPlayer(queue: queue))
        #expect(frame(mini, "A year of birdsong") != nil && frame(mini, "Not Playing") == nil, "\(mini.map(\.0))")
    }
}
