import Testing
import Foundation
import HealthKit
import CoreData
import Synchronization

/// A weight tracker's HealthKit sync in the iOS 15.4 style: a protocol over the store (Sendable,
/// as HealthKit's store is), an anchored descriptor kept between launches with
/// `NSKeyedArchiver`, and skipping the app's own samples by their source.
protocol WeighInStore: Sendable {
    func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency,
                                  withCompletion completion: @escaping @Sendable (Bool, Error?) -> Void)
    func disableBackgroundDelivery(for type: HKObjectType, withCompletion completion: @escaping @Sendable (Bool, Error?) -> Void)
}

extension HKHealthStore: WeighInStore {}

struct WeighInSync {
    let store = HKHealthStore()
    var savedAnchor: Data?

    mutating func importWeights() async throws -> (added: Int, deleted: Int) {
        let previous = savedAnchor.flatMap { try? NSKeyedUnarchiver.unarchivedObject(ofClass: HKQueryAnchor.self, from: $0) }
        let descriptor = HKAnchoredObjectQueryDescriptor(predicates: [.quantitySample(type: HKQuantityType(.bodyMass))], anchor: previous)
        let result = try await descriptor.result(for: store)
        savedAnchor = try NSKeyedArchiver.archivedData(withRootObject: result.newAnchor, requiringSecureCoding: true)
        let foreign = result.addedSamples.filter { $0.sourceRevision.source.bundleIdentifier != Bundle.main.bundleIdentifier }
        return (foreign.count, result.deletedObjects.count)
    }
}

/// Compiles only for `Sendable` types: HealthKit's types and descriptors are, so an app hands
/// them to nonisolated async code (W8Trackr's `requestAuthorization(toShare:read:)` wrapper).
private func crossesActors<T: Sendable>(_ value: T) -> T { value }

@Suite struct HealthQueryDescriptorTests {
    @Test func healthKitValuesAreSendable() {
        let read: Set<HKObjectType> = [HKQuantityType(.bodyMass), HKObjectType.workoutType()]
        #expect(crossesActors(read).count == 2)
        let descriptor = crossesActors(HKAnchoredObjectQueryDescriptor(predicates: [.quantitySample(type: HKQuantityType(.bodyMass))], anchor: nil))
        #expect(descriptor.predicates.count == 1 && descriptor.limit == nil)
        #expect(crossesActors(HKQuantity(unit: .gram(), doubleValue: 2)).doubleValue(for: .gram()) == 2)
    }

    @Test func anAnchoredSyncFindsNothingAndKeepsItsAnchor() async throws {
        var sync = WeighInSync()
        let first = try await sync.importWeights()
        #expect(first.added == 0 && first.deleted == 0)
        let archived = try #require(sync.savedAnchor)
        let anchor = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: HKQueryAnchor.self, from: archived))
        #expect(anchor == HKQueryAnchor(fromValue: 0))
        _ = try await sync.importWeights()
        let again = try #require(sync.savedAnchor.flatMap { try NSKeyedUnarchiver.unarchivedObject(ofClass: HKQueryAnchor.self, from: $0) })
        #expect(again == anchor)
    }

    @Test func sampleAndStatisticsDescriptorsAnswerAsAnEmptyStore() async throws {
        let store = HKHealthStore()
        let steps = HKSampleQueryDescriptor(predicates: [.quantitySample(type: HKQuantityType(.stepCount))],
                                            sortDescriptors: [SortDescriptor(\.endDate, order: .reverse)], limit: 10)
        #expect(try await steps.result(for: store).isEmpty)
        let workouts = HKSampleQueryDescriptor(predicates: [.workout()], sortDescriptors: [])
        #expect(try await workouts.result(for: store).isEmpty)
        let total = HKStatisticsQueryDescriptor(predicate: .quantitySample(type: HKQuantityType(.stepCount)), options: .cumulativeSum)
        #expect(try await total.result(for: store) == nil)
        let daily = HKStatisticsCollectionQueryDescriptor(predicate: .quantitySample(type: HKQuantityType(.stepCount)), options: .cumulativeSum,
                                                          anchorDate: Date(timeIntervalSince1970: 0), intervalComponents: DateComponents(day: 1))
        #expect(try await daily.result(for: store).statistics().isEmpty)
    }

    @Test func theAppIsTheSourceOfWhatItSaves() {
        let sample = HKQuantitySample(type: HKQuantityType(.bodyMass), quantity: HKQuantity(unit: .pound(), doubleValue: 175.5),
                                      start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 0))
        #expect(sample.sourceRevision.source.bundleIdentifier == (Bundle.main.bundleIdentifier ?? ""))
        #expect(!sample.sourceRevision.source.name.isEmpty)
    }

    @Test func backgroundDeliveryTurnsOffWithoutAnError() {
        let store: any WeighInStore = HKHealthStore()
        let answered = Mutex(false)
        store.disableBackgroundDelivery(for: HKQuantityType(.bodyMass)) { success, error in answered.withLock { $0 = success && error == nil } }
        #expect(answered.withLock { $0 })
    }

    @Test func aStoreFileIsReplacedWithItsCompanionsAndDestroyed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("store-replace-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let old = folder.appendingPathComponent("default.store"), new = folder.appendingPathComponent("Shared/W8.store")
        try Data("db".utf8).write(to: old)
        try Data("wal".utf8).write(to: URL(fileURLWithPath: old.path + "-wal"))
        let coordinator = NSPersistentContainer(name: "W8").persistentStoreCoordinator
        try coordinator.replacePersistentStore(at: new, withPersistentStoreFrom: old, type: .sqlite)
        #expect(FileManager.default.contents(atPath: new.path) == Data("db".utf8))
        #expect(FileManager.default.contents(atPath: new.path + "-wal") == Data("wal".utf8))
        #expect(!FileManager.default.fileExists(atPath: new.path + "-shm"))
        try coordinator.destroyPersistentStore(at: new, type: .sqlite)
        #expect(!FileManager.default.fileExists(atPath: new.path) && !FileManager.default.fileExists(atPath: new.path + "-wal"))
        #expect(throws: CocoaError.self) {
            try coordinator.replacePersistentStore(at: new, withPersistentStoreFrom: folder.appendingPathComponent("missing.store"), type: .sqlite)
        }
        #expect(NSPersistentStore.StoreType.sqlite.rawValue == NSSQLiteStoreType)
    }
}
