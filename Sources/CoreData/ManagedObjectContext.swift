import Foundation
import BackplateCore

/// The kinds of queue a context is used from (recorded: a render uses its context on one thread).
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    /// A context used from a private queue.
    case privateQueueConcurrencyType = 1
    /// A context used from the main queue.
    case mainQueueConcurrencyType = 2
}

/// An in-memory scratch pad of managed objects, as Core Data's context without a store: it
/// keeps the objects inserted into it, answers fetch requests from them (filtered by block
/// predicates, sorted, limited) and `save()` only marks them saved.
open class NSManagedObjectContext: NSObject {
    /// The kind of queue the context is used from.
    public let concurrencyType: NSManagedObjectContextConcurrencyType
    private var objects: [NSManagedObject] = []
    private var unsaved: [ObjectIdentifier: NSManagedObject] = [:]
    /// Whether the context is the environment's default, which SwiftUI leaves unconnected to
    /// any store: `@FetchRequest` warns when it fetches from it.
    package var isEnvironmentDefault = false

    /// How save conflicts are resolved (`NSErrorMergePolicy` unless set; never consulted: no store).
    open var mergePolicy: Any = NSErrorMergePolicy
    /// Whether changes saved by a parent are merged in (recorded; contexts share no store here).
    open var automaticallyMergesChangesFromParent = false
    /// Whether faults for deleted objects are dropped instead of failing (recorded).
    open var shouldDeleteInaccessibleFaults = true
    /// The undo manager that records the context's changes (none by default, as on iOS).
    open var undoManager: UndoManager?
    /// A name for debugging.
    open var name: String?

    /// A context used from the given kind of queue.
    public init(concurrencyType: NSManagedObjectContextConcurrencyType) {
        self.concurrencyType = concurrencyType
        super.init()
    }

    /// The objects inserted since the last save.
    open var insertedObjects: Set<NSManagedObject> { Set(unsaved.values) }
    /// The objects the context holds.
    open var registeredObjects: Set<NSManagedObject> { Set(objects) }
    /// Whether objects were inserted or deleted since the last save.
    open var hasChanges: Bool { !unsaved.isEmpty || deletedSinceSave }
    private var deletedSinceSave = false

    /// Adds `object` to the context (once).
    open func insert(_ object: NSManagedObject) {
        guard object.managedObjectContext !== self else { return }
        object.managedObjectContext = self
        objects.append(object)
        unsaved[ObjectIdentifier(object)] = object
    }

    /// Removes `object` from the context.
    open func delete(_ object: NSManagedObject) {
        guard object.managedObjectContext === self else { return }
        objects.removeAll { $0 === object }
        unsaved[ObjectIdentifier(object)] = nil
        object.isDeleted = true
        deletedSinceSave = true
    }

    /// Drops the changes made since the last save, as a reset does on iOS: objects inserted
    /// since then leave the context; saved ones stay, as a store would fetch them again (a
    /// deletion is not undone: the object is gone here, where iOS would fetch it again).
    open func reset() {
        for object in unsaved.values { object.managedObjectContext = nil }
        objects.removeAll { unsaved[ObjectIdentifier($0)] != nil }
        unsaved = [:]
        deletedSinceSave = false
    }

    /// Marks every change saved (there is no store to write to).
    /// With changes, posts `.NSManagedObjectContextWillSave`, `.NSManagedObjectContextObjectsDidChange`
    /// and `.NSManagedObjectContextDidSave` (inserted objects under `NSInsertedObjectsKey`), as
    /// Core Data does when it processes and saves pending changes.
    open func save() throws {
        guard hasChanges else { return }
        NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
        let inserted = insertedObjects
        unsaved = [:]
        deletedSinceSave = false
        let info: [AnyHashable: Any] = [NSInsertedObjectsKey: inserted]
        NotificationCenter.default.post(name: .NSManagedObjectContextObjectsDidChange, object: self, userInfo: info)
        NotificationCenter.default.post(name: .NSManagedObjectContextDidSave, object: self, userInfo: info)
    }

    /// Runs `block` at once, on the calling thread.
    open func perform(_ block: @escaping () -> Void) { block() }
    /// Runs `block` at once, on the calling thread.
    open func performAndWait(_ block: () -> Void) { block() }
    /// Runs `block` at once and returns its result or rethrows its error (iOS 15); the
    /// schedule changes nothing, as a render has one queue.
    public func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T {
        try block()
    }
    /// Runs `block` at once and returns its result or rethrows its error (iOS 15).
    public func performAndWait<T>(_ block: () throws -> T) rethrows -> T { try block() }

    /// When `perform(schedule:_:)` runs its block: at once, or after the work already queued.
    public enum ScheduledTaskType: Sendable {
        /// At once when called on the context's queue.
        case immediate
        /// After the work already queued.
        case enqueued
    }

    /// The objects that `request` selects: those of its result type (and entity name, when
    /// set) meeting its predicate, in its sort order, after its offset, at most its limit.
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        var matches = objects.filter { object in
            guard object is T else { return false }
            if let name = request.entityName, (object.entity.name ?? String(describing: type(of: object))) != name { return false }
            return request.predicate?.evaluate(with: object) ?? true
        }
        if let order = request.sortDescriptors, !order.isEmpty {
            matches.sort { a, b in
                for d in order {
                    let r = d.compare(a, to: b)
                    if r != .orderedSame { return r == .orderedAscending }
                }
                return false
            }
        }
        let start = min(max(0, request.fetchOffset), matches.count)
        let end = request.fetchLimit > 0 ? min(matches.count, start + request.fetchLimit) : matches.count
        return matches[start..<end].map { $0 as! T }
    }

    /// How many objects `request` would fetch.
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        try fetch(request).count
    }
}
