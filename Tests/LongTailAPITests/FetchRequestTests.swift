import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import CoreData

/// A Core Data entity as a Linux file declares it: stored properties (no `@NSManaged`).
private final class Note: NSManagedObject {
    var title = ""
    var folder = ""
}

private struct NotesView: View {
    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Note.title, ascending: true)])
    private var notes: FetchedResults<Note>

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(notes) { Text($0.title) }
            Text("\(notes.count) notes")
        }
    }
}

private struct FolderView: View {
    @SectionedFetchRequest(sectionIdentifier: \Note.folder, sortDescriptors: [SortDescriptor(\Note.folder), SortDescriptor(\Note.title)])
    private var folders: SectionedFetchResults<String, Note>

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(folders) { folder in
                Text(folder.id.uppercased())
                ForEach(folder) { Text($0.title) }
            }
        }
    }
}

/// SwiftUI's Core Data API (issue 29): `@FetchRequest` and `@SectionedFetchRequest` fetch from
/// the environment's `managedObjectContext` (an in-memory one here) each time `body` runs.
@MainActor
@Suite struct FetchRequestTests {
    func context(_ notes: [(String, String)]) -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        for (title, folder) in notes {
            let note = Note(context: context)
            note.title = title
            note.folder = folder
        }
        return context
    }

    @Test func fetchRequestsListTheContextsObjectsInTheirOrder() throws {
        let store = context([("Tide tables", "sea"), ("Anchors", "sea"), ("Knots", "rope")])
        let drawn = phoneTexts(NotesView().environment(\.managedObjectContext, store))
        #expect(drawn.map(\.0) == ["Anchors", "Knots", "Tide tables", "3 notes"], "\(drawn.map(\.0))")
        // Each row below the last.
        #expect(zip(drawn, drawn.dropFirst()).allSatisfy { $0.1.minY > $1.1.minY - 100 && $0.1.minY < $1.1.minY })
    }

    @Test func aBlockPredicateAndALimitNarrowTheFetch() throws {
        let store = context([("Tide tables", "sea"), ("Anchors", "sea"), ("Knots", "rope")])
        let request = NSFetchRequest<Note>(entityName: "Note")
        request.predicate = NSPredicate { note, _ in (note as? Note)?.folder == "sea" }
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Note.title, ascending: false)]
        #expect(try store.fetch(request).map(\.title) == ["Tide tables", "Anchors"])
        request.fetchLimit = 1
        #expect(try store.fetch(request).map(\.title) == ["Tide tables"])
        #expect(store.hasChanges)
        try store.save()
        #expect(!store.hasChanges)
    }

    @Test func sectionedRequestsGroupByTheirKey() throws {
        let store = context([("Tide tables", "sea"), ("Anchors", "sea"), ("Knots", "rope")])
        let drawn = phoneTexts(FolderView().environment(\.managedObjectContext, store)).map(\.0)
        #expect(drawn == ["ROPE", "Knots", "SEA", "Anchors", "Tide tables"], "\(drawn)")
    }

    @Test func withoutAContextTheResultsAreEmptyAndAWarningNamesTheRequest() throws {
        let (drawn, warnings) = RuntimeWarning.collecting { phoneTexts(NotesView()).map(\.0) }
        #expect(drawn == ["0 notes"])
        #expect(warnings.contains { $0.hasPrefix("@FetchRequest<Note>: the environment has no managedObjectContext") }, "\(warnings)")
    }
}
