import SwiftUI
import LinkPresentation
import UIKit

// An app file of the shape read-later apps take: saved links whose titles come from
// LPMetadataProvider, falling back to the host when a fetch fails, and a rich link card.

struct SavedLink: Identifiable, Hashable {
    let id = UUID()
    let url: URL
    var title: String?

    var displayTitle: String { title ?? url.host ?? url.absoluteString }
}

@MainActor
final class ReadingListModel: ObservableObject {
    @Published var links: [SavedLink]
    @Published var failures = 0

    init(urls: [URL]) {
        links = urls.map { SavedLink(url: $0) }
    }

    func loadTitles() async {
        for index in links.indices {
            let provider = LPMetadataProvider()
            provider.timeout = 10
            do {
                let metadata = try await provider.startFetchingMetadata(for: links[index].url)
                links[index].title = metadata.title
            } catch LPError.metadataFetchFailed {
                failures += 1
            } catch {
                failures += 1
            }
        }
    }
}

struct LinkCard: UIViewRepresentable {
    let url: URL

    func makeUIView(context: Context) -> LPLinkView {
        LPLinkView(url: url)
    }

    func updateUIView(_ uiView: LPLinkView, context: Context) {}
}

struct ReadingListView: View {
    @ObservedObject var model: ReadingListModel

    var body: some View {
        NavigationStack {
            List {
                if let first = model.links.first {
                    Section("Featured") {
                        LinkCard(url: first.url)
                            .frame(height: 120)
                    }
                }
                Section("Saved") {
                    ForEach(model.links) { link in
                        VStack(alignment: .leading, spacing: 2) {
                            Text(link.displayTitle)
                                .font(.headline)
                            Text(link.url.absoluteString)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
                if model.failures > 0 {
                    Text("\(model.failures) previews couldn't load")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Reading List")
        }
    }
}

#Preview {
    let model = ReadingListModel(urls: [
        URL(string: "https://www.swift.org/blog/")!,
        URL(string: "https://developer.apple.com/news/")!,
    ])
    return ReadingListView(model: model)
        .task { await model.loadTitles() }
}
