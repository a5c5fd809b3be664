import Testing
import BackplateTestSupport
import Foundation
import CoreData

/// A Core Data entity as a Linux file declares it: stored properties (no `@NSManaged`).
private final class Contact: NSManagedObject {
    var name = ""
    var group = ""
    var starred = false
}

/// A table view controller's delegate, with the signatures Xcode completes.
private final class ContactsTable: NSObject, NSFetchedResultsControllerDelegate {
    var changes = 0
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) { changes += 1 }
}

/// `NSFetchedResultsController`: fetches with the context's fetch (filter, order) and splits the
/// objects into sections by `sectionNameKeyPath`, with index titles from the names' first letters.
@MainActor @Suite struct FetchedResultsControllerTests {
    func context() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        for (name, group, starred) in [("Zoe", "work", true), ("Adam", "family", false), ("Bea", "work", false),
                                       ("Carl", "family", true), ("Dora", "friends", false)] {
            let contact = Contact(context: context)
            contact.name = name
            contact.group = group
            contact.starred = starred
        }
        return context
    }

    private func request() -> NSFetchRequest<Contact> {
        let request = NSFetchRequest<Contact>()
        request.sortDescriptors = [NSSortDescriptor(key: "group", ascending: true), NSSortDescriptor(key: "name", ascending: true)]
        return request
    }

    @Test func sectionsFollowTheSectionNameKeyPath() throws {
        let controller = NSFetchedResultsController(fetchRequest: request(), managedObjectContext: context(),
                                                    sectionNameKeyPath: "group", cacheName: nil)
        #expect(controller.fetchedObjects == nil && controller.sections == nil)
        try controller.performFetch()
        let names: [String] = (controller.fetchedObjects ?? []).map(\.name)
        #expect(names == ["Adam", "Carl", "Dora", "Bea", "Zoe"])
        let sections = try #require(controller.sections)
        let sectionNames: [String] = sections.map { $0.name }
        #expect(sectionNames == ["family", "friends", "work"])
        let counts: [Int] = sections.map { $0.numberOfObjects }
        #expect(counts == [2, 1, 2])
        let workNames: [String] = (sections[2].objects as? [Contact] ?? []).map(\.name)
        #expect(workNames == ["Bea", "Zoe"])
        let indexTitles: [String?] = sections.map { $0.indexTitle }
        #expect(indexTitles == ["F", "F", "W"])
        #expect(controller.sectionIndexTitles == ["F", "W"])
        #expect(controller.section(forSectionIndexTitle: "W", at: 1) == 2)
    }

    @Test func indexPathsAddressSectionThenRow() throws {
        let controller = NSFetchedResultsController(fetchRequest: request(), managedObjectContext: context(),
                                                    sectionNameKeyPath: "group", cacheName: "Contacts")
        try controller.performFetch()
        #expect(controller.object(at: IndexPath(indexes: [2, 1])).name == "Zoe")
        let carl = try #require(controller.fetchedObjects?.first { $0.name == "Carl" })
        #expect(controller.indexPath(forObject: carl) == IndexPath(indexes: [0, 1]))
        #expect(controller.indexPath(forObject: Contact()) == nil)
        #expect(controller.cacheName == "Contacts")
    }

    @Test func thePredicateFiltersAndNoKeyPathGivesOneSection() throws {
        let filtered = request()
        filtered.predicate = NSPredicate(format: "group != %@", "work")
        let controller = NSFetchedResultsController(fetchRequest: filtered, managedObjectContext: context(),
                                                    sectionNameKeyPath: nil, cacheName: nil)
        try controller.performFetch()
        let sections = try #require(controller.sections)
        #expect(sections.count == 1 && sections[0].name == "" && sections[0].numberOfObjects == 3)
        let empty = NSFetchedResultsController(fetchRequest: request(), managedObjectContext: NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType),
                                               sectionNameKeyPath: "group", cacheName: nil)
        try empty.performFetch()
        #expect(empty.sections?.count == 0 && empty.fetchedObjects?.count == 0)
    }

    @Test func booleanSectionsAreNamedAsCoreDataPrintsNumbers() throws {
        let byStar = NSFetchRequest<Contact>()
        byStar.sortDescriptors = [NSSortDescriptor(key: "starred", ascending: true), NSSortDescriptor(key: "name", ascending: true)]
        let controller = NSFetchedResultsController(fetchRequest: byStar, managedObjectContext: context(),
                                                    sectionNameKeyPath: "starred", cacheName: nil)
        try controller.performFetch()
        let names: [String] = (controller.sections ?? []).map { $0.name }
        #expect(names == ["0", "1"])
    }

    @Test func theDelegateIsKeptAndNotCalledWithoutChangeTracking() throws {
        let table = ContactsTable()
        let controller = NSFetchedResultsController(fetchRequest: request(), managedObjectContext: context(),
                                                    sectionNameKeyPath: "group", cacheName: nil)
        controller.delegate = table
        try controller.performFetch()
        #expect(controller.delegate === table && table.changes == 0)
        #expect(NSFetchedResultsChangeType.update.rawValue == 4)
    }
}
