import Backplate

// A reading list written with the Observation framework: an @Observable model held in @State,
// edited through @Bindable, and read by a badge deeper in the tree with
// @Environment(ReadingListModel.self).

@Observable
final class ReadingListModel {
    var title = "Summer reading"
    var pagesPerDay = 30
    var entries: [ReadingListEntry] = [
        ReadingListEntry(id: "dune", title: "Dune", pagesRead: 120, pageCount: 412),
        ReadingListEntry(id: "circe", title: "Circe", pagesRead: 393, pageCount: 393),
    ]

    var finishedCount: Int { entries.filter { $0.pagesRead >= $0.pageCount }.count }
}

struct ReadingListEntry: Identifiable {
    let id: String
    var title: String
    var pagesRead: Int
    var pageCount: Int

    var progress: Double { pageCount == 0 ? 0 : Double(pagesRead) / Double(pageCount) }
}

struct ReadingProgressBar: View {
    @Binding var entry: ReadingListEntry

    var body: some View {
        ZStack(alignment: .leading) {
            Rectangle().fill(Color.gray.opacity(0.25))
            Rectangle().fill(Color.teal).frame(width: 200 * entry.progress)
        }
        .frame(width: 200, height: 12)
    }
}

struct ReadingProgressBadge: View {
    @Environment(ReadingListModel.self) private var readingList

    var body: some View {
        Text("\(readingList.finishedCount) finished")
            .font(.caption)
            .padding(6)
            .background(Capsule().fill(Color.purple.opacity(0.2)))
    }
}

struct ReadingListTitleField: View {
    @Binding var title: String

    var body: some View {
        Text(title)
            .font(.title2.bold())
    }
}

/// One dot per ten pages a day.
struct PagesPerDayDots: View {
    @Binding var pagesPerDay: Int

    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<(pagesPerDay / 10), id: \.self) { _ in
                Circle().fill(Color.pink).frame(width: 8, height: 8)
            }
        }
    }
}

struct ReadingListEditor: View {
    @Bindable var readingList: ReadingListModel

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ReadingListTitleField(title: $readingList.title)
            PagesPerDayDots(pagesPerDay: $readingList.pagesPerDay)
            ForEach($readingList.entries) { $entry in
                ReadingProgressBar(entry: $entry)
            }
        }
    }
}

struct ReadingListScreen: View {
    @State private var readingList = ReadingListModel()

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ReadingProgressBadge()
            ReadingListEditor(readingList: readingList)
        }
        .padding(16)
        .environment(readingList)
    }
}
