import Backplate
import Foundation

/// A note's details: a two-column Grid of labels and values, a header that picks its layout
/// with ViewThatFits, and an attachment thumbnail that is still loading.
struct NoteInfoGrid: View {
    let note: NotesNote

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ViewThatFits(in: .horizontal) {
                HStack {
                    Text(note.title).font(.title2.bold())
                    Spacer()
                    Text("Pinned").font(.caption).foregroundStyle(.secondary)
                }
                Text(note.title).font(.title2.bold())
            }

            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
                GridRow {
                    Text("Tags").foregroundStyle(.secondary).gridColumnAlignment(.trailing)
                    Text(note.tags.joined(separator: ", "))
                }
                GridRow {
                    Text("Words").foregroundStyle(.secondary)
                    Text("128")
                }
                Divider()
                GridRow {
                    Text("Attachment").foregroundStyle(.secondary)
                    AsyncImage(url: URL(string: "https://example.com/sketch.png"))
                        .frame(width: 80, height: 60)
                        .clipShape(RoundedRectangle(cornerRadius: 8))
                }
            }

            TimelineView(.everyMinute) { context in
                Text("Viewed \(context.date > Date.distantPast ? "now" : "never")")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}

/// The notes app on iPad-style navigation, collapsed to its sidebar on iPhone.
struct NotesSplitRoot: View {
    @State private var visibility = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(NotesSampleData.folders) { folder in
                NavigationLink(folder.name, value: folder)
            }
            .navigationTitle("Notes")
        } detail: {
            Text("Select a folder")
        }
    }
}

/// Nested folders in an outline list.
struct NotesFolderOutline: View {
    let tree = [
        NotesFolderNode(id: "Work", children: [NotesFolderNode(id: "Meetings", children: nil)]),
        NotesFolderNode(id: "Personal", children: nil),
    ]

    var body: some View {
        List(tree, children: \.children) { node in
            Label(node.id, systemImage: "folder")
        }
    }
}
