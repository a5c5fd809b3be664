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

/// Identifiable as Xcode's Core Data code generation declares it (`Entity+CoreDataProperties.swift`).
extension Note: Identifiable {}

/// An entity declaring `Identifiable` in its own class header, as hand-written entities do.
private final class Tag: NSManagedObject, Identifiable {
    var label = ""
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

    @Test func entitiesDeclareIdentifiableThemselvesAndAreIdentifiedByTheObject() {
        // NSManagedObject is not Identifiable (its subclasses' declarations would be redundant).
        #expect(!(NSManagedObject.self is any Identifiable.Type))
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        let first = Tag(context: context), second = Tag(context: context)
        #expect(first.id == ObjectIdentifier(first))
        #expect(first.id != second.id)
    }

    @Test func aPersistentContainersViewContextFeedsFetchRequests() throws {
        // An app's PersistenceController, as Xcode's Core Data template writes it.
        let container = NSPersistentContainer(name: "Notes")
        #expect(container.persistentStoreDescriptions.count == 1)
        #expect(container.persistentStoreDescriptions[0].url?.lastPathComponent == "Notes.sqlite")
        #expect(container.persistentStoreDescriptions[0].type == NSSQLiteStoreType)
        container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
        var loaded: [(String?, Bool)] = []
        container.loadPersistentStores { description, error in loaded.append((description.url?.path, error == nil)) }
        #expect(loaded.count == 1 && loaded[0].0 == "/dev/null" && loaded[0].1)
        container.viewContext.automaticallyMergesChangesFromParent = true
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        #expect((container.viewContext.mergePolicy as? NSMergePolicy)?.mergeType == .mergeByPropertyObjectTrumpMergePolicyType)
        #expect(container.viewContext.concurrencyType == .mainQueueConcurrencyType)
        #expect(container.newBackgroundContext().concurrencyType == .privateQueueConcurrencyType)

        for title in ["Moorings", "Buoys"] { Note(context: container.viewContext).title = title }
        let drawn = phoneTexts(NotesView().environment(\.managedObjectContext, container.viewContext))
        #expect(drawn.map(\.0) == ["Buoys", "Moorings", "2 notes"], "\(drawn.map(\.0))")
    }

    @Test func aCloudKitContainerLoadsItsStoresAsAPlainOne() {
        // A migration step that opens the store without CloudKit, and the app's mirrored container.
        let plain = NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))
        #expect(plain.cloudKitContainerOptions == nil)
        let mirrored = NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))
        mirrored.cloudKitContainerOptions = NSPersistentCloudKitContainerOptions(containerIdentifier: "iCloud.com.example.weights")
        #expect(mirrored.cloudKitContainerOptions?.containerIdentifier == "iCloud.com.example.weights")
        let container = NSPersistentCloudKitContainer(name: "Weights")
        container.persistentStoreDescriptions = [plain, mirrored]
        var errors: [Bool] = []
        container.loadPersistentStores { _, error in errors.append(error == nil) }
        #expect(errors == [true, true])
        #expect(container.viewContext.concurrencyType == .mainQueueConcurrencyType)
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
