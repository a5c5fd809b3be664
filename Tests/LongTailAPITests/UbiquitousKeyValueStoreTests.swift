import Testing
import Foundation
import SwiftUI

// Settings kept in iCloud's key-value store, written as unseen38's DailyLock writes them:
// the shared store, a streak count, a flag, and an observer of changes from other devices.

/// A settings model that mirrors two values into iCloud.
private final class CloudSettings {
    let store = NSUbiquitousKeyValueStore.default
    var observer: NSObjectProtocol?

    init() {
        observer = NotificationCenter.default.addObserver(forName: NSUbiquitousKeyValueStore.didChangeExternallyNotification,
                                                          object: store, queue: .main) { note in
            _ = note.userInfo?[NSUbiquitousKeyValueStoreChangedKeysKey] as? [String]
        }
        store.synchronize()
    }

    var streak: Int {
        get { Int(store.longLong(forKey: "streak")) }
        set { store.set(Int64(newValue), forKey: "streak") }
    }
    var remindersOn: Bool {
        get { store.bool(forKey: "reminders") }
        set { store.set(newValue, forKey: "reminders") }
    }
}

@Suite(.serialized) struct UbiquitousKeyValueStoreTests {
    @Test func valuesAreKeptForTheProcessAndShared() {
        let settings = CloudSettings()
        settings.streak = 12
        settings.remindersOn = true
        #expect(NSUbiquitousKeyValueStore().longLong(forKey: "streak") == 12)
        #expect(CloudSettings().remindersOn)
        let store = NSUbiquitousKeyValueStore.default
        store.set("Evening", forKey: "slot")
        store.set(["a", "b"], forKey: "tags")
        #expect(store.string(forKey: "slot") == "Evening" && (store.array(forKey: "tags") as? [String]) == ["a", "b"])
        #expect(store.dictionaryRepresentation["slot"] as? String == "Evening")
        store.removeObject(forKey: "slot")
        #expect(store.object(forKey: "slot") == nil && store.string(forKey: "missing") == nil)
        #expect(store.synchronize())
    }

    /// The coercions Apple's documentation gives for `longLong(forKey:)`.
    @Test func numbersAreCoercedAsFoundationDescribes() {
        let store = NSUbiquitousKeyValueStore.default
        store.set(2.67, forKey: "n")
        #expect(store.longLong(forKey: "n") == 2)
        store.set("123", forKey: "n")
        #expect(store.longLong(forKey: "n") == 123)
        store.set(false, forKey: "n")
        #expect(store.longLong(forKey: "n") == 0 && !store.bool(forKey: "n"))
        store.set(true, forKey: "n")
        #expect(store.longLong(forKey: "n") == 1 && store.double(forKey: "n") == 1)
        #expect(store.longLong(forKey: "absent") == 0 && !store.bool(forKey: "absent"))
        #expect(NSUbiquitousKeyValueStoreAccountChange == 3)
    }
}
