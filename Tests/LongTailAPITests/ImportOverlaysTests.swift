import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import SwiftData

/// Files that compile on iOS with imports Backplate did not answer: a tip file importing only
/// Foundation and TipKit (`HabitStreakTips.swift`), a date extension using
/// `RelativeDateTimeFormatter` with only Foundation (`HabitDueDates.swift`), and a view importing
/// the cross-import overlays by name (`MealJournalFile.swift`).
@MainActor @Suite(.tags(.appFiles)) struct ImportOverlaysTests {
    static let now = Date(timeIntervalSinceReferenceDate: 800_000_000)

    @Test func tipsDeclaredWithOnlyTipKitImportedHaveTheirTexts() throws {
        let title = try #require(phoneTexts(AddHabitStreakTip().title).first)
        #expect(title.0 == "Start a streak")
        let message = try #require(AddHabitStreakTip().message)
        #expect(phoneTexts(message).map(\.0) == ["Tap + to add the habit you want to build."])
        #expect(AddHabitStreakTip().image != nil)
        #expect(phoneTexts(HabitMenuTip().title).map(\.0) == ["Long-press a habit"])
        #expect(HabitMenuTip().image == nil, "Tip's default image is nil")
    }

    @Test func aFoundationOnlyFileWordsDatesRelatively() {
        let day: TimeInterval = 86_400
        #expect(Self.now.addingTimeInterval(2 * day).dueWording(relativeTo: Self.now) == "in 2 days")
        #expect(Self.now.addingTimeInterval(-3 * 3600).dueWording(relativeTo: Self.now) == "3 hours ago")
        #expect(Self.now.addingTimeInterval(day).shortDueWording(relativeTo: Self.now) == "tomorrow")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func overlayImportsFindTheFrameworksNames(_ scheme: ColorScheme) throws {
        let view = MealJournalView().modelContainer(mealJournalPreviewContainer()).environment(\.colorScheme, scheme)
        let texts = phoneTexts(view)
        let ramen = try #require(frame(texts, "640 kcal"))
        let onigiri = try #require(frame(texts, "210 kcal"))
        // @Query's reverse sort by calories: the larger meal's row first, both under the map.
        #expect(ramen.minY < onigiri.minY)
        #expect(ramen.minY >= 200 + 16)
        let picker = try #require(frame(texts, "Add a photo"))
        #expect(picker.minY > onigiri.maxY)
    }
}
