import Backplate

// Shelf statistics reading the library from the environment (@EnvironmentObject), editing
// books through ForEach's binding form, and listening to a @Published property with onReceive.

struct ShelfPlankView: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        GeometryReader { proxy in
            Rectangle()
                .fill(colorScheme == .dark ? Color(white: 0.25) : Color(red: 0.78, green: 0.62, blue: 0.42))
                .frame(width: proxy.size.width, height: 12)
        }
        .frame(height: 12)
    }
}

struct BookshelfStatsView: View {
    @EnvironmentObject var library: BookshelfLibrary
    @State private var lastCount = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .bottom, spacing: 6) {
                ForEach($library.books) { $book in
                    Rectangle()
                        .fill(Color(hue: book.coverHue, saturation: 0.7, brightness: 0.8))
                        .frame(width: 24, height: book.isFinished ? 90 : 60)
                }
            }
            .padding(.horizontal, 16)
            ShelfPlankView()
            ShelfNameTag(name: $library.shelfName)
            Text("\(library.finishedCount) of \(library.books.count) finished on \(library.shelfName)")
                .font(.footnote)
                .padding(.horizontal, 16)
        }
        .onReceive(library.$books) { books in
            lastCount = books.count
        }
    }
}

struct ShelfNameTag: View {
    @Binding var name: String

    var body: some View {
        Text(name.uppercased())
            .font(.caption2.bold())
            .padding(.horizontal, 16)
    }
}

struct BookshelfStatsScreen: View {
    @StateObject private var library: BookshelfLibrary
    @State private var secondsReading = 0

    init(shelfName: String = "Study") {
        _library = StateObject(wrappedValue: BookshelfLibrary(shelfName: shelfName))
    }

    var body: some View {
        BookshelfStatsView()
            .environmentObject(library)
            .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in
                secondsReading += 1
            }
    }
}
