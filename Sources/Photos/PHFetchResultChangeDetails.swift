import Foundation

/// The changes between two states of a fetch result: which objects were removed, inserted,
/// changed and moved. A render sends no change messages; `init(from:to:changedObjects:)` computes
/// details from two results made in code (both empty for any render fetch: no changes).
open class PHFetchResultChangeDetails<ObjectType: AnyObject>: NSObject {
    /// The fetch result before the changes.
    open private(set) var fetchResultBeforeChanges: PHFetchResult<ObjectType>
    /// The fetch result after the changes.
    open private(set) var fetchResultAfterChanges: PHFetchResult<ObjectType>
    /// Whether the details list each change (`true` here: they are always computed).
    open private(set) var hasIncrementalChanges = true
    /// The indexes, in the old result, of the removed objects (nil when none).
    open private(set) var removedIndexes: IndexSet?
    /// The removed objects.
    open private(set) var removedObjects: [ObjectType] = []
    /// The indexes, in the new result, of the inserted objects (nil when none).
    open private(set) var insertedIndexes: IndexSet?
    /// The inserted objects.
    open private(set) var insertedObjects: [ObjectType] = []
    /// The indexes, in the new result, of the changed objects (nil when none).
    open private(set) var changedIndexes: IndexSet?
    /// The changed objects, as they are now.
    open private(set) var changedObjects: [ObjectType] = []
    /// Whether objects moved: never, as moves are not computed here.
    open var hasMoves: Bool { false }

    /// The details of going from `fromResult` to `toResult` with `changedObjects` changed:
    /// objects only in the old result are removed, objects only in the new one inserted.
    public init(from fromResult: PHFetchResult<ObjectType>, to toResult: PHFetchResult<ObjectType>,
                changedObjects: [ObjectType]) {
        fetchResultBeforeChanges = fromResult
        fetchResultAfterChanges = toResult
        super.init()
        let old = fromResult.objects, new = toResult.objects
        let removed = IndexSet(old.indices.filter { i in !new.contains { PHFetchResult.same($0, old[i]) } })
        let inserted = IndexSet(new.indices.filter { i in !old.contains { PHFetchResult.same($0, new[i]) } })
        let changed = IndexSet(new.indices.filter { i in changedObjects.contains { PHFetchResult.same($0, new[i]) } })
        removedIndexes = removed.isEmpty ? nil : removed
        removedObjects = removed.map { old[$0] }
        insertedIndexes = inserted.isEmpty ? nil : inserted
        insertedObjects = inserted.map { new[$0] }
        self.changedIndexes = changed.isEmpty ? nil : changed
        self.changedObjects = changed.map { new[$0] }
    }

    /// Calls `handler` with each move's old and new index: never, as no moves are computed.
    open func enumerateMoves(_ handler: @escaping (Int, Int) -> Void) {}
}
