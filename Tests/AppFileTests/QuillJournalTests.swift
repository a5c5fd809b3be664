import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
@testable import AppFiles

/// Quill (`QuillJournalFile.swift`, `import SwiftUI`, iOS 26 look): every title is a String
/// Catalog symbol (`Tab(.quillTodayTab, ...)`, `TextField(.quillNameField, ...)`), and the
/// journal loads in `.task`. Its previews draw the loaded list, as Xcode's live canvas does;
/// a bare `ImageRenderer` draws SwiftUI's single pass, the loading state.
@MainActor @Suite(.tags(.appFiles, .layout, .pixels)) struct QuillJournalTests {
    private func previewTexts(_ name: String) throws -> [(String, CGRect)] {
        let preview = try #require(PreviewCatalog.preview(named: name))
        return preview.renderer(colorScheme: .light, scale: 2).displayList().drawnTexts.map { ($0.0, $0.1) }
    }

    @Test func thePreviewDrawsWhatTheTaskLoaded() throws {
        let drawn = try previewTexts("Quill today")
        for title in ["Journal", "Morning pages", "Walk by the river", "Late thoughts", "12 min", "3 entries this week"] {
            #expect(frame(drawn, title) != nil, "\(title): \(drawn.map(\.0))")
        }
        #expect(frame(drawn, "Loading entries") == nil)
        // The rows' symbols share a 28-point column; the minutes end at the row's trailing inset.
        let sun = try #require(frame(drawn, "symbol sun.max"))
        let leaf = try #require(frame(drawn, "symbol leaf"))
        #expect(abs(sun.midX - leaf.midX) < 0.5, "\(sun) \(leaf)")
        let morning = try #require(frame(drawn, "Morning pages"))
        let walk = try #require(frame(drawn, "Walk by the river"))
        #expect(morning.minX == walk.minX && morning.minY < walk.minY)
        // Both tabs' titles come from their symbols, in the tab bar at the bottom.
        #expect(drawn.contains { $0.0 == "Today" && $0.1.minY > 760 } && drawn.contains { $0.0 == "Settings" && $0.1.minY > 760 })
    }

    @Test func aSinglePassDrawsTheLoadingState() {
        let drawn = phoneTexts(QuillRootView())
        let loading = frame(drawn, "Loading entries")
        #expect(loading != nil, "\(drawn.map(\.0))")
        #expect(frame(drawn, "Morning pages") == nil)
        // The overlay centres the progress view's label in the list's width.
        if let loading { #expect(abs(loading.midX - 196.5) < 1, "\(loading)") }
    }

    @Test func settingsRowsTakeTheirTitlesFromSymbols() throws {
        let drawn = try previewTexts("Quill settings")
        for title in ["Settings", "Your name", "Daily reminder", "Remind me at", "Current streak", "12 days", "Default mood",
                      "Sunny", "Export journal", "symbol bell", "symbol square.and.arrow.up"] {
            #expect(frame(drawn, title) != nil, "\(title): \(drawn.map(\.0))")
        }
        // Labels share the rows' leading edge; an icon's title follows its symbol on the same line.
        let name = try #require(frame(drawn, "Your name"))
        let streak = try #require(frame(drawn, "Current streak"))
        #expect(abs(name.minX - streak.minX) < 0.5, "\(name) \(streak)")
        let bell = try #require(frame(drawn, "symbol bell"))
        let reminder = try #require(frame(drawn, "Daily reminder"))
        #expect(bell.maxX < reminder.minX && abs(bell.midY - reminder.midY) < 1.5, "\(bell) \(reminder)")
        // A value sits at the trailing edge, right of its label.
        let days = try #require(frame(drawn, "12 days"))
        #expect(days.minX > streak.maxX && abs(days.midY - streak.midY) < 0.5)
    }

    @Test func rendersLightAndDark() throws {
        let images = try renderPhoneLightAndDark(QuillRootView(), name: "QuillJournal")
        #expect(images.light.width == 786 && images.dark.width == 786)
        // The page behind the list: grouped background (242, 242, 247) light, black dark.
        #expect(close(rgba(images.light, 20, 400), [242, 242, 247, 255]), "\(rgba(images.light, 20, 400))")
        #expect(close(rgba(images.dark, 20, 400), [0, 0, 0, 255]), "\(rgba(images.dark, 20, 400))")
    }
}
