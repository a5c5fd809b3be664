import Backplate

// Lumen, a photo library: a three-column LazyVGrid of square thumbnails (flexible GridItems,
// 2-point gutters, `.aspectRatio(1, contentMode: .fill)` + `.clipped()` tiles), favourite and
// video badges in corner overlays, a principal toolbar title with a subtitle, a `Menu` whose
// `Section`s hold a sort Picker and filters, an inline navigation bar with a visible toolbar
// background, `.badge` on the tab items, and a redacted placeholder state while loading.

enum LumenMediaKind: String {
    case photo, video, live
}

struct LumenAsset: Identifiable, Hashable {
    let id: Int
    var hue: Double
    var kind: LumenMediaKind = .photo
    var isFavorite = false
    var seconds: Int = 0

    static let library: [LumenAsset] = (0..<17).map { index in
        LumenAsset(
            id: index,
            hue: Double(index % 9) / 9,
            kind: index % 5 == 3 ? .video : (index % 7 == 2 ? .live : .photo),
            isFavorite: index % 4 == 0,
            seconds: index * 7 + 12
        )
    }
}

enum LumenSortOrder: String, CaseIterable, Identifiable {
    case newest = "Newest First", oldest = "Oldest First"
    var id: Self { self }
}

struct LumenThumbnail: View {
    let asset: LumenAsset

    var body: some View {
        Rectangle()
            .fill(
                LinearGradient(
                    colors: [Color(hue: asset.hue, saturation: 0.55, brightness: 0.95),
                             Color(hue: asset.hue, saturation: 0.85, brightness: 0.55)],
                    startPoint: .top, endPoint: .bottom)
            )
            .overlay {
                Image(systemName: "mountain.2.fill")
                    .font(.system(size: 44))
                    .foregroundStyle(.white.opacity(0.3))
            }
            .aspectRatio(1, contentMode: .fill)
            .clipped()
            .overlay(alignment: .bottomLeading) {
                if asset.isFavorite {
                    Image(systemName: "heart.fill")
                        .font(.caption)
                        .foregroundStyle(.white)
                        .shadow(radius: 2)
                        .padding(5)
                }
            }
            .overlay(alignment: .bottomTrailing) {
                if asset.kind == .video {
                    Text(Duration.seconds(asset.seconds), format: .time(pattern: .minuteSecond))
                        .font(.caption2.weight(.semibold))
                        .foregroundStyle(.white)
                        .padding(5)
                }
            }
            .overlay(alignment: .topTrailing) {
                if asset.kind == .live {
                    Image(systemName: "livephoto")
                        .font(.caption)
                        .foregroundStyle(.white)
                        .padding(5)
                }
            }
    }
}

struct LumenPhotoGrid: View {
    var assets: [LumenAsset] = LumenAsset.library
    var isLoading = false
    @State private var sortOrder: LumenSortOrder = .newest
    @State private var showsFavoritesOnly = false
    @State private var showsVideos = true

    private let columns = Array(repeating: GridItem(.flexible(), spacing: 2), count: 3)

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 2) {
                ForEach(assets) { asset in
                    LumenThumbnail(asset: asset)
                }
            }
            .redacted(reason: isLoading ? .placeholder : [])
            Text("\(assets.count) Photos, \(assets.filter { $0.kind == .video }.count) Videos")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.secondary)
                .padding(.vertical, 20)
        }
        .overlay {
            if isLoading {
                ProgressView("Loading Library")
                    .padding()
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
            }
        }
        .navigationBarTitleDisplayMode(.inline)
        .toolbarBackground(.visible, for: .navigationBar)
        .toolbar {
            ToolbarItem(placement: .principal) {
                VStack(spacing: 0) {
                    Text("Library")
                        .font(.headline)
                    Text("12 Jun – 3 Jul 2024")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
            ToolbarItem(placement: .topBarTrailing) {
                Menu {
                    Section("Sort") {
                        Picker("Sort", selection: $sortOrder) {
                            ForEach(LumenSortOrder.allCases) { order in
                                Text(order.rawValue).tag(order)
                            }
                        }
                    }
                    Section("Filter") {
                        Toggle("Favourites", systemImage: "heart", isOn: $showsFavoritesOnly)
                        Toggle("Videos", systemImage: "video", isOn: $showsVideos)
                    }
                    Section {
                        Button("Select", systemImage: "checkmark.circle") {}
                        Button("Delete All", systemImage: "trash", role: .destructive) {}
                    }
                } label: {
                    Image(systemName: "line.3.horizontal.decrease.circle")
                }
            }
        }
    }
}

struct LumenRootTabs: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack {
                LumenPhotoGrid()
            }
            .tabItem { Label("Library", systemImage: "photo.on.rectangle") }
            .tag(0)

            NavigationStack {
                Text("For You")
            }
            .tabItem { Label("For You", systemImage: "heart.text.square") }
            .badge(3)
            .tag(1)

            NavigationStack {
                Text("Albums")
            }
            .tabItem { Label("Albums", systemImage: "rectangle.stack") }
            .badge("New")
            .tag(2)
        }
        .tint(.pink)
    }
}

#Preview("Library") {
    LumenRootTabs()
}

#Preview("Loading") {
    NavigationStack {
        LumenPhotoGrid(isLoading: true)
    }
}
