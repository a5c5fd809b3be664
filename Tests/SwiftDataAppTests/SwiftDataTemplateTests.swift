import Testing
import BackplateSnapshotTesting
import BackplateTestSupport
import Foundation
import Backplate
import SwiftData

/// Xcode's iOS 17 SwiftData app template (`Item`, `ContentView`, the app's shared container),
/// compiled unchanged but for `import Backplate`, rendered on the 393 × 852 iPhone canvas.
/// Expected values are UIKit's: the split view shows its sidebar on an iPhone, an inset-grouped
/// list whose cards sit 20 points from the screen edges with content 20 points further in,
/// 44-point rows, the first card 35 points below the 44-point navigation bar; systemBlue bar
/// buttons (0,122,255 / 10,132,255), systemGroupedBackground (242,242,247 / 0,0,0) around
/// secondarySystemGroupedBackground cards (255,255,255 / 28,28,30).
@MainActor @Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct SwiftDataTemplateTests {
    /// Three items an hour apart from 2026-05-28 20:26:40 UTC, inserted out of order.
    private func itemsContainer() throws -> ModelContainer {
        let container = try ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for hour in [1.0, 0.0, 2.0] {
            container.mainContext.insert(Item(timestamp: Date(timeIntervalSince1970: 1_780_000_000 + hour * 3600)))
        }
        return container
    }

    private func inUTC<V: View>(_ view: V) -> some View {
        view.environment(\.timeZone, TimeZone(identifier: "UTC")!).environment(\.locale, Locale(identifier: "en_US"))
    }

    @Test func emptyPreviewShowsOnlyTheToolbar() throws {
        let previews = PreviewCatalog.previews(inFile: "SwiftDataAppTests/ContentView.swift")
        #expect(previews.count == 1)
        let preview = try #require(previews.first)
        let drawn = phoneTexts(preview.makeView())
        // `.modelContainer(for: Item.self, inMemory: true)` makes an empty store: no rows, only
        // the Edit button and the add button, trailing in the navigation bar (59...103).
        #expect(drawn.map(\.0) == ["Edit", "symbol plus"], "\(drawn.map(\.0))")
        let edit = try #require(frame(drawn, "Edit")), plus = try #require(frame(drawn, "symbol plus"))
        #expect(edit.maxX < plus.minX && plus.maxX <= 377, "\(edit) \(plus)")
        #expect(abs(edit.midY - 81) < 1 && abs(plus.midY - 81) < 1, "\(edit) \(plus)")
        let images = try renderPhoneLightAndDark(preview.makeView(), name: "TemplateEmpty", folder: "SwiftData")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            #expect(close(at(image, 200, 400), dark ? [0, 0, 0] : [242, 242, 247], .composited), "\(dark)")
            // The plus glyph's centre is drawn in the tint.
            #expect(close(at(image, plus.midX, plus.midY), dark ? [10, 132, 255] : [0, 122, 255], 12), "\(dark): \(at(image, plus.midX, plus.midY))")
        }
    }

    @Test func insertedItemsListInInsertionOrder() throws {
        let container = try itemsContainer()
        let drawn = phoneTexts(inUTC(ContentView().modelContainer(container)))
        let rows = ["5/28/2026, 9:26:40 PM", "5/28/2026, 8:26:40 PM", "5/28/2026, 10:26:40 PM"]
        // `@Query` without a sort returns the items in the order they were inserted, each row a
        // NavigationLink label formatted `.numeric` date and `.standard` time.
        #expect(drawn.map(\.0).filter { $0.contains("/2026") } == rows, "\(drawn.map(\.0))")
        for (i, row) in rows.enumerated() {
            let text = try #require(frame(drawn, row))
            // Row text at the card's content inset; rows 44 points apart, the first card's top
            // at 59 + 44 + 35 = 138, so the first 21-point line is centred at 160.
            #expect(text.minX == 40, "\(text)")
            #expect(abs(text.midY - (160 + 44 * Double(i))) < 1, "\(row): \(text)")
        }
        // One disclosure chevron per row, ending at the trailing content inset (393 − 40).
        let chevrons = drawn.filter { $0.0 == "symbol chevron.right" }
        #expect(chevrons.count == 3 && chevrons.allSatisfy { abs($0.1.maxX - 353) < 0.5 }, "\(chevrons)")
        let images = try renderPhoneLightAndDark(inUTC(ContentView().modelContainer(try itemsContainer())), name: "TemplateItems", folder: "SwiftData")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            #expect(close(at(image, 10, 160), dark ? [0, 0, 0] : [242, 242, 247], .composited), "\(dark)")
            #expect(close(at(image, 30, 160), dark ? [28, 28, 30] : [255, 255, 255], .composited), "\(dark)")
            // Below the three rows (138 + 3 × 44 = 270) the grouped background shows again.
            #expect(close(at(image, 200, 290), dark ? [0, 0, 0] : [242, 242, 247], .composited), "\(dark)")
        }
    }

    @Test func contextInsertsDeletesAndCounts() throws {
        let container = try itemsContainer()
        let context = container.mainContext
        let all = try context.fetch(FetchDescriptor<Item>(sortBy: [SortDescriptor(\.timestamp)]))
        #expect(all.map(\.timestamp.timeIntervalSince1970) == [1_780_000_000, 1_780_003_600, 1_780_007_200])
        #expect(all.allSatisfy { $0.modelContext === context && !$0.isDeleted })
        #expect(context.hasChanges)
        try context.save()
        #expect(!context.hasChanges)
        // Deleting the earliest removes its row; a second context of the container sees the
        // same store.
        context.delete(all[0])
        #expect(all[0].isDeleted && all[0].modelContext == nil)
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Item>()) == 2)
        let rows = phoneTexts(inUTC(ContentView().modelContainer(container))).map(\.0).filter { $0.contains("/2026") }
        #expect(rows == ["5/28/2026, 9:26:40 PM", "5/28/2026, 10:26:40 PM"], "\(rows)")
        // Inserting the same model twice stores it once.
        context.insert(all[1])
        #expect(try context.fetchCount(FetchDescriptor<Item>()) == 2)
        try context.delete(model: Item.self)
        #expect(try context.fetchCount(FetchDescriptor<Item>()) == 0)
    }

    @Test func appSceneHandsItsContainerToTheWindow() throws {
        let app = LogbookApp()
        #expect(app.sharedModelContainer.schema.types.count == 1)
        app.sharedModelContainer.mainContext.insert(Item(timestamp: Date(timeIntervalSince1970: 1_780_000_000)))
        let roots = SceneRoots.views(in: app.body)
        #expect(roots.count == 1)
        let root = try #require(roots.first)
        // `.modelContainer(sharedModelContainer)` on the WindowGroup reaches ContentView's @Query.
        #expect(phoneTexts(inUTC(root)).map(\.0).contains("5/28/2026, 8:26:40 PM"))
        // Without a container, @Query finds nothing.
        #expect(!phoneTexts(inUTC(ContentView())).map(\.0).contains { $0.contains("/2026") })
    }

    @Test func modelsAreObservable() {
        let item = Item(timestamp: Date(timeIntervalSince1970: 0))
        nonisolated(unsafe) var changes = 0
        withObservationTracking {
            _ = item.timestamp
        } onChange: {
            changes += 1
        }
        item.timestamp = Date(timeIntervalSince1970: 60)
        #expect(changes == 1)
        #expect(item.timestamp.timeIntervalSince1970 == 60)
    }
}
