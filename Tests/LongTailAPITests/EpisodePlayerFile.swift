import SwiftUI
import MediaPlayer
import UIKit

// An app file of the shape podcast players take: the episode published to the Lock Screen
// (now-playing info, remote commands), a player screen, and the system volume slider.

struct Episode {
    let title: String
    let show: String
    let duration: TimeInterval
}

final class EpisodePlayer: ObservableObject {
    @Published private(set) var isPlaying = false
    @Published private(set) var elapsed: TimeInterval = 0
    let episode: Episode

    init(episode: Episode) {
        self.episode = episode
    }

    func publishToLockScreen() {
        let artwork = MPMediaItemArtwork(boundsSize: CGSize(width: 600, height: 600)) { size in
            UIGraphicsImageRenderer(size: size).image { context in
                UIColor.systemIndigo.setFill()
                context.fill(CGRect(origin: .zero, size: size))
            }
        }
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [
            MPMediaItemPropertyTitle: episode.title,
            MPMediaItemPropertyArtist: episode.show,
            MPMediaItemPropertyPlaybackDuration: episode.duration,
            MPMediaItemPropertyArtwork: artwork,
            MPNowPlayingInfoPropertyElapsedPlaybackTime: elapsed,
            MPNowPlayingInfoPropertyPlaybackRate: isPlaying ? 1.0 : 0.0,
        ]

        let commands = MPRemoteCommandCenter.shared()
        commands.playCommand.addTarget { [weak self] _ in
            self?.isPlaying = true
            return .success
        }
        commands.pauseCommand.addTarget { [weak self] _ in
            self?.isPlaying = false
            return .success
        }
        commands.skipForwardCommand.preferredIntervals = [30]
        commands.skipBackwardCommand.preferredIntervals = [15]
        commands.nextTrackCommand.isEnabled = false
    }
}

struct SystemVolumeSlider: UIViewRepresentable {
    func makeUIView(context: Context) -> MPVolumeView {
        MPVolumeView(frame: .zero)
    }

    func updateUIView(_ uiView: MPVolumeView, context: Context) {}
}

struct EpisodePlayerView: View {
    @ObservedObject var player: EpisodePlayer

    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 24)
                .fill(Color.indigo.gradient)
                .frame(width: 260, height: 260)
                .overlay {
                    Image(systemName: "waveform")
                        .font(.system(size: 72))
                        .foregroundStyle(.white)
                }
            VStack(spacing: 4) {
                Text(player.episode.title)
                    .font(.title3.bold())
                Text(player.episode.show)
                    .foregroundStyle(.secondary)
            }
            HStack(spacing: 48) {
                Image(systemName: "gobackward.15")
                Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
                    .font(.system(size: 44))
                Image(systemName: "goforward.30")
            }
            .font(.title)
            SystemVolumeSlider()
                .frame(height: 44)
                .padding(.horizontal, 32)
        }
        .padding()
    }
}

#Preview {
    let player = EpisodePlayer(episode: Episode(title: "The Tide Tables", show: "Harbour Hours", duration: 2_460))
    player.publishToLockScreen()
    return EpisodePlayerView(player: player)
}
