import Backplate

// Gazette: a news reader. Top stories page horizontally in a paging scroll view bound to a
// scroll position; below, collapsible topic sections in a sidebar-style list with raised
// header prominence; the title offers a menu of editions; a "Read" menu whose primary
// action opens the story's URL through the environment.

struct GazetteStory: Identifiable, Hashable {
    let id: Int
    let headline: String
    let source: String
    let minutes: Int
    let tint: Color
    var url: URL { URL(string: "https://news.example.com/story/\(id)")! }
}

struct GazetteTopic: Identifiable {
    let id: String
    var stories: [GazetteStory]
}

enum GazetteEdition: String, CaseIterable, Identifiable {
    case world = "World", local = "Local", business = "Business"
    var id: Self { self }
}

enum GazetteSamples {
    static let top: [GazetteStory] = [
        GazetteStory(id: 1, headline: "Night trains return to the Alps", source: "The Ledger", minutes: 6, tint: .blue),
        GazetteStory(id: 2, headline: "A quieter way to build cities", source: "Civic Post", minutes: 9, tint: .teal),
        GazetteStory(id: 3, headline: "The comeback of the bookshop", source: "Morning Ink", minutes: 4, tint: .orange),
    ]
    static let topics: [GazetteTopic] = [
        GazetteTopic(id: "Science", stories: [
            GazetteStory(id: 10, headline: "Comet visible this weekend", source: "Sky Desk", minutes: 3, tint: .indigo),
            GazetteStory(id: 11, headline: "Bees that count to four", source: "Field Notes", minutes: 5, tint: .yellow),
        ]),
        GazetteTopic(id: "Sport", stories: [
            GazetteStory(id: 20, headline: "Rowing crews brave the flood", source: "Riverside", minutes: 2, tint: .green),
        ]),
    ]
}

struct GazetteHomeView: View {
    @State private var edition = GazetteEdition.world
    @State private var visibleStory: GazetteStory.ID? = GazetteSamples.top.first?.id
    @State private var expanded: Set<String> = ["Science"]
    @State private var cardHeight: CGFloat = 0

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ScrollView(.horizontal) {
                        LazyHStack(spacing: 0) {
                            ForEach(GazetteSamples.top) { story in
                                GazetteHeroCard(story: story)
                                    .containerRelativeFrame(.horizontal)
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.paging)
                    .scrollPosition(id: $visibleStory)
                    .scrollIndicators(.hidden)
                    .onGeometryChange(for: CGFloat.self) { proxy in
                        proxy.size.height
                    } action: { height in
                        cardHeight = height
                    }
                    .listRowInsets(EdgeInsets())
                } header: {
                    Text("Top Stories")
                }
                .headerProminence(.increased)

                ForEach(GazetteSamples.topics) { topic in
                    Section(topic.id, isExpanded: Binding(
                        get: { expanded.contains(topic.id) },
                        set: { isOn in
                            if isOn { expanded.insert(topic.id) } else { expanded.remove(topic.id) }
                        })) {
                        ForEach(topic.stories) { story in
                            GazetteStoryRow(story: story)
                        }
                    }
                }
            }
            .listStyle(.sidebar)
            .listSectionSpacing(.compact)
            .refreshable { }
            .navigationTitle(edition.rawValue)
            .toolbarTitleDisplayMode(.inlineLarge)
            .toolbarTitleMenu {
                ForEach(GazetteEdition.allCases) { edition in
                    Button(edition.rawValue) { self.edition = edition }
                }
            }
        }
    }
}

struct GazetteHeroCard: View {
    let story: GazetteStory

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Spacer()
            Text(story.source.uppercased())
                .font(.caption.weight(.bold))
                .foregroundStyle(.white.opacity(0.8))
            Text(story.headline)
                .font(.title2.bold())
                .foregroundStyle(.white)
                .lineLimit(2)
        }
        .frame(maxWidth: .infinity, minHeight: 200, alignment: .leading)
        .safeAreaPadding(.all, 16)
        .background(story.tint.gradient)
    }
}

struct GazetteStoryRow: View {
    let story: GazetteStory
    @Environment(\.openURL) private var openURL

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading, spacing: 2) {
                Text(story.headline)
                Text("\(story.source) · \(story.minutes) min read")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Menu {
                Button("Save for Later", systemImage: "bookmark") {}
                ShareLink(item: story.url)
            } label: {
                Image(systemName: "ellipsis.circle")
            } primaryAction: {
                openURL(story.url)
            }
            .menuStyle(.button)
            .buttonStyle(.borderless)
        }
    }
}

#Preview {
    GazetteHomeView()
}
