import SwiftUI

// An audiobook app's home (iOS 26): a TabView of iOS 18 Tabs with a search-role tab, the tab
// bar minimizing on scroll, a now-playing mini player in tabViewBottomAccessory that reads its
// placement, a hero cover with backgroundExtensionEffect, shelves of LazyHGrid rows, a soft
// top scroll edge effect and chapter progress in a tinted linear ProgressView.

struct FableBook: Identifiable {
    let id = UUID()
    var title: String
    var author: String
    var hue: Double
    var progress: Double
}

enum FableLibrary {
    static let current = FableBook(title: "The Salt Road", author: "Imogen Hale", hue: 0.05, progress: 0.42)
    static let shelf: [FableBook] = [
        FableBook(title: "Northern Lights", author: "A. Varga", hue: 0.6, progress: 0),
        FableBook(title: "Glass Orchard", author: "Tomas Reyes", hue: 0.33, progress: 0.1),
        FableBook(title: "Paper Moons", author: "Lin Okafor", hue: 0.8, progress: 0),
        FableBook(title: "Quiet Harbour", author: "E. Lund", hue: 0.52, progress: 0.75),
        FableBook(title: "Ember Days", author: "R. Santos", hue: 0.08, progress: 0),
        FableBook(title: "The Long Field", author: "J. Mbeki", hue: 0.15, progress: 0),
    ]
}

struct FableCover: View {
    var book: FableBook
    var size: CGFloat

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(Color(hue: book.hue, saturation: 0.55, brightness: 0.8).gradient)
            .overlay(alignment: .bottomLeading) {
                Text(book.title)
                    .font(.system(size: size / 9, weight: .bold, design: .serif))
                    .foregroundStyle(.white)
                    .padding(size / 14)
            }
            .frame(width: size, height: size)
    }
}

struct FableMiniPlayer: View {
    @Environment(\.tabViewBottomAccessoryPlacement) private var placement
    var book: FableBook

    var body: some View {
        HStack(spacing: 12) {
            FableCover(book: book, size: 32)
            VStack(alignment: .leading, spacing: 0) {
                Text(book.title).font(.subheadline.weight(.semibold))
                if placement == .expanded {
                    Text("Chapter 7 · 18 min left").font(.caption).foregroundStyle(.secondary)
                }
            }
            Spacer()
            Image(systemName: "gobackward.15")
            Image(systemName: "pause.fill")
        }
        .padding(.horizontal, 16)
    }
}

struct FableHomeView: View {
    let rows = [GridItem(.fixed(150), spacing: 16), GridItem(.fixed(150))]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    FableCover(book: FableLibrary.current, size: 393)
                        .frame(height: 260)
                        .clipped()
                        .backgroundExtensionEffect()
                    VStack(alignment: .leading, spacing: 8) {
                        Text("Continue Listening").font(.title2.bold())
                        Text("\(FableLibrary.current.title) · \(FableLibrary.current.author)")
                            .foregroundStyle(.secondary)
                        ProgressView(value: FableLibrary.current.progress)
                            .tint(.orange)
                    }
                    .padding(.horizontal)
                    Text("For You").font(.title2.bold()).padding(.horizontal)
                    ScrollView(.horizontal) {
                        LazyHGrid(rows: rows, spacing: 16) {
                            ForEach(FableLibrary.shelf) { book in
                                VStack(alignment: .leading, spacing: 4) {
                                    FableCover(book: book, size: 110)
                                    Text(book.author).font(.caption).foregroundStyle(.secondary)
                                }
                            }
                        }
                        .padding(.horizontal)
                    }
                    .scrollIndicators(.hidden)
                }
            }
            .ignoresSafeArea(edges: .top)
            .scrollEdgeEffectStyle(.soft, for: .top)
            .navigationTitle("Listen Now")
            .toolbarTitleDisplayMode(.inline)
        }
    }
}

struct FableRootView: View {
    @State private var selection = 0
    @State private var query = ""

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house.fill", value: 0) {
                FableHomeView()
            }
            Tab("Library", systemImage: "books.vertical.fill", value: 1) {
                Text("Library")
            }
            Tab("Store", systemImage: "bag.fill", value: 2) {
                Text("Store")
            }
            Tab(value: 3, role: .search) {
                NavigationStack {
                    List(FableLibrary.shelf) { Text($0.title) }
                        .searchable(text: $query)
                }
            }
        }
        .tint(.orange)
        .tabBarMinimizeBehavior(.onScrollDown)
        .tabViewBottomAccessory {
            FableMiniPlayer(book: FableLibrary.current)
        }
    }
}

#Preview("Home") {
    FableRootView()
}
