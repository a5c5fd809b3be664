import SwiftUI
import Observation

// An app file of the shape iOS 26 podcast players take: a `Tab` bar whose bottom accessory is
// a mini player, a now-playing screen of glass controls morphing in one `GlassEffectContainer`,
// a queue with numeric-text counters, and toolbar items split by `ToolbarSpacer`.

struct PodcastEpisode: Identifiable, Hashable {
    let id: Int
    let show: String
    let title: String
    let minutes: Int
    var played: Bool = false
}

@Observable final class PlaybackQueue {
    var episodes: [PodcastEpisode] = [
        PodcastEpisode(id: 1, show: "Night Owl", title: "The owls of the old town", minutes: 42),
        PodcastEpisode(id: 2, show: "Night Owl", title: "Listening in the dark", minutes: 37, played: true),
        PodcastEpisode(id: 3, show: "Field Notes", title: "A year of birdsong", minutes: 58),
    ]
    var nowPlaying: PodcastEpisode?
    var isPlaying = false
    var speed: Double = 1.0

    var remainingMinutes: Int { episodes.filter { !$0.played }.reduce(0) { $0 + $1.minutes } }
}

extension EnvironmentValues {
    @Entry var playerAccent: Color = .orange
}

enum PlayerTab: Hashable {
    case library, queue, search
}

struct NightOwlRoot: View {
    @State private var queue = PlaybackQueue()
    @State private var tab: PlayerTab = .library

    var body: some View {
        TabView(selection: $tab) {
            Tab("Library", systemImage: "square.stack", value: .library) {
                NavigationStack { EpisodeLibrary(queue: queue) }
            }
            Tab("Queue", systemImage: "list.bullet", value: .queue) {
                NavigationStack { QueueScreen(queue: queue) }
            }
            .badge(queue.episodes.filter { !$0.played }.count)
            Tab(value: .search, role: .search) {
                NavigationStack { Text("Search episodes").navigationTitle("Search") }
            }
        }
        .tabBarMinimizeBehavior(.onScrollDown)
        .tabViewBottomAccessory {
            MiniPlayer(queue: queue)
        }
        .environment(\.playerAccent, .orange)
    }
}

struct MiniPlayer: View {
    var queue: PlaybackQueue
    @Environment(\.tabViewBottomAccessoryPlacement) private var placement

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "waveform")
                .symbolEffect(.variableColor.iterative, isActive: queue.isPlaying)
            Text(queue.nowPlaying?.title ?? "Not Playing")
                .lineLimit(1)
            Spacer()
            if placement != .inline {
                Button {
                    queue.isPlaying.toggle()
                } label: {
                    Image(systemName: queue.isPlaying ? "pause.fill" : "play.fill")
                        .contentTransition(.symbolEffect(.replace))
                }
            }
        }
        .padding(.horizontal)
    }
}

struct EpisodeLibrary: View {
    var queue: PlaybackQueue
    @Environment(\.playerAccent) private var accent

    var body: some View {
        List {
            Section {
                ForEach(queue.episodes) { episode in
                    EpisodeRow(episode: episode, accent: accent)
                }
            } header: {
                Text("\(queue.remainingMinutes) min left")
                    .contentTransition(.numericText())
            }
        }
        .navigationTitle("Library")
        .navigationSubtitle("3 shows")
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Sort", systemImage: "arrow.up.arrow.down") {}
            }
            ToolbarSpacer(.fixed, placement: .topBarTrailing)
            ToolbarItem(placement: .topBarTrailing) {
                Button("Add", systemImage: "plus") {}
            }
        }
    }
}

struct EpisodeRow: View {
    let episode: PodcastEpisode
    let accent: Color

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8, style: .continuous)
                .fill(accent.gradient)
                .frame(width: 44, height: 44)
                .overlay {
                    Image(systemName: "moon.stars.fill").foregroundStyle(.white)
                }
            VStack(alignment: .leading, spacing: 2) {
                Text(episode.title)
                    .font(.headline)
                    .lineLimit(1)
                Text("\(episode.show) · \(episode.minutes) min")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
            if episode.played {
                Image(systemName: "checkmark.circle.fill")
                    .foregroundStyle(accent)
            }
        }
    }
}

struct QueueScreen: View {
    var queue: PlaybackQueue

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 12) {
                ForEach(queue.episodes.filter { !$0.played }) { episode in
                    EpisodeRow(episode: episode, accent: .orange)
                        .padding(12)
                        .glassEffect(.regular, in: .rect(cornerRadius: 20))
                }
            }
            .padding(.horizontal)
        }
        .navigationTitle("Up Next")
    }
}

struct NowPlayingControls: View {
    var queue: PlaybackQueue
    @Namespace private var glass

    var body: some View {
        GlassEffectContainer(spacing: 24) {
            HStack(spacing: 24) {
                Button {
                } label: {
                    Image(systemName: "gobackward.15")
                        .font(.title2)
                        .frame(width: 56, height: 56)
                }
                .glassEffect(.regular.interactive(), in: .circle)
                .glassEffectID("back", in: glass)

                Button {
                    queue.isPlaying.toggle()
                } label: {
                    Image(systemName: queue.isPlaying ? "pause.fill" : "play.fill")
                        .font(.largeTitle)
                        .frame(width: 80, height: 80)
                }
                .glassEffect(.regular.tint(.orange).interactive(), in: .circle)
                .glassEffectID("play", in: glass)

                Button {
                } label: {
                    Image(systemName: "goforward.30")
                        .font(.title2)
                        .frame(width: 56, height: 56)
                }
                .glassEffect(.regular.interactive(), in: .circle)
                .glassEffectID("forward", in: glass)
            }
        }
        .buttonStyle(.plain)
    }
}

struct SpeedPicker: View {
    @Bindable var queue: PlaybackQueue

    var body: some View {
        HStack {
            Button("Slower", systemImage: "minus") { queue.speed = max(0.5, queue.speed - 0.25) }
                .buttonStyle(.glass)
                .labelStyle(.iconOnly)
            Text(queue.speed, format: .number.precision(.fractionLength(2)))
                .monospacedDigit()
                .frame(width: 60)
            Button("Faster", systemImage: "plus") { queue.speed = min(3, queue.speed + 0.25) }
                .buttonStyle(.glassProminent)
                .labelStyle(.iconOnly)
        }
    }
}

#Preview("Library") {
    NightOwlRoot()
}

#Preview("Controls") {
    NowPlayingControls(queue: PlaybackQueue())
        .padding()
}
