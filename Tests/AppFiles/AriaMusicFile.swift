import Backplate

// An iOS 26 music app: a glass mini player in the tab view's bottom accessory, glass and
// prominent glass buttons on the album hero, a toolbar split by a fixed ToolbarSpacer, a
// navigation subtitle, and a tab bar that minimizes on scroll.

struct AriaTrack: Identifiable, Hashable {
    let id: Int
    let title: String
    let artist: String
    let minutes: Int
    let seconds: Int

    var length: String { "\(minutes):" + (seconds < 10 ? "0\(seconds)" : "\(seconds)") }
}

@Observable final class AriaPlayer {
    var queue: [AriaTrack] = [
        AriaTrack(id: 1, title: "Harbour Lights", artist: "The Meridians", minutes: 3, seconds: 42),
        AriaTrack(id: 2, title: "Paper Moons", artist: "The Meridians", minutes: 4, seconds: 5),
        AriaTrack(id: 3, title: "Low Tide", artist: "The Meridians", minutes: 2, seconds: 58),
        AriaTrack(id: 4, title: "Salt & Cedar", artist: "The Meridians", minutes: 3, seconds: 31),
    ]
    var nowPlaying: AriaTrack? = AriaTrack(id: 2, title: "Paper Moons", artist: "The Meridians", minutes: 4, seconds: 5)
    var isPlaying = true
}

enum AriaTab: Hashable { case home, library, search }

struct AriaRootView: View {
    @State private var player = AriaPlayer()
    @State private var tab: AriaTab = .home

    var body: some View {
        TabView(selection: $tab) {
            Tab("Home", systemImage: "play.circle", value: AriaTab.home) {
                AriaHomeScreen()
            }
            Tab("Library", systemImage: "square.stack", value: AriaTab.library) {
                Text("Library")
            }
            Tab(value: AriaTab.search, role: .search) {
                Text("Search")
            }
        }
        .tabViewBottomAccessory {
            AriaMiniPlayer()
        }
        .tabBarMinimizeBehavior(.onScrollDown)
        .environment(player)
        .tint(.pink)
    }
}

struct AriaHomeScreen: View {
    @Environment(AriaPlayer.self) private var player

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    AriaAlbumHero()
                    Text("Up Next")
                        .font(.title3.bold())
                        .padding(.horizontal)
                    ForEach(player.queue) { track in
                        AriaTrackRow(track: track)
                    }
                }
                .padding(.bottom, 24)
            }
            .scrollEdgeEffectStyle(.soft, for: .top)
            .navigationTitle("Listen Now")
            .navigationSubtitle("Picked for your evening")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Share", systemImage: "square.and.arrow.up") {}
                }
                ToolbarSpacer(.fixed, placement: .topBarTrailing)
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Profile", systemImage: "person.crop.circle") {}
                }
            }
        }
    }
}

struct AriaAlbumHero: View {
    var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(colors: [Color(red: 0.36, green: 0.20, blue: 0.62), Color(red: 0.95, green: 0.42, blue: 0.45)],
                           startPoint: .topLeading, endPoint: .bottomTrailing)
                .backgroundExtensionEffect()
            VStack(alignment: .leading, spacing: 10) {
                Text("Tidewater")
                    .font(.largeTitle.bold())
                    .foregroundStyle(.white)
                Text("The Meridians · 12 songs")
                    .font(.subheadline)
                    .foregroundStyle(.white.opacity(0.85))
                HStack(spacing: 12) {
                    Button {
                    } label: {
                        Label("Play", systemImage: "play.fill")
                    }
                    .buttonStyle(.glassProminent)
                    Button {
                    } label: {
                        Label("Shuffle", systemImage: "shuffle")
                    }
                    .buttonStyle(.glass)
                }
            }
            .padding(20)
        }
        .frame(height: 240)
        .clipShape(.rect(cornerRadius: 24))
        .padding(.horizontal)
    }
}

struct AriaTrackRow: View {
    let track: AriaTrack

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8)
                .fill(.pink.gradient)
                .frame(width: 44, height: 44)
                .overlay { Image(systemName: "music.note").foregroundStyle(.white) }
            VStack(alignment: .leading, spacing: 2) {
                Text(track.title).font(.body)
                Text(track.artist).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Text(track.length)
                .font(.caption.monospacedDigit())
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal)
    }
}

struct AriaMiniPlayer: View {
    @Environment(AriaPlayer.self) private var player
    @Environment(\.tabViewBottomAccessoryPlacement) private var placement

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6)
                .fill(.orange.gradient)
                .frame(width: 32, height: 32)
            VStack(alignment: .leading, spacing: 0) {
                Text(player.nowPlaying?.title ?? "Not Playing")
                    .font(.subheadline.weight(.semibold))
                    .lineLimit(1)
                if placement == .expanded {
                    Text(player.nowPlaying?.artist ?? "")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer(minLength: 0)
            Button("Pause", systemImage: player.isPlaying ? "pause.fill" : "play.fill") {}
                .labelStyle(.iconOnly)
            Button("Next", systemImage: "forward.fill") {}
                .labelStyle(.iconOnly)
        }
        .foregroundStyle(.primary)
        .padding(.horizontal, 16)
    }
}

#Preview {
    AriaRootView()
}
