import Backplate

// Cadence, a music app: an iOS 18 TabView built from Tab values, a profile screen with an
// AsyncImage header, stats, a LazyHGrid of recent albums and a draggable mini player
// (DragGesture with @GestureState, simultaneous tap, rotation3DEffect), and a settings screen
// with @AppStorage, a custom ToggleStyle, Slider, Stepper, Link and @Environment(\.openURL).

enum CadenceTab: Hashable {
    case listenNow, library, profile, search
}

struct CadenceAlbum: Identifiable, Hashable {
    let id: Int
    let title: String
    let artist: String
    let color: Color

    static let recent: [CadenceAlbum] = [
        CadenceAlbum(id: 1, title: "Low Tide", artist: "The Harbour", color: .teal),
        CadenceAlbum(id: 2, title: "Neon Fields", artist: "Juno", color: .purple),
        CadenceAlbum(id: 3, title: "Paper Moons", artist: "Ola", color: .orange),
        CadenceAlbum(id: 4, title: "Static", artist: "Vela", color: .red),
        CadenceAlbum(id: 5, title: "Saltwater", artist: "The Harbour", color: .blue),
        CadenceAlbum(id: 6, title: "Glasshouse", artist: "Mira", color: .green),
    ]
}

enum CadenceStreamingQuality: String, CaseIterable, Identifiable {
    case low = "Low", high = "High", lossless = "Lossless"
    var id: String { rawValue }
}

struct CadenceCheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                configuration.label
                Spacer()
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    .foregroundStyle(configuration.isOn ? Color.accentColor : .secondary)
                    .font(.title3)
            }
        }
        .buttonStyle(.plain)
    }
}

extension ToggleStyle where Self == CadenceCheckboxToggleStyle {
    static var checkbox: CadenceCheckboxToggleStyle { CadenceCheckboxToggleStyle() }
}

struct CadenceAlbumArt: View {
    let album: CadenceAlbum
    var size: CGFloat = 120

    var body: some View {
        RoundedRectangle(cornerRadius: 10, style: .continuous)
            .fill(album.color.gradient)
            .frame(width: size, height: size)
            .overlay(alignment: .bottomLeading) {
                Image(systemName: "music.note")
                    .font(.title)
                    .foregroundStyle(.white.opacity(0.8))
                    .padding(8)
            }
            .shadow(color: .black.opacity(0.15), radius: 6, y: 3)
    }
}

struct CadenceProfileHeader: View {
    let name: String
    let avatarURL: URL?

    var body: some View {
        VStack(spacing: 12) {
            AsyncImage(url: avatarURL, transaction: Transaction(animation: .easeIn)) { phase in
                if let image = phase.image {
                    image.resizable().scaledToFill()
                } else if phase.error != nil {
                    Color.red.opacity(0.2)
                } else {
                    ZStack {
                        Circle().fill(.quaternary)
                        ProgressView()
                    }
                }
            }
            .frame(width: 96, height: 96)
            .clipShape(Circle())
            .overlay(Circle().stroke(.white, lineWidth: 3))

            Text(name)
                .font(.title2.weight(.bold))

            HStack(spacing: 0) {
                CadenceStat(value: 128, title: "Followers")
                Divider().frame(height: 32)
                CadenceStat(value: 87, title: "Following")
                Divider().frame(height: 32)
                CadenceStat(value: 14, title: "Playlists")
            }
        }
    }
}

struct CadenceStat: View {
    let value: Int
    let title: String

    var body: some View {
        VStack(spacing: 2) {
            Text(value, format: .number)
                .font(.headline)
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

struct CadenceMiniPlayer: View {
    let album: CadenceAlbum
    @Binding var isPlaying: Bool
    @GestureState private var dragOffset: CGSize = .zero
    @State private var isExpanded = false

    var body: some View {
        HStack(spacing: 12) {
            CadenceAlbumArt(album: album, size: 44)
            VStack(alignment: .leading) {
                Text(album.title).font(.subheadline.bold())
                Text(album.artist).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Button {
                isPlaying.toggle()
            } label: {
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                    .font(.title2)
                    .contentTransition(.symbolEffect(.replace.downUp))
            }
            .buttonStyle(.plain)
        }
        .padding(10)
        .background(.regularMaterial, in: .rect(cornerRadius: 16))
        .offset(y: dragOffset.height)
        .rotation3DEffect(.degrees(Double(dragOffset.height) / 10), axis: (x: 1, y: 0, z: 0))
        .gesture(
            DragGesture(minimumDistance: 10)
                .updating($dragOffset) { value, state, _ in
                    state = value.translation
                }
                .onEnded { value in
                    if value.translation.height < -60 { isExpanded = true }
                }
        )
        .simultaneousGesture(TapGesture(count: 2).onEnded { isPlaying.toggle() })
        .onLongPressGesture(minimumDuration: 0.5) { isExpanded = true }
    }
}

struct CadenceProfileScreen: View {
    @State private var isPlaying = false
    private let rows = [GridItem(.fixed(150))]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    CadenceProfileHeader(name: "Sam Rivera", avatarURL: nil)
                        .frame(maxWidth: .infinity)

                    Text("Recently Played")
                        .font(.title3.bold())
                        .padding(.horizontal)

                    ScrollView(.horizontal, showsIndicators: false) {
                        LazyHGrid(rows: rows, spacing: 14) {
                            ForEach(CadenceAlbum.recent) { album in
                                VStack(alignment: .leading, spacing: 4) {
                                    CadenceAlbumArt(album: album)
                                    Text(album.title).font(.footnote.bold()).lineLimit(1)
                                    Text(album.artist).font(.caption2).foregroundStyle(.secondary)
                                }
                                .frame(width: 120)
                                .onTapGesture { isPlaying = true }
                            }
                        }
                        .padding(.horizontal)
                    }
                }
                .padding(.vertical)
            }
            .safeAreaInset(edge: .bottom) {
                CadenceMiniPlayer(album: CadenceAlbum.recent[0], isPlaying: $isPlaying)
                    .padding(.horizontal)
            }
            .navigationTitle("Profile")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                NavigationLink {
                    CadenceSettingsScreen()
                } label: {
                    Image(systemName: "gearshape")
                }
            }
        }
    }
}

struct CadenceSettingsScreen: View {
    @AppStorage("cadence.quality") private var quality: CadenceStreamingQuality.RawValue = CadenceStreamingQuality.high.rawValue
    @AppStorage("cadence.crossfade") private var crossfadeSeconds = 6.0
    @AppStorage("cadence.downloadOverCellular") private var downloadOverCellular = false
    @AppStorage("cadence.showsExplicit") private var showsExplicit = true
    @AppStorage("cadence.sleepTimerMinutes") private var sleepTimerMinutes = 30
    @Environment(\.openURL) private var openURL

    var body: some View {
        Form {
            Section {
                Picker("Streaming Quality", selection: $quality) {
                    ForEach(CadenceStreamingQuality.allCases) { quality in
                        Text(quality.rawValue).tag(quality.rawValue)
                    }
                }
                .pickerStyle(.navigationLink)
                Toggle("Download over Cellular", isOn: $downloadOverCellular)
            } header: {
                Text("Playback")
            } footer: {
                Text("Lossless uses about 10 MB per song.")
            }

            Section("Crossfade") {
                HStack {
                    Image(systemName: "speaker.fill")
                    Slider(value: $crossfadeSeconds, in: 0...12, step: 1)
                    Text("\(Int(crossfadeSeconds)) s")
                        .monospacedDigit()
                        .frame(width: 36, alignment: .trailing)
                }
                Stepper("Sleep timer: \(sleepTimerMinutes) min", value: $sleepTimerMinutes, in: 5...120, step: 5)
            }

            Section {
                Toggle("Show explicit content", isOn: $showsExplicit)
                    .toggleStyle(.checkbox)
            }

            Section {
                Link("Terms of Service", destination: URL(string: "https://example.com/terms")!)
                Button("Contact Support") {
                    openURL(URL(string: "mailto:help@example.com")!)
                }
            }
        }
        .navigationTitle("Settings")
    }
}

struct CadenceRootView: View {
    @State private var selection: CadenceTab = .profile

    var body: some View {
        TabView(selection: $selection) {
            Tab("Listen Now", systemImage: "play.circle.fill", value: .listenNow) {
                Text("Listen Now")
            }
            Tab("Library", systemImage: "square.stack.fill", value: .library) {
                Text("Library")
            }
            .badge(3)
            Tab("Profile", systemImage: "person.crop.circle", value: .profile) {
                CadenceProfileScreen()
            }
            Tab(value: .search, role: .search) {
                Text("Search")
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

#Preview("Root") {
    CadenceRootView()
}

#Preview("Profile") {
    CadenceProfileScreen()
}

#Preview("Settings") {
    NavigationStack {
        CadenceSettingsScreen()
    }
}
