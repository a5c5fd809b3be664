import Backplate

// A bookshelf app's library screen, as written in the app (Swift 5 mode): an
// ObservableObject store owned with @StateObject, rows fed by ForEach over identifiable books.

struct BookshelfBook: Identifiable, Hashable {
    let id: Int
    var title: String
    var author: String
    var coverHue: Double
    var isFinished: Bool = false
}

final class BookshelfLibrary: ObservableObject {
    @Published var books: [BookshelfBook]
    @Published var shelfName: String

    init(shelfName: String = "Bedside", books: [BookshelfBook] = BookshelfLibrary.sampleBooks) {
        self.shelfName = shelfName
        self.books = books
    }

    var finishedCount: Int { books.filter(\.isFinished).count }

    func markFinished(_ book: BookshelfBook) {
        guard let index = books.firstIndex(where: { $0.id == book.id }) else { return }
        objectWillChange.send()
        books[index].isFinished = true
    }

    static let sampleBooks: [BookshelfBook] = [
        BookshelfBook(id: 1, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", coverHue: 0.58, isFinished: true),
        BookshelfBook(id: 2, title: "Piranesi", author: "Susanna Clarke", coverHue: 0.08),
        BookshelfBook(id: 3, title: "Middlemarch", author: "George Eliot", coverHue: 0.33, isFinished: true),
    ]
}

struct BookCoverView: View {
    let book: BookshelfBook

    var body: some View {
        RoundedRectangle(cornerRadius: 4)
            .fill(Color(hue: book.coverHue, saturation: 0.7, brightness: 0.8))
            .frame(width: 44, height: 64)
    }
}

struct BookRowView: View {
    let book: BookshelfBook
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack(spacing: 12) {
            BookCoverView(book: book)
            VStack(alignment: .leading, spacing: 2) {
                Text(book.title)
                    .font(.headline)
                    .lineLimit(1)
                Text(book.author)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if book.isFinished {
                Circle()
                    .fill(colorScheme == .dark ? Color.green : Color.blue)
                    .frame(width: 10, height: 10)
            }
        }
        .padding(.horizontal, 16)
        .frame(height: 80)
    }
}

struct BookshelfLibraryView: View {
    @StateObject private var library = BookshelfLibrary()

    var body: some View {
        VStack(spacing: 0) {
            ForEach(library.books) { book in
                BookRowView(book: book)
            }
        }
    }
}
