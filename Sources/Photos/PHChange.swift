import Foundation

/// The changes a photo library change message carries. A render's library never changes, so
/// observers are never handed one; a change made in code reports no details for anything.
public final class PHChange: NSObject, Sendable {
    /// The changes to `object` (an asset or collection fetched earlier): nil in a render, where
    /// nothing changes.
    public func changeDetails<ObjectType: AnyObject>(for object: ObjectType) -> PHObjectChangeDetails<ObjectType>? {
        nil
    }

    /// The changes to the objects of `fetchResult`: nil in a render, where nothing changes.
    public func changeDetails<ObjectType: AnyObject>(for fetchResult: PHFetchResult<ObjectType>) -> PHFetchResultChangeDetails<ObjectType>? {
        nil
    }
}

/// The changes to one asset or collection: its state before and after, and what changed. Only
/// a change message makes one, and a render sends none.
open class PHObjectChangeDetails<ObjectType: AnyObject>: NSObject {
    /// The object as it was fetched.
    open private(set) var objectBeforeChanges: ObjectType
    /// The object as it is now, or nil if it was deleted.
    open private(set) var objectAfterChanges: ObjectType?
    /// Whether the asset's image or video content changed.
    open private(set) var assetContentChanged: Bool
    /// Whether the object was deleted.
    open private(set) var objectWasDeleted: Bool

    init(before: ObjectType, after: ObjectType?, contentChanged: Bool) {
        objectBeforeChanges = before
        objectAfterChanges = after
        assetContentChanged = contentChanged
        objectWasDeleted = after == nil
        super.init()
    }
}
