import WidgetKit
import SwiftUI
import AppIntents

// A configurable reading-streak widget in the shape Xcode's widget template has had since
// Xcode 15: a WidgetConfigurationIntent with @Parameter, an AppIntentTimelineProvider, an
// AppIntentConfiguration, an interactive Button(intent:), App Shortcuts, and #Preview(as:)
// with entries made from configured intents.

enum ShelfGenre: String, AppEnum {
    case fiction, poetry, history

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Genre"
    static var caseDisplayRepresentations: [ShelfGenre: DisplayRepresentation] = [
        .fiction: "Fiction",
        .poetry: DisplayRepresentation(title: "Poetry", image: .init(systemName: "text.quote")),
        .history: "History",
    ]
}

struct StreakConfigurationIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Reading Streak" }
    static var description: IntentDescription { "Shows how many days in a row you have read." }

    @Parameter(title: "Badge", default: "📚")
    var badge: String

    @Parameter(title: "Genre", default: .fiction)
    var genre: ShelfGenre

    @Parameter(title: "Daily Goal (pages)", default: 20)
    var dailyGoal: Int

    @Parameter(title: "Reader")
    var reader: String?
}

struct LogPagesIntent: AppIntent {
    static var title: LocalizedStringResource = "Log Pages"
    static var openAppWhenRun: Bool = false

    @Parameter(title: "Pages", default: 10)
    var pages: Int

    init() {}
    init(pages: Int) { self.pages = pages }

    static var parameterSummary: some ParameterSummary {
        Summary("Log \(\.$pages) pages")
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        return .result(dialog: "Logged \(pages) pages.")
    }
}

struct StreakShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: LogPagesIntent(), phrases: ["Log pages in \(.applicationName)"],
                    shortTitle: "Log Pages", systemImageName: "book")
    }
}

struct StreakProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> StreakEntry {
        StreakEntry(date: Date(), days: 3, pagesToday: 12, configuration: StreakConfigurationIntent())
    }

    func snapshot(for configuration: StreakConfigurationIntent, in context: Context) async -> StreakEntry {
        StreakEntry(date: Date(), days: 9, pagesToday: 20, configuration: configuration)
    }

    func timeline(for configuration: StreakConfigurationIntent, in context: Context) async -> Timeline<StreakEntry> {
        let entry = StreakEntry(date: Date(), days: 9, pagesToday: 20, configuration: configuration)
        return Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(3600)))
    }
}

struct StreakEntry: TimelineEntry {
    let date: Date
    let days: Int
    let pagesToday: Int
    let configuration: StreakConfigurationIntent
}

struct ReadingStreakEntryView: View {
    var entry: StreakProvider.Entry
    @Environment(\.widgetRenderingMode) private var renderingMode

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(entry.configuration.badge)
                Text(entry.configuration.genre.localizedStringResource)
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
            }
            Text("\(entry.days) days")
                .font(.title2.bold())
            Text("\(entry.pagesToday)/\(entry.configuration.dailyGoal) pages")
                .font(.caption)
            Spacer()
            Button(intent: LogPagesIntent(pages: 10)) {
                Label("Log 10", systemImage: "plus")
            }
            .tint(renderingMode == .fullColor ? .orange : .primary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct ReadingStreakWidget: Widget {
    let kind: String = "ReadingStreakWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: StreakConfigurationIntent.self, provider: StreakProvider()) { entry in
            ReadingStreakEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Reading Streak")
        .description("Keep your streak going.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

extension StreakConfigurationIntent {
    fileprivate static var poetry: StreakConfigurationIntent {
        let intent = StreakConfigurationIntent()
        intent.badge = "🪶"
        intent.genre = .poetry
        intent.dailyGoal = 30
        return intent
    }
}

#Preview(as: .systemSmall) {
    ReadingStreakWidget()
} timeline: {
    StreakEntry(date: .now, days: 12, pagesToday: 18, configuration: .poetry)
    StreakEntry(date: .now, days: 13, pagesToday: 4, configuration: StreakConfigurationIntent())
}

#Preview(as: .systemMedium, using: StreakConfigurationIntent.poetry) {
    ReadingStreakWidget()
} timelineProvider: {
    StreakProvider()
}

struct ShelfBook: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
    static var defaultQuery = ShelfBookQuery()

    let id: String
    @Property(title: "Title") var title: String
    @Property(title: "Pages") var pages: Int = 0

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", subtitle: "\(pages) pages")
    }

    init(id: String, title: String, pages: Int) {
        self.id = id
        self.title = title
        self.pages = pages
    }
}

struct ShelfBookQuery: EntityQuery {
    func entities(for identifiers: [ShelfBook.ID]) async throws -> [ShelfBook] {
        identifiers.map { ShelfBook(id: $0, title: $0.capitalized, pages: 100) }
    }
}
