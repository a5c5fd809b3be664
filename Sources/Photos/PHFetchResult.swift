import BackplateCore
import Foundation

/// An ordered list of assets or collections from a Photos fetch, used like an `NSArray`.
///
/// A render's library is empty (its person never granted access), so every fetch method returns
/// an empty result: `count` 0, `firstObject` and `lastObject` nil, enumeration calls nothing.
/// `PHFetchResult<PHAsset>()` makes the same empty result, as apps do for a model's first state.
open class PHFetchResult<ObjectType>: NSObject, NSFastEnumeration where ObjectType: AnyObject {
    let objects: [ObjectType]

    /// An empty fetch result.
    public override init() {
        objects = []
        super.init()
    }

    /// A result holding `objects` (change details and tests build these).
    init(objects: [ObjectType]) {
        self.objects = objects
        super.init()
    }

    /// The empty result every fetch gives in a render, after a runtime warning naming `call`.
    static func empty(_ call: String) -> PHFetchResult<ObjectType> {
        PhotosRender.warn(call, "it returns an empty fetch result")
        return PHFetchResult()
    }

    /// The number of objects: 0 for every fetch in a render.
    open var count: Int { objects.count }

    /// The first object: nil for every fetch in a render.
    open var firstObject: ObjectType? { objects.first }

    /// The last object: nil for every fetch in a render.
    open var lastObject: ObjectType? { objects.last }

    /// The object at `index`. Like Apple's (which raises a range exception), it stops the
    /// program for an index at or past `count`; a render's results are empty, so check `count`.
    open func object(at index: Int) -> ObjectType {
        guard objects.indices.contains(index) else {
            RuntimeWarning.emit("Photos: PHFetchResult.object(at: \(index)) is beyond its count of \(objects.count); a render's fetch results are empty")
            preconditionFailure("PHFetchResult index \(index) beyond bounds [0 .. \(objects.count))")
        }
        return objects[index]
    }

    /// The object at `idx`, as `object(at:)` (and stopping the program out of range, as it does).
    open subscript(idx: Int) -> ObjectType { object(at: idx) }

    /// Whether the result contains `anObject` (by `isEqual`): `false` in a render.
    open func contains(_ anObject: ObjectType) -> Bool {
        index(of: anObject) != NSNotFound
    }

    /// The index of `anObject`, or `NSNotFound`: always `NSNotFound` in a render.
    open func index(of anObject: ObjectType) -> Int {
        index(of: anObject, in: NSRange(location: 0, length: objects.count))
    }

    /// The index of `anObject` within `range`, or `NSNotFound`.
    open func index(of anObject: ObjectType, in range: NSRange) -> Int {
        let lower = max(0, range.location), upper = min(objects.count, range.location + range.length)
        guard lower < upper else { return NSNotFound }
        for index in lower..<upper where Self.same(objects[index], anObject) { return index }
        return NSNotFound
    }

    /// The objects at `indexes`, in index order. Indexes past `count` are skipped with a runtime
    /// warning (Apple's raises a range exception), so an empty render result answers `[]`.
    open func objects(at indexes: IndexSet) -> [ObjectType] {
        if let last = indexes.last, last >= objects.count {
            RuntimeWarning.emit("Photos: PHFetchResult.objects(at:) asks for indexes beyond its count of \(objects.count); they are skipped")
        }
        return indexes.filter { $0 >= 0 && $0 < objects.count }.map { objects[$0] }
    }

    /// Calls `block` with each object and index in order, until it sets `stop`: never called for
    /// a render's empty results.
    open func enumerateObjects(_ block: @escaping (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        enumerate(Array(objects.indices), block)
    }

    /// Calls `block` with each object, in reverse with `.reverse` (`.concurrent` runs in order
    /// here): never called for a render's empty results.
    open func enumerateObjects(options opts: NSEnumerationOptions = [],
                               using block: @escaping (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        let order = Array(objects.indices)
        enumerate(opts.contains(.reverse) ? order.reversed() : order, block)
    }

    /// Calls `block` with the objects at `s` (indexes past `count` skipped): never called for a
    /// render's empty results.
    open func enumerateObjects(at s: IndexSet, options opts: NSEnumerationOptions = [],
                               using block: @escaping (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        let order = s.filter { $0 >= 0 && $0 < objects.count }
        enumerate(opts.contains(.reverse) ? order.reversed() : order, block)
    }

    /// The number of assets of `mediaType` in the result: 0 in a render.
    open func countOfAssets(with mediaType: PHAssetMediaType) -> Int {
        objects.reduce(0) { $0 + (($1 as? PHAsset)?.mediaType == mediaType ? 1 : 0) }
    }

    private func enumerate(_ order: [Int], _ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop: ObjCBool = false
        for index in order {
            block(objects[index], index, &stop)
            if stop.boolValue { return }
        }
    }

    /// Whether two objects are the same: `isEqual` for `NSObject`s, identity otherwise.
    static func same(_ a: ObjectType, _ b: ObjectType) -> Bool {
        if let object = a as? NSObject { return object.isEqual(b) }
        return a === b
    }
}
