import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import CoreData

/// An entity as Planzo's views hold it (unseen27): a row observing its task.
private final class Chore: NSManagedObject {
    var id: UUID?
    var name: String?
}

private struct ChoreRow: View {
    @ObservedObject var chore: Chore
    var body: some View { Text(chore.name ?? "Untitled") }
}

/// What Core Data code asks of objects besides their properties (issue 29): observation in
/// views, `objectID` and looking objects up by it, `uuid as CVarArg` in format predicates.
@MainActor
@Suite struct ManagedObjectIdentityTests {
    @Test func managedObjectsAreObservableInViews() {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        let chore = Chore(context: context)
        let publisher: ObservableObjectPublisher = chore.objectWillChange
        _ = publisher
        chore.name = "Water the ferns"
        #expect(phoneTexts(ChoreRow(chore: chore)).map(\.0) == ["Water the ferns"])
        // A placeholder row's object in no context (`TaskEntity()` in Planzo's previews).
        let placeholder = Chore()
        #expect(placeholder.managedObjectContext == nil && placeholder.name == nil)
        #expect(phoneTexts(ChoreRow(chore: placeholder)).map(\.0) == ["Untitled"])
    }

    @Test func objectIDsIdentifyAndFindTheirObjects() throws {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        let first = Chore(context: context), second = Chore(context: context)
        #expect(first.objectID == first.objectID && first.objectID != second.objectID)
        #expect(Set([first.objectID, first.objectID, second.objectID]).count == 2)
        #expect(first.objectID.isTemporaryID)
        let uri = first.objectID.uriRepresentation().absoluteString
        #expect(uri.hasPrefix("x-coredata:///Chore/t"), "\(uri)")
        #expect(context.object(with: second.objectID) === second)
        #expect(try context.existingObject(with: first.objectID) === first)
        // An object another context holds is not this one's: iOS throws Cocoa error 133000.
        let other = Chore(context: NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType))
        #expect(context.registeredObject(for: other.objectID) == nil)
        #expect(throws: CocoaError.self) { try context.existingObject(with: other.objectID) }
    }

    @Test func aUUIDIsAFormatArgument() throws {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        let wanted = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        for id in [wanted, UUID()] { Chore(context: context).id = id }
        let request = NSFetchRequest<Chore>(entityName: "Chore")
        request.predicate = NSPredicate(format: "id == %@", wanted as CVarArg)
        #expect(try context.fetch(request).map(\.id) == [wanted])
        #expect(String(format: "task %@ due", wanted as CVarArg) == "task E621E1F8-C36C-495A-93FC-0C247A3E6E5F due")
    }
}

/// The store requests a Core Data app's clean-up runs (Planzo's sign-out, unseen27): a batch
/// delete through `NSFetchRequest<NSFetchRequestResult>`, and `reset()`.
@MainActor
@Suite struct BatchDeleteTests {
    @Test func aBatchDeleteRemovesWhatItsRequestSelects() throws {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        for name in ["Sweep", "Mop", "Dust"] { Chore(context: context).name = name }
        let request = NSFetchRequest<NSFetchRequestResult>(entityName: "Chore")
        request.predicate = NSPredicate { object, _ in (object as? Chore)?.name != "Dust" }
        let delete = NSBatchDeleteRequest(fetchRequest: request)
        delete.resultType = .resultTypeCount
        let result = try context.execute(delete) as? NSBatchDeleteResult
        #expect(result?.result as? Int == 2)
        let left = try context.fetch(NSFetchRequest<NSFetchRequestResult>(entityName: "Chore")).compactMap { ($0 as? Chore)?.name }
        #expect(left == ["Dust"])
    }

    @Test func resetDropsWhatWasNotSaved() throws {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        Chore(context: context).name = "Saved"
        try context.save()
        let draft = Chore(context: context)
        draft.name = "Draft"
        context.reset()
        #expect(try context.fetch(NSFetchRequest<Chore>(entityName: "Chore")).map(\.name) == ["Saved"])
        #expect(draft.managedObjectContext == nil && !context.hasChanges)
    }
}
