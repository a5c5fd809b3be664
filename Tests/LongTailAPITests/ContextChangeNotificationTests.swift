import Testing
import Foundation
import SwiftUI
import CoreData

private final class Streak: NSManagedObject {
    var name = ""
}

/// A habit app reloads its archive when its context reports changes (unseen42's Glow listens
/// for `.NSManagedObjectContextObjectsDidChange`).
@MainActor @Suite struct ContextChangeNotificationTests {
    private final class Recorder {
        var names: [Notification.Name] = []
        var inserted: [Set<NSManagedObject>] = []
    }

    @Test func aSaveWithChangesPostsWillSaveObjectsDidChangeAndDidSave() throws {
        let context = NSPersistentContainer(name: "Glow").viewContext
        let recorder = Recorder()
        let names: [Notification.Name] = [.NSManagedObjectContextWillSave, .NSManagedObjectContextObjectsDidChange, .NSManagedObjectContextDidSave]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: context, queue: nil) { note in
                recorder.names.append(note.name)
                if let objects = note.userInfo?[NSInsertedObjectsKey] as? Set<NSManagedObject> { recorder.inserted.append(objects) }
            }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }

        let streak = Streak(context: context)
        streak.name = "Read"
        try context.save()
        #expect(recorder.names == names)
        #expect(recorder.inserted.count == 2 && recorder.inserted.allSatisfy { $0.contains(streak) && $0.count == 1 })
        // Nothing changed since: a second save posts nothing.
        try context.save()
        #expect(recorder.names.count == 3)
    }

    @Test func theNamesAreCoreDatasAndTheSwiftSpellingsAgree() {
        #expect(Notification.Name.NSManagedObjectContextObjectsDidChange.rawValue == "NSObjectsChangedInManagingContextNotification")
        #expect(Notification.Name.NSManagedObjectContextDidSave.rawValue == "NSManagingContextDidSaveChangesNotification")
        #expect(NSManagedObjectContext.didChangeObjectsNotification == .NSManagedObjectContextObjectsDidChange)
        #expect(NSManagedObjectContext.didSaveObjectsNotification == .NSManagedObjectContextDidSave)
        #expect(NSManagedObjectContext.willSaveObjectsNotification == .NSManagedObjectContextWillSave)
        #expect(NSInsertedObjectsKey == "inserted" && NSUpdatedObjectsKey == "updated" && NSDeletedObjectsKey == "deleted")
    }
}
