import Backplate
import Foundation

struct NotesFolder: Identifiable, Hashable {
    let id: Int
    var name: String
    var symbol: String
    var noteCount: Int
}

struct NotesNote: Identifiable, Hashable {
    let id: Int
    var title: String
    var snippet: String
    var tags: [String]
    var isPinned: Bool = false
}

enum NotesSampleData {
    static let folders = [
        NotesFolder(id: 1, name: "All iCloud", symbol: "folder", noteCount: 42),
        NotesFolder(id: 2, name: "Notes", symbol: "folder", noteCount: 31),
        NotesFolder(id: 3, name: "Recipes", symbol: "folder", noteCount: 7),
        NotesFolder(id: 4, name: "Recently Deleted", symbol: "trash", noteCount: 4),
    ]

    static let notes = [
        NotesNote(id: 1, title: "Groceries", snippet: "Milk, eggs, basil", tags: ["home", "food"], isPinned: true),
        NotesNote(id: 2, title: "Trip ideas", snippet: "Lisbon in May?", tags: ["travel"]),
        NotesNote(id: 3, title: "Reading list", snippet: "The Dispossessed", tags: ["books", "later"]),
    ]

    static let tags = ["home", "food", "travel", "books", "later", "work", "ideas", "music", "garden"]
}

/// A folder tree for the outline list.
struct NotesFolderNode: Identifiable {
    let id: String
    var children: [NotesFolderNode]?
}
