import Backplate

// A reading app's saved highlights, shown while the reader is choosing some to export: a
// List(selection:) with its edit mode held by the screen, rows that cannot be deleted or
// moved while syncing, onDelete/onMove handlers, a bottom bar whose buttons count the
// selection, and tags joined as a list format.

struct MarginaliaHighlight: Identifiable, Hashable {
    let id: Int
    var quote: String
    var book: String
    var page: Int
    var tags: [String]
    var isSyncing = false
}

@Observable
final class MarginaliaLibrary {
    var highlights: [MarginaliaHighlight]

    init(highlights: [MarginaliaHighlight]) {
        self.highlights = highlights
    }

    func delete(at offsets: IndexSet) {
        highlights.remove(atOffsets: offsets)
    }

    func move(from source: IndexSet, to destination: Int) {
        highlights.move(fromOffsets: source, toOffset: destination)
    }

    static let sample = MarginaliaLibrary(highlights: [
        MarginaliaHighlight(id: 1, quote: "It was the best of times, it was the worst of times.", book: "A Tale of Two Cities",
                            page: 1, tags: ["openings"]),
        MarginaliaHighlight(id: 2, quote: "Not all those who wander are lost.", book: "The Fellowship of the Ring",
                            page: 182, tags: ["travel", "poems"]),
        MarginaliaHighlight(id: 3, quote: "So we beat on, boats against the current.", book: "The Great Gatsby",
                            page: 180, tags: ["endings", "water", "memory"]),
        MarginaliaHighlight(id: 4, quote: "Call me Ishmael.", book: "Moby-Dick", page: 1, tags: ["openings"], isSyncing: true),
    ])
}

struct MarginaliaHighlightsView: View {
    @Bindable var library: MarginaliaLibrary
    @State private var selection: Set<MarginaliaHighlight.ID>
    @State private var editMode: EditMode

    init(library: MarginaliaLibrary, selection: Set<MarginaliaHighlight.ID> = [], editing: Bool = false) {
        self.library = library
        _selection = State(initialValue: selection)
        _editMode = State(initialValue: editing ? .active : .inactive)
    }

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                ForEach(library.highlights) { highlight in
                    MarginaliaRow(highlight: highlight)
                        .deleteDisabled(highlight.isSyncing)
                        .moveDisabled(highlight.isSyncing)
                }
                .onDelete(perform: library.delete)
                .onMove(perform: library.move)
            }
            .listStyle(.plain)
            .navigationTitle("Highlights")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
                if editMode.isEditing {
                    ToolbarItem(placement: .bottomBar) {
                        Button("Export \(selection.count)") {}
                            .disabled(selection.isEmpty)
                    }
                    ToolbarItem(placement: .bottomBar) {
                        Button("Delete", role: .destructive) {
                            library.highlights.removeAll { selection.contains($0.id) }
                            selection.removeAll()
                        }
                        .tint(.red)
                        .disabled(selection.isEmpty)
                    }
                }
            }
            .environment(\.editMode, $editMode)
        }
    }
}

struct MarginaliaRow: View {
    let highlight: MarginaliaHighlight

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("“\(highlight.quote)”")
                .font(.body.italic())
                .lineLimit(2)
            HStack(spacing: 4) {
                Text(highlight.book)
                Text("p. \(highlight.page)")
                if highlight.isSyncing {
                    Image(systemName: "arrow.triangle.2.circlepath")
                }
            }
            .font(.footnote)
            .foregroundStyle(.secondary)
            Text(highlight.tags, format: .list(type: .and))
                .font(.caption)
                .foregroundStyle(.tint)
        }
        .padding(.vertical, 2)
    }
}

#Preview("Selecting") {
    MarginaliaHighlightsView(library: .sample, selection: [2, 3], editing: true)
}
