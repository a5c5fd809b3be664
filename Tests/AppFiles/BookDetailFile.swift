import Backplate

// A book's detail screen: the library is passed in as an @ObservedObject, a rating lives in
// @State and is handed to a child as a @Binding.

struct RatingStarsView: View {
    @Binding var rating: Int
    var maximum = 5

    var body: some View {
        HStack(spacing: 4) {
            ForEach(1...maximum, id: \.self) { star in
                Rectangle()
                    .fill(star <= rating ? Color.orange : Color.gray.opacity(0.3))
                    .frame(width: 20, height: 20)
            }
        }
    }
}

struct BookDetailView: View {
    @ObservedObject var library: BookshelfLibrary
    let bookID: Int
    @State private var rating = 3

    private var book: BookshelfBook? { library.books.first { $0.id == bookID } }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            if let book {
                HStack(alignment: .top, spacing: 16) {
                    BookCoverView(book: book)
                    VStack(alignment: .leading, spacing: 4) {
                        Text(book.title).font(.title3.bold())
                        Text(book.author).foregroundStyle(.secondary)
                    }
                }
                RatingStarsView(rating: $rating)
                Toggle("Finished", isOn: $library.books[index(of: book)].isFinished)
            } else {
                Text("Book not found")
            }
        }
        .padding(20)
    }

    private func index(of book: BookshelfBook) -> Int {
        library.books.firstIndex(of: book) ?? 0
    }
}
