import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import WidgetKit
import AppIntents

/// `ReadingStreakWidget.swift`: a configurable widget of Xcode 15's template shape. The intent's
/// parameters read as set, else as their defaults; the preview draws its first entry in the
/// small family (170 × 170 on a 393-point iPhone, 16-point margins).
@MainActor @Suite(.tags(.appFiles, .pixels)) struct ReadingStreakWidgetTests {
    private func drawnTexts<V: View>(_ view: V) -> [(String, CGRect)] {
        ImageRenderer(content: view).displayList().drawnTexts
    }

    @Test func parametersReadAsSetElseAsTheirDefaults() {
        let plain = StreakConfigurationIntent()
        #expect(plain.badge == "📚" && plain.genre == .fiction && plain.dailyGoal == 20)
        #expect(plain.reader == nil)
        // A parameter is a reference, as on iOS: setting it on a `let` intent changes it.
        let poetry = StreakConfigurationIntent.poetryForTests
        #expect(poetry.badge == "🪶" && poetry.genre == .poetry && poetry.dailyGoal == 30)
        #expect(plain.badge == "📚", "intents do not share parameter storage")
        #expect(ShelfGenre.poetry.localizedStringResource.resolved == "Poetry")
        #expect(StreakConfigurationIntent.title.resolved == "Reading Streak")
    }

    @Test func aParameterWithNoValueAndNoDefaultReadsEmptyAndWarns() {
        struct NameIntent: AppIntent {
            static var title: LocalizedStringResource { "Name" }
            @Parameter(title: "Reader name") var name: String
            @Parameter(title: "Pages") var pages: Int
            func perform() async throws -> some IntentResult { .result() }
        }
        let (values, warnings) = RuntimeWarning.collecting { (NameIntent().name, NameIntent().pages) }
        #expect(values.0 == "" && values.1 == 0)
        let parameters = warnings.filter { $0.contains("Reader name") || $0.contains("Pages") }
        #expect(parameters.count == 2 && parameters[0].contains("Reader name"), "\(warnings)")
    }

    @Test func summariesPhrasesAndResultsKeepWhatTheyWereGiven() async throws {
        let summary = LogPagesIntent.parameterSummary as? IntentParameterSummary<LogPagesIntent>
        #expect(summary?.summary.text == "Log {Pages} pages")
        #expect(StreakShortcuts.appShortcuts.map(\.phrases) == [["Log pages in {applicationName}"]])
        #expect(StreakShortcuts.appShortcuts.first?.systemImageName == "book")
        let result = try await LogPagesIntent(pages: 3).perform()
        let container = result as? IntentResultContainer<Never, Never, Never, IntentDialog>
        #expect(container?.dialog?.full.resolved == "Logged 3 pages.")
    }

    @Test func thePreviewDrawsTheFirstConfiguredEntry() throws {
        let previews = PreviewCatalog.previews(inFile: "LongTailAPITests/ReadingStreakWidget.swift")
        #expect(previews.count == 2)
        let preview = try #require(previews.first)
        for scheme in [ColorScheme.light, .dark] {
            let image = try preview.render(colorScheme: scheme, scale: 2)
            #expect(image.width == 340 && image.height == 340, "\(image.width) × \(image.height)")
        }
        // `#Preview(as: .systemMedium, using:) { } timelineProvider: { }`: the medium family, 364 × 170.
        let medium = try previews[1].render(colorScheme: .light, scale: 2)
        #expect(medium.width == 728 && medium.height == 340, "\(medium.width) × \(medium.height)")
        let entry = StreakEntry(date: .now, days: 12, pagesToday: 18, configuration: .poetryForTests)
        let drawn = drawnTexts(WidgetPreview(ReadingStreakWidget(), family: .systemSmall, entries: [entry]))
        let strings = drawn.map(\.0)
        #expect(strings.contains("🪶") && strings.contains("Poetry") && strings.contains("12 days"), "\(strings)")
        #expect(strings.contains("18/30 pages") && strings.contains("Log 10"), "\(strings)")
        let days = try #require(drawn.first { $0.0 == "12 days" }?.1)
        #expect(abs(days.minX - 16) < 0.5, "leading margin: \(days)")
        // The Spacer pushes the intent's button to the bottom margin (170 − 16).
        let button = try #require(drawn.first { $0.0 == "Log 10" }?.1)
        #expect(button.maxY > 125 && button.maxY <= 154, "\(button)")
    }

    @Test func withoutEntriesTheProviderPlaceholderIsDrawnWithDefaults() {
        let strings = drawnTexts(WidgetPreview(ReadingStreakWidget(), family: .systemSmall)).map(\.0)
        #expect(strings.contains("📚") && strings.contains("Fiction") && strings.contains("3 days"), "\(strings)")
        #expect(strings.contains("12/20 pages"), "\(strings)")
    }

    @Test func entitiesKeepTheirPropertiesAndQueriesAnswer() async throws {
        let book = ShelfBook(id: "dune", title: "Dune", pages: 412)
        #expect(book.title == "Dune" && book.pages == 412 && book.$title.title?.resolved == "Title")
        #expect(book.displayRepresentation.title.resolved == "Dune")
        #expect(book.displayRepresentation.subtitle?.resolved == "412 pages")
        let found = try await ShelfBook.defaultQuery.entities(for: ["emma"])
        #expect(found.map(\.title) == ["Emma"])
        #expect(try await ShelfBook.defaultQuery.suggestedEntities().isEmpty)
    }

    @Test func accessoryBackgroundIsACircleInACircularWidget() throws {
        let renderer = ImageRenderer(content: AccessoryWidgetBackground()
            .frame(width: 76, height: 76)
            .environment(\.widgetFamily, .accessoryCircular))
        renderer.scale = 2
        let image = try renderer.render()
        #expect(image.width == 152 && image.height == 152)
        #expect(image.pixel(x: 76, y: 76).alpha > 0, "filled at the centre")
        #expect(image.pixel(x: 4, y: 4).alpha == 0, "clear outside the circle")
        #expect(EnvironmentValues().widgetRenderingMode == .fullColor)
        #expect(EnvironmentValues().showsWidgetLabel == false)
    }
}

extension StreakConfigurationIntent {
    static var poetryForTests: StreakConfigurationIntent {
        let intent = StreakConfigurationIntent()
        intent.badge = "🪶"
        intent.genre = .poetry
        intent.dailyGoal = 30
        return intent
    }
}
