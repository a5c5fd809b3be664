import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import MediaPlayer

/// `EpisodePlayerFile.swift`: MediaPlayer compiles unchanged; now-playing information and
/// remote commands keep what the app sets, the music player plays nothing, and the volume
/// view, a UIKit view, leaves its frame empty with a warning.
@MainActor @Suite(.serialized, .tags(.appFiles)) struct EpisodePlayerTests {
    @Test func theLockScreenGetsTheEpisodeAndThePlayerDrawsIt() throws {
        let player = EpisodePlayer(episode: Episode(title: "The Tide Tables", show: "Harbour Hours", duration: 2_460))
        let before = MPRemoteCommandCenter.shared().playCommand.handlerCount
        player.publishToLockScreen()
        let info = try #require(MPNowPlayingInfoCenter.default().nowPlayingInfo)
        #expect(info[MPMediaItemPropertyTitle] as? String == "The Tide Tables" && info["artist"] as? String == "Harbour Hours")
        #expect(info[MPMediaItemPropertyPlaybackDuration] as? TimeInterval == 2_460 && info[MPNowPlayingInfoPropertyPlaybackRate] as? Double == 0)
        let artwork = try #require(info[MPMediaItemPropertyArtwork] as? MPMediaItemArtwork)
        #expect(artwork.bounds.size == CGSize(width: 600, height: 600) && artwork.image(at: CGSize(width: 60, height: 60))?.size == CGSize(width: 60, height: 60))
        let commands = MPRemoteCommandCenter.shared()
        #expect(commands.playCommand.handlerCount == before + 1 && commands.playCommand.isEnabled && !commands.nextTrackCommand.isEnabled)
        #expect(commands.skipForwardCommand.preferredIntervals == [30])

        let texts = phoneTexts(EpisodePlayerView(player: player))
        let title = try #require(frame(texts, "The Tide Tables"), "\(texts.map(\.0))")
        let show = try #require(frame(texts, "Harbour Hours"))
        #expect(abs(title.midX - 196.5) < 1 && show.minY > title.maxY)
        let (images, warnings) = try RuntimeWarning.collecting {
            try renderPhoneLightAndDark(EpisodePlayerView(player: player), name: "EpisodePlayer")
        }
        #expect(warnings.contains { $0.contains("SystemVolumeSlider") }, "\(warnings)")
        // The 260-point artwork ends 24 points above the title; 100 points left of its centre
        // (clear of the waveform) it is indigo's gradient: blue well above red and green.
        for image in [images.light, images.dark] {
            let p = image.pixel(x: Int((196.5 - 100) * 2), y: Int((title.minY - 24 - 130) * 2))
            #expect(Int(p.blue) > 180 && Int(p.blue) - Int(p.red) > 60 && Int(p.blue) - Int(p.green) > 60, "\(p)")
        }
    }

    @Test func theMusicPlayerPlaysNothingAndTheLibraryIsNotAuthorized() {
        let music = MPMusicPlayerController.systemMusicPlayer
        music.setQueue(with: ["1440857781"])
        music.play()
        #expect(music.playbackState == .stopped && music.nowPlayingItem == nil && music.queuedStoreIDs == ["1440857781"])
        #expect(MPMusicPlayerController.applicationMusicPlayer !== music && MPMusicPlayerController.systemMusicPlayer === music)
        #expect(MPMediaLibrary.authorizationStatus() == .notDetermined)
        let status = LockedFlag()
        MPMediaLibrary.requestAuthorization { status.set($0 == .notDetermined) }
        #expect(status.get)
        let token = MPRemoteCommandCenter.shared().likeCommand.addTarget { _ in .commandFailed }
        #expect(MPRemoteCommandCenter.shared().likeCommand.handlerCount == 1)
        MPRemoteCommandCenter.shared().likeCommand.removeTarget(token)
        #expect(MPRemoteCommandCenter.shared().likeCommand.handlerCount == 0)
        #expect(MPNowPlayingInfoCenter.default() === MPNowPlayingInfoCenter.default())
    }
}
