import Backplate
import Foundation

// Lantern: a reading app's iOS 18 shell. A TabView built from Tab values with a TabSection
// (the sidebar-adaptable style; on an iPhone the section's tabs sit in the tab bar), a home
// screen whose eyebrow labels get their tracking and case from view modifiers (iOS 16's
// View.kerning/underline), a view-aligned cover carousel limited to one page per swipe, a
// keyframe-animated streak flame, and covers people can drag out.

enum LanternTab: Hashable {
    case home, library, wantToRead, finished, search
}

struct LanternBook: Identifiable, Hashable {
    let id: Int
    var title: String
    var author: String
    var hue: Double
    var progress: Double

    static let shelf: [LanternBook] = [
        LanternBook(id: 1, title: "The Salt Road", author: "I. Marlow", hue: 0.58, progress: 0.42),
        LanternBook(id: 2, title: "Night Orchard", author: "P. Okafor", hue: 0.08, progress: 0.9),
        LanternBook(id: 3, title: "Glass Weather", author: "R. Lindqvist", hue: 0.38, progress: 0.15),
        LanternBook(id: 4, title: "Small Hours", author: "A. Rahimi", hue: 0.78, progress: 0),
    ]
}

struct LanternRootView: View {
    @State private var selection: LanternTab = .home

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house.fill", value: .home) {
                NavigationStack { LanternHomeScreen() }
            }
            Tab("Library", systemImage: "books.vertical", value: .library) {
                Text("Library")
            }
            TabSection("Collections") {
                Tab("Want to Read", systemImage: "bookmark.fill", value: LanternTab.wantToRead) {
                    Text("Want to Read")
                }
                Tab("Finished", systemImage: "checkmark.seal.fill", value: LanternTab.finished) {
                    Text("Finished")
                }
            }
            Tab(value: .search, role: .search) {
                Text("Search")
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        .tint(.orange)
    }
}

struct LanternHomeScreen: View {
    @State private var streakDays = 12
    @State private var scrolledBook: LanternBook.ID?
    let books = LanternBook.shelf

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                LanternStreakCard(days: streakDays)
                    .padding(.horizontal)

                VStack(alignment: .leading, spacing: 12) {
                    HStack(alignment: .firstTextBaseline) {
                        Text("Continue Reading")
                            .font(.footnote.weight(.semibold))
                            .foregroundStyle(.secondary)
                        Spacer()
                        Button("See All") { }
                            .font(.footnote)
                            .underline()
                    }
                    .textCase(.uppercase)
                    .kerning(1.5)
                    .padding(.horizontal)

                    ScrollView(.horizontal) {
                        LazyHStack(spacing: 12) {
                            ForEach(books) { book in
                                LanternCover(book: book)
                                    .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 12)
                                    .draggable(book.title)
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
                    .scrollPosition(id: $scrolledBook)
                    .scrollIndicators(.hidden)
                    .contentMargins(.horizontal, 16, for: .scrollContent)
                }
            }
            .padding(.vertical)
        }
        .navigationTitle("Reading Now")
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                ShareLink("Share Progress", item: URL(string: "https://example.com/lantern/streak")!)
                    .labelStyle(.iconOnly)
            }
        }
    }
}

struct LanternStreakCard: View {
    let days: Int

    var body: some View {
        HStack(spacing: 14) {
            Image(systemName: "flame.fill")
                .font(.title)
                .foregroundStyle(.orange)
                .keyframeAnimator(initialValue: 1.0, repeating: true) { flame, scale in
                    flame.scaleEffect(scale)
                } keyframes: { _ in
                    SpringKeyframe(1.15, duration: 0.3)
                    LinearKeyframe(1.0, duration: 0.5)
                }
            VStack(alignment: .leading, spacing: 2) {
                Text("\(days)-day streak")
                    .font(.headline)
                Text("Read 20 minutes today to keep it going.")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .allowsTightening(true)
            }
            Spacer(minLength: 0)
        }
        .padding()
        .background(.orange.opacity(0.12), in: .rect(cornerRadius: 16))
        .geometryGroup()
    }
}

struct LanternCover: View {
    let book: LanternBook

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            RoundedRectangle(cornerRadius: 6)
                .fill(Color(hue: book.hue, saturation: 0.55, brightness: 0.85).gradient)
                .aspectRatio(2 / 3, contentMode: .fit)
                .overlay(alignment: .bottomLeading) {
                    Text(book.title)
                        .font(.caption.bold())
                        .foregroundStyle(.white)
                        .padding(6)
                }
            ProgressView(value: book.progress)
                .tint(.orange)
            Text(book.author)
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(1)
        }
        .accessibilityElement(children: .combine)
        .accessibilityAdjustableAction { _ in }
    }
}

#Preview("Lantern") {
    LanternRootView()
}
