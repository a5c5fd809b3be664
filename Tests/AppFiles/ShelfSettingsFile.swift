import Backplate

// Shelf settings backed by @AppStorage (plain values, an enum, an optional) and a
// @SceneStorage selection.

enum ShelfSortOrder: String, CaseIterable {
    case title, author, recentlyAdded
}

enum ShelfColumnCount: Int {
    case two = 2, three = 3
}

struct ShelfSettingsView: View {
    @AppStorage("bookshelf.showsCovers") private var showsCovers = true
    @AppStorage("bookshelf.sortOrder") private var sortOrder: ShelfSortOrder = .title
    @AppStorage("bookshelf.columns") private var columns: ShelfColumnCount = .three
    @AppStorage("bookshelf.lastOpenedBook") private var lastOpenedBook: String?
    @AppStorage("bookshelf.coverWidth") private var coverWidth: Double = 30
    @SceneStorage("bookshelf.selectedShelf") private var selectedShelf = "Bedside"

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Toggle("Show covers", isOn: $showsCovers)
            Text("Sorted by \(sortOrder.rawValue)")
            Text(lastOpenedBook ?? "No book opened yet")
                .foregroundStyle(.secondary)
            HStack(spacing: 8) {
                ForEach(0..<columns.rawValue, id: \.self) { _ in
                    if showsCovers {
                        Rectangle()
                            .fill(Color.indigo)
                            .frame(width: coverWidth, height: 45)
                    }
                }
            }
            Text("Shelf: \(selectedShelf)")
        }
        .padding(16)
    }
}
