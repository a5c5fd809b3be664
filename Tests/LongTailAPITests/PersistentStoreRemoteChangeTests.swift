import Testing
import Foundation
import Combine
import CoreData

/// Apps whose Core Data or SwiftData store syncs through CloudKit refetch when
/// `.NSPersistentStoreRemoteChange` arrives; in a render nothing else writes the store.
@MainActor @Suite struct PersistentStoreRemoteChangeTests {
    /// A list model that counts the refetches a remote change asks for.
    final class FeedModel {
        var refetches = 0
        private var subscription: AnyCancellable?
        init(center: NotificationCenter) {
            subscription = center.publisher(for: .NSPersistentStoreRemoteChange)
                .sink { [weak self] _ in MainActor.assumeIsolated { self?.refetches += 1 } }
        }
    }

    @Test func theNotificationHasCoreDatasNameAndIsNeverPostedByTheStore() throws {
        #expect(Notification.Name.NSPersistentStoreRemoteChange.rawValue == "NSPersistentStoreRemoteChangeNotification")
        let center = NotificationCenter()
        let model = FeedModel(center: center)
        let container = NSPersistentContainer(name: "Feed")
        let description = try #require(container.persistentStoreDescriptions.first)
        description.setOption(true as NSNumber, forKey: NSPersistentStoreRemoteChangeNotificationPostOptionKey)
        container.loadPersistentStores { _, _ in }
        #expect(model.refetches == 0)
        // A change another process made arrives under this name, and the model refetches once.
        center.post(name: .NSPersistentStoreRemoteChange, object: nil)
        #expect(model.refetches == 1)
    }
}
