import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit
import CoreData

/// `DayPageJournalFile.swift`: a UICalendarView, a UITextView and a UIDatePicker inside
/// representables are drawn as iOS shows them; Core Data entries come from a format predicate
/// and a key sort descriptor.
@MainActor @Suite(.tags(.appFiles)) struct DayPageJournalTests {
    func screen() -> some View {
        DayPageJournalView().environment(\.managedObjectContext, JournalPreviewData.context())
    }

    @Test func theCalendarShowsTheVisibleMonthWithTheSelectedDayOnTheTint() throws {
        let (light, dark) = try renderPhoneLightAndDark(screen(), name: "DayPageJournal")
        let texts = phoneTexts(screen())
        let title = try #require(frame(texts, "March 2026"), "\(texts.map(\.0))")
        let day14 = try #require(frame(texts, "14")), day15 = try #require(frame(texts, "15"))
        // March 2026 starts on a Sunday: the 14th ends the second row, the 15th starts the third.
        #expect(title.maxY < day14.minY && day15.maxX < day14.minX && day15.minY > day14.maxY, "\(day14) \(day15)")
        for image in [light, dark] {
            // Above the digits, inside the selection circle: the indigo tint, not the background.
            let p = image.pixel(x: Int(day14.midX * 2), y: Int((day14.midY - 15) * 2))
            #expect(Int(p.blue) > Int(p.red) + 60 && Int(p.blue) > Int(p.green) + 60, "\(p)")
            let q = image.pixel(x: Int(day15.midX * 2), y: Int((day15.midY - 15) * 2))
            #expect(abs(Int(q.blue) - Int(q.red)) < 12, "an unselected day has no circle: \(q)")
        }
    }

    @Test func theEditorDrawsItsTextInsetAsUITextViewDoes() throws {
        let editor = JournalTextView(text: .constant("Fog lifted by nine.")).frame(width: 300, height: 96)
        let renderer = ImageRenderer(content: editor)
        let texts = renderer.displayList().drawnTexts
        let line = try #require(texts.first { $0.0 == "Fog lifted by nine." }?.1, "\(texts)")
        // textContainerInset.top 8, lineFragmentPadding 5, at the body font's 17 points.
        #expect(near(line.minX, 5) && near(line.minY, 8), "\(line)")
        #expect(line.height > 17 && line.height < 26, "\(line)")
        let (light, dark) = try renderLightAndDark(editor, name: "DayPageEditor", width: 300, height: 96)
        // secondarySystemBackground below the text: (242, 242, 247) light, (28, 28, 30) dark.
        #expect(close(light.pixel(x: 400, y: 160), 242, 242, 247))
        #expect(close(dark.pixel(x: 400, y: 160), 28, 28, 30))
    }

    @Test func theReminderPickerIsACompactTimeButtonAtTheRowsEnd() throws {
        let texts = phoneTexts(screen())
        let time = try #require(frame(texts, "8:30 AM"), "\(texts.map(\.0))")
        let label = try #require(frame(texts, "Reminder"))
        #expect(time.minX > label.maxX + 100 && time.maxX < 377 && near(time.midY, label.midY, 2), "\(time) \(label)")
    }

    @Test func entriesAreFilteredByTheFormatPredicateAndSortedByDayDescending() throws {
        let texts = phoneTexts(screen())
        let fog = try #require(frame(texts, "Fog and coffee")), harbour = try #require(frame(texts, "Harbour walk"))
        #expect(fog.maxY < harbour.minY)
        #expect(frame(texts, "Rainy Sunday") == nil && frame(texts, "Old notes") == nil && frame(texts, "No place") == nil)
        #expect(frame(texts, "Blue Bottle") != nil && frame(texts, "Pier 39") != nil)
    }

    @Test func drawnUIKitViewsNeedNoPlaceholderWarning() throws {
        let (_, warnings) = try RuntimeWarning.collecting { try ImageRenderer(content: screen()).render() }
        #expect(!warnings.contains { $0.contains("cannot draw UIKit views") }, "\(warnings)")
        // The calendar's rounded design is drawn, and every day of March whole in it.
        #expect(!warnings.contains { $0.contains("fontDesign") }, "\(warnings)")
        let days = Set(phoneTexts(screen()).map(\.0))
        #expect((1...31).allSatisfy { days.contains("\($0)") }, "\(days.sorted())")
    }

    @Test func shareCopyAndDeleteGoThroughUIKit() throws {
        let context = JournalPreviewData.context()
        let entry = JournalEntry(context: context)
        entry.title = "Harbour walk"
        entry.body = "Fog."
        let root = UIViewController()
        JournalActions.share(entry, from: root)
        let sheet = root.presentedViewController as? UIActivityViewController
        #expect(sheet?.activityItems.count == 2 && sheet?.excludedActivityTypes == [.assignToContact, .addToReadingList])
        #expect(sheet?.presentingViewController === root)
        // A controller already presenting presents nothing more, as UIKit refuses.
        var deleted = false
        JournalActions.confirmDelete(entry, from: root) { deleted = true }
        #expect(root.presentedViewController === sheet && !deleted)
        root.dismiss(animated: false)
        JournalActions.confirmDelete(entry, from: root) { deleted = true }
        let alert = try #require(root.presentedViewController as? UIAlertController)
        #expect(alert.title == "Delete Entry?" && alert.preferredStyle == .alert)
        #expect(alert.actions.map(\.title) == ["Cancel", "Delete"] && alert.actions.map(\.style) == [.cancel, .destructive])
        JournalActions.copy(entry)
        #expect(UIPasteboard.general.string == "Harbour walk\n\nFog." && UIPasteboard.general.hasStrings)
    }

    @Test func placeSuggestionsFailAsOfflineAndStayEmpty() {
        let suggester = PlaceSuggester()
        suggester.search("")
        #expect(suggester.lastError == nil)
        suggester.search("Blue Bot")
        #expect(suggester.suggestions.isEmpty && suggester.lastError != nil)
    }
}
