import Testing
import BackplateTestSupport
import Foundation
import Backplate
import SwiftData

/// SwiftData's document groups (iOS 17): a render shows the editor of a new document, as iOS
/// does right after one is created, with the store `prepareDocument` filled; a viewing group
/// has no document open, so no root view.
@MainActor @Suite(.tags(.appFiles, .layout)) struct ModelDocumentGroupTests {
    struct ItemCount: View {
        @Query var items: [Item]
        var body: some View { Text("\(items.count) items") }
    }

    private func texts(_ scene: some Scene) -> [String]? {
        guard let root = SceneRoots.views(in: scene).first else { return nil }
        let renderer = ImageRenderer(content: root.frame(width: 393, height: 852))
        return renderer.displayList().drawnTexts.map(\.0)
    }

    @Test func anEditingGroupShowsANewPreparedDocument() {
        let type = UTType(exportedAs: "com.example.logbook")
        let group = DocumentGroup(editing: Item.self, contentType: type) {
            ItemCount()
        } prepareDocument: { context in
            context.insert(Item(timestamp: .distantPast))
            context.insert(Item(timestamp: .distantFuture))
        }
        let drawn = texts(group) ?? []
        #expect(drawn.contains("2 items"))
        #expect(drawn.contains("Untitled"))
        // Without a prepare closure the new document's store is empty.
        #expect(texts(DocumentGroup(editing: [Item.self], contentType: type) { ItemCount() })?.contains("0 items") == true)
    }

    @Test func aViewingGroupHasNoDocumentToShow() throws {
        let type = UTType(exportedAs: "com.example.logbook")
        #expect(texts(DocumentGroup(viewing: Item.self, contentType: type) { ItemCount() }) == nil)
        let context = ModelContext(try ModelContainer(for: Item.self))
        #expect(context.undoManager == nil)
        context.undoManager = UndoManager()
        #expect(context.undoManager != nil)
    }
}
