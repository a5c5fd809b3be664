import SwiftUI
import Observation

// A 2025-2026 music player's Now Playing screen: artwork from a MeshGradient, a scrubber
// Slider with Duration labels, transport buttons whose symbols swap by a symbol-effect
// content transition, a glass AirPlay / queue row (iOS 26), a volume slider with icons and a
// queue list in a sheet-like card; sensory feedback on play/pause.

struct CadenzaTrack: Identifiable, Hashable {
    let id: Int
    var title: String
    var artist: String
    var length: Duration
}

@Observable
final class CadenzaPlayer {
    var queue: [CadenzaTrack] = [
        CadenzaTrack(id: 1, title: "Glass Harbour", artist: "Low Tide Choir", length: .seconds(214)),
        CadenzaTrack(id: 2, title: "Northbound", artist: "Fennel & Fig", length: .seconds(187)),
        CadenzaTrack(id: 3, title: "Quiet Engines", artist: "The Long Weekends", length: .seconds(248)),
    ]
    var isPlaying = true
    var elapsedSeconds = 83.0
    var volume = 0.6
    var isFavourite = false

    var current: CadenzaTrack { queue[0] }
    var lengthSeconds: Double { Double(current.length.components.seconds) }
}

struct CadenzaNowPlayingView: View {
    @State private var player = CadenzaPlayer()

    var body: some View {
        VStack(spacing: 24) {
            Capsule()
                .fill(.secondary)
                .frame(width: 36, height: 5)
            CadenzaArtwork()
            CadenzaTitleRow(player: player)
            CadenzaScrubber(player: player)
            CadenzaTransport(player: player)
            CadenzaVolume(player: player)
            CadenzaActions()
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 28)
        .padding(.top, 8)
        .background {
            LinearGradient(colors: [Color(red: 0.25, green: 0.15, blue: 0.35), Color(red: 0.08, green: 0.06, blue: 0.12)],
                           startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
        }
        .foregroundStyle(.white)
        .sensoryFeedback(.impact(weight: .light), trigger: player.isPlaying)
    }
}

struct CadenzaArtwork: View {
    var body: some View {
        MeshGradient(
            width: 2, height: 2,
            points: [[0, 0], [1, 0], [0, 1], [1, 1]],
            colors: [.purple, .indigo, .pink, .orange]
        )
        .aspectRatio(1, contentMode: .fit)
        .overlay {
            Image(systemName: "music.note")
                .font(.system(size: 72, weight: .semibold))
                .foregroundStyle(.white.opacity(0.85))
        }
        .clipShape(.rect(cornerRadius: 12))
        .shadow(color: .black.opacity(0.4), radius: 20, y: 10)
    }
}

struct CadenzaTitleRow: View {
    @Bindable var player: CadenzaPlayer

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(player.current.title)
                    .font(.title2.bold())
                Text(player.current.artist)
                    .font(.title3)
                    .foregroundStyle(.white.opacity(0.7))
            }
            Spacer()
            Button {
                player.isFavourite.toggle()
            } label: {
                Image(systemName: player.isFavourite ? "star.fill" : "star")
                    .font(.title3)
                    .contentTransition(.symbolEffect(.replace))
            }
            .buttonStyle(.glass)
            .buttonBorderShape(.circle)
        }
    }
}

struct CadenzaScrubber: View {
    @Bindable var player: CadenzaPlayer

    var body: some View {
        VStack(spacing: 4) {
            Slider(value: $player.elapsedSeconds, in: 0...player.lengthSeconds)
                .tint(.white)
            HStack {
                Text(Duration.seconds(player.elapsedSeconds), format: .time(pattern: .minuteSecond))
                Spacer()
                Text("-" + Duration.seconds(player.lengthSeconds - player.elapsedSeconds).formatted(.time(pattern: .minuteSecond)))
            }
            .font(.caption.monospacedDigit())
            .foregroundStyle(.white.opacity(0.6))
        }
    }
}

struct CadenzaTransport: View {
    @Bindable var player: CadenzaPlayer

    var body: some View {
        HStack(spacing: 48) {
            Button("Previous", systemImage: "backward.fill") {}
            Button {
                player.isPlaying.toggle()
            } label: {
                Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
                    .contentTransition(.symbolEffect(.replace.downUp))
                    .font(.system(size: 44))
            }
            Button("Next", systemImage: "forward.fill") {}
        }
        .labelStyle(.iconOnly)
        .font(.system(size: 30))
        .symbolEffect(.bounce, value: player.isPlaying)
    }
}

struct CadenzaVolume: View {
    @Bindable var player: CadenzaPlayer

    var body: some View {
        Slider(value: $player.volume) {
            Text("Volume")
        } minimumValueLabel: {
            Image(systemName: "speaker.fill")
        } maximumValueLabel: {
            Image(systemName: "speaker.wave.3.fill")
        }
        .tint(.white.opacity(0.8))
        .font(.footnote)
        .foregroundStyle(.white.opacity(0.6))
    }
}

struct CadenzaActions: View {
    var body: some View {
        GlassEffectContainer {
            HStack(spacing: 12) {
                Button("Lyrics", systemImage: "quote.bubble") {}
                Button("AirPlay", systemImage: "airplayaudio") {}
                Button("Queue", systemImage: "list.bullet") {}
            }
            .labelStyle(.iconOnly)
            .font(.title3)
            .buttonStyle(.glass)
        }
    }
}

#Preview("Now Playing") {
    CadenzaNowPlayingView()
}
