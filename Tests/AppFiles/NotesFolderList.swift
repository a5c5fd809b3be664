import Backplate
import Foundation

/// The notes app's first screen: folders in an inset-grouped list, pushed by value.
struct NotesFolderList: View {
    var folders: [NotesFolder] = NotesSampleData.folders
    @State private var path = NavigationPath()
    @State private var query = ""

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("iCloud") {
                    ForEach(folders) { folder in
                        NavigationLink(value: folder) {
                            Label(folder.name, systemImage: folder.symbol)
                        }
                        .badge(folder.noteCount)
                        .swipeActions(edge: .trailing) {
                            Button("Delete", role: .destructive) {}
                        }
                    }
                    .onDelete { _ in }
                }
                Section {
                    NavigationLink("Shared with You") {
                        Text("Nothing shared yet")
                    }
                }
            }
            .navigationTitle("Folders")
            .searchable(text: $query, prompt: "Search notes")
            .refreshable {}
            .navigationDestination(for: NotesFolder.self) { folder in
                NotesInFolderScreen(folder: folder)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Image(systemName: "plus")
                    Spacer()
                    Image(systemName: "square.and.pencil")
                }
            }
        }
    }
}

/// The notes of one folder, as pushed from the folder list.
struct NotesInFolderScreen: View {
    let folder: NotesFolder
    var notes: [NotesNote] = NotesSampleData.notes

    var body: some View {
        List(notes) { note in
            VStack(alignment: .leading, spacing: 2) {
                Text(note.title).font(.headline)
                Text(note.snippet).font(.subheadline).foregroundStyle(.secondary)
            }
        }
        .listStyle(.plain)
        .navigationTitle(folder.name)
    }
}

/// The folder list with a folder pushed on its path.
struct NotesFolderListPushed: View {
    var body: some View {
        NavigationStack(path: .constant([NotesSampleData.folders[2]])) {
            List(NotesSampleData.folders) { folder in
                NavigationLink(folder.name, value: folder)
            }
            .navigationTitle("Folders")
            .navigationDestination(for: NotesFolder.self) { folder in
                NotesInFolderScreen(folder: folder)
            }
        }
    }
}
