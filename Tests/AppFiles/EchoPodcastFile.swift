import Backplate

// Echo, a podcast player: an iOS 18 `TabView` of `Tab`s; the Listen Now tab scrolls a
// horizontal carousel of shows (`LazyHStack` in `ScrollView(.horizontal)`, two cards per
// screen with `.containerRelativeFrame(.horizontal, count:spacing:)`, `.scrollTargetLayout()`
// and `.scrollTargetBehavior(.viewAligned)`), then the latest episodes with `Duration`
// formats, and keeps a mini player above the tab bar with `.safeAreaInset(edge: .bottom)`
// whose artwork shares a `matchedGeometryEffect` with the full player. The full player
// (`EchoNowPlayingScreen`) has a `ViewThatFits` title, a scrubber `Slider` with
// `.monospacedDigit()` times, transport buttons in a custom `ButtonStyle`, a custom
// `LabelStyle`, and a chapters `.sheet` with `.presentationDetents`.

struct EchoShow: Identifiable, Hashable {
    let id: Int
    var title: String
    var author: String
    var symbol: String
    var colors: [Color]

    static let samples: [EchoShow] = [
        EchoShow(id: 1, title: "Field Notes", author: "Northern Radio", symbol: "leaf.fill",
                 colors: [Color(red: 0.16, green: 0.55, blue: 0.38), Color(red: 0.05, green: 0.3, blue: 0.3)]),
        EchoShow(id: 2, title: "Night Shift", author: "Owl & Co.", symbol: "moon.stars.fill",
                 colors: [Color(red: 0.27, green: 0.2, blue: 0.6), Color(red: 0.1, green: 0.06, blue: 0.3)]),
        EchoShow(id: 3, title: "Kitchen Table", author: "Ada Brooks", symbol: "cup.and.saucer",
                 colors: [Color(red: 0.93, green: 0.45, blue: 0.2), Color(red: 0.75, green: 0.2, blue: 0.2)]),
    ]
}

struct EchoEpisode: Identifiable, Hashable {
    let id: Int
    var show: EchoShow
    var title: String
    var published: Date
    var length: Duration
    var played: Double

    static let samples: [EchoEpisode] = [
        EchoEpisode(id: 10, show: EchoShow.samples[0], title: "The Quiet Return of the Otters",
                    published: Date(timeIntervalSince1970: 1_717_977_600), length: .seconds(2_940), played: 0.35),
        EchoEpisode(id: 11, show: EchoShow.samples[1], title: "Lighthouse Keepers",
                    published: Date(timeIntervalSince1970: 1_717_891_200), length: .seconds(4_380), played: 0),
        EchoEpisode(id: 12, show: EchoShow.samples[2], title: "Bread, Patience and Time",
                    published: Date(timeIntervalSince1970: 1_717_718_400), length: .seconds(1_860), played: 1),
    ]
}

@Observable
final class EchoPlayer {
    var current: EchoEpisode? = EchoEpisode.samples[0]
    var isPlaying = true
    var position: Double = 1_029 // seconds into the current episode
    var showsPlayer = false
    var showsChapters = false
}

struct EchoArtwork: View {
    var show: EchoShow
    var cornerRadius: CGFloat = 12

    var body: some View {
        RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
            .fill(LinearGradient(colors: show.colors, startPoint: .top, endPoint: .bottom))
            .overlay {
                Image(systemName: show.symbol)
                    .resizable()
                    .scaledToFit()
                    .padding(cornerRadius * 2)
                    .foregroundStyle(.white.opacity(0.9))
            }
            .aspectRatio(1, contentMode: .fit)
    }
}

/// Transport buttons: plain glyphs that shrink and fade while pressed.
struct EchoTransportButtonStyle: ButtonStyle {
    var size: CGFloat = 28

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(size: size, weight: .semibold))
            .frame(width: size * 2, height: size * 2)
            .contentShape(Rectangle())
            .scaleEffect(configuration.isPressed ? 0.85 : 1)
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

/// A label drawn as its icon above a small caption, as in the player's bottom row.
struct EchoStackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon
                .font(.title3)
            configuration.title
                .font(.caption2)
        }
    }
}

extension LabelStyle where Self == EchoStackedLabelStyle {
    static var echoStacked: EchoStackedLabelStyle { EchoStackedLabelStyle() }
}

struct EchoRootTabs: View {
    @State private var player = EchoPlayer()
    @Namespace private var artwork

    var body: some View {
        TabView {
            Tab("Listen Now", systemImage: "play.circle") {
                EchoListenNowScreen(namespace: artwork)
            }
            Tab("Library", systemImage: "books.vertical") {
                Text("Library")
            }
            Tab(role: .search) {
                Text("Search")
            }
        }
        .environment(player)
        .sheet(isPresented: $player.showsPlayer) {
            EchoNowPlayingScreen(namespace: artwork)
                .environment(player)
        }
    }
}

struct EchoListenNowScreen: View {
    var namespace: Namespace.ID
    @Environment(EchoPlayer.self) private var player

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    EchoSectionTitle(title: "Up Next")
                    ScrollView(.horizontal) {
                        LazyHStack(spacing: 12) {
                            ForEach(EchoShow.samples) { show in
                                EchoShowCard(show: show)
                                    .containerRelativeFrame(.horizontal, count: 2, spacing: 12)
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.viewAligned)
                    .scrollIndicators(.hidden)
                    .contentMargins(.horizontal, 20, for: .scrollContent)

                    EchoSectionTitle(title: "Latest Episodes")
                    LazyVStack(spacing: 0) {
                        ForEach(EchoEpisode.samples) { episode in
                            EchoEpisodeRow(episode: episode)
                            Divider()
                                .padding(.leading, 92)
                        }
                    }
                }
                .padding(.vertical)
            }
            .navigationTitle("Listen Now")
            .safeAreaInset(edge: .bottom) {
                if let episode = player.current {
                    EchoMiniPlayer(episode: episode, namespace: namespace)
                }
            }
        }
    }
}

struct EchoSectionTitle: View {
    var title: String

    var body: some View {
        HStack(spacing: 4) {
            Text(title)
                .font(.title2.bold())
            Image(systemName: "chevron.right")
                .font(.title3.weight(.semibold))
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal, 20)
    }
}

struct EchoShowCard: View {
    var show: EchoShow

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            EchoArtwork(show: show)
            Text(show.title)
                .font(.subheadline.weight(.semibold))
                .lineLimit(1)
            Text(show.author)
                .font(.footnote)
                .foregroundStyle(.secondary)
                .lineLimit(1)
        }
    }
}

struct EchoEpisodeRow: View {
    var episode: EchoEpisode

    private var remaining: Duration {
        .seconds(Double(episode.length.components.seconds) * (1 - episode.played))
    }

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            EchoArtwork(show: episode.show, cornerRadius: 8)
                .frame(width: 60)
            VStack(alignment: .leading, spacing: 4) {
                Text(episode.published, format: .dateTime.month(.abbreviated).day())
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
                    .textCase(.uppercase)
                Text(episode.title)
                    .font(.headline)
                    .lineLimit(2)
                HStack(spacing: 6) {
                    Image(systemName: episode.played >= 1 ? "checkmark.circle.fill" : "play.circle.fill")
                        .foregroundStyle(.tint)
                    if episode.played >= 1 {
                        Text("Played")
                    } else if episode.played > 0 {
                        ProgressView(value: episode.played)
                            .frame(width: 36)
                        Text(remaining.formatted(.units(allowed: [.hours, .minutes], width: .abbreviated)) + " left")
                    } else {
                        Text(episode.length.formatted(.units(allowed: [.hours, .minutes], width: .abbreviated)))
                    }
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 20)
        .padding(.vertical, 12)
        .contextMenu {
            Button("Mark as Played", systemImage: "checkmark.circle") {}
            Button("Share Episode", systemImage: "square.and.arrow.up") {}
        }
    }
}

struct EchoMiniPlayer: View {
    var episode: EchoEpisode
    var namespace: Namespace.ID
    @Environment(EchoPlayer.self) private var player

    var body: some View {
        HStack(spacing: 12) {
            EchoArtwork(show: episode.show, cornerRadius: 6)
                .matchedGeometryEffect(id: "artwork", in: namespace)
                .frame(width: 44)
            Text(episode.title)
                .font(.subheadline.weight(.medium))
                .lineLimit(1)
            Spacer(minLength: 0)
            Button {
                player.isPlaying.toggle()
            } label: {
                Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
            }
            .buttonStyle(EchoTransportButtonStyle(size: 20))
            .sensoryFeedback(.impact(weight: .light), trigger: player.isPlaying)
        }
        .foregroundStyle(.primary)
        .padding(.leading, 8)
        .padding(.vertical, 8)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
        .shadow(color: .black.opacity(0.12), radius: 8, y: 2)
        .padding(.horizontal, 12)
        .padding(.bottom, 6)
        .onTapGesture { player.showsPlayer = true }
    }
}

struct EchoNowPlayingScreen: View {
    var namespace: Namespace.ID
    @Environment(EchoPlayer.self) private var player

    private func clock(_ seconds: Double) -> String {
        Duration.seconds(seconds).formatted(.time(pattern: .minuteSecond))
    }

    var body: some View {
        @Bindable var player = player
        if let episode = player.current {
            let length = Double(episode.length.components.seconds)
            VStack(spacing: 24) {
                Capsule()
                    .fill(.secondary)
                    .frame(width: 36, height: 5)
                EchoArtwork(show: episode.show, cornerRadius: 16)
                    .matchedGeometryEffect(id: "artwork", in: namespace)
                    .padding(.horizontal, 8)
                    .shadow(color: .black.opacity(0.25), radius: 20, y: 10)

                ViewThatFits(in: .horizontal) {
                    EchoPlayerTitle(episode: episode, alignment: .center)
                    EchoPlayerTitle(episode: episode, alignment: .leading)
                }

                VStack(spacing: 6) {
                    Slider(value: $player.position, in: 0...length)
                    HStack {
                        Text(clock(player.position))
                        Spacer()
                        Text("-" + clock(length - player.position))
                    }
                    .font(.caption)
                    .monospacedDigit()
                    .foregroundStyle(.secondary)
                }

                HStack(spacing: 36) {
                    Button {} label: { Image(systemName: "gobackward.15") }
                    Button {
                        player.isPlaying.toggle()
                    } label: {
                        Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
                    }
                    .buttonStyle(EchoTransportButtonStyle(size: 40))
                    Button {} label: { Image(systemName: "goforward.30") }
                }
                .buttonStyle(EchoTransportButtonStyle())
                .foregroundStyle(.primary)

                Spacer(minLength: 0)

                HStack {
                    Button {} label: { Label("1×", systemImage: "speedometer") }
                    Spacer()
                    Button {
                        player.showsChapters = true
                    } label: {
                        Label("Chapters", systemImage: "list.bullet")
                    }
                    Spacer()
                    Button {} label: { Label("AirPlay", systemImage: "airplayaudio") }
                }
                .labelStyle(.echoStacked)
                .foregroundStyle(.secondary)
                .padding(.horizontal, 12)
            }
            .padding(.horizontal, 28)
            .padding(.top, 8)
            .background {
                LinearGradient(colors: [episode.show.colors[0].opacity(0.35), .clear], startPoint: .top, endPoint: .center)
                    .ignoresSafeArea()
            }
            .sheet(isPresented: $player.showsChapters) {
                List(["Cold open", "The river survey", "Night cameras", "What comes next"], id: \.self) { chapter in
                    Text(chapter)
                }
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
            }
        } else {
            ContentUnavailableView("Nothing Playing", systemImage: "headphones",
                                   description: Text("Choose an episode to start listening."))
        }
    }
}

struct EchoPlayerTitle: View {
    var episode: EchoEpisode
    var alignment: HorizontalAlignment

    var body: some View {
        VStack(alignment: alignment, spacing: 4) {
            Text(episode.title)
                .font(.title3.bold())
                .lineLimit(1)
            Text("\(episode.show.title) · \(episode.show.author)")
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .lineLimit(1)
        }
        .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}

#Preview("Listen Now") {
    EchoRootTabs()
}

#Preview("Now Playing") {
    @Previewable @Namespace var namespace
    EchoNowPlayingScreen(namespace: namespace)
        .environment(EchoPlayer())
}
