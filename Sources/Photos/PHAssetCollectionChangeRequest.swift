import Foundation

/// A request to create, delete or change an album, made inside a `performChanges` block. A
/// render never runs one: a request made outside it is inert, with a runtime warning, and
/// editing an existing collection is refused (`init(for:)` returns nil), as for a read-only one.
open class PHAssetCollectionChangeRequest: PHChangeRequest {
    /// A placeholder for the album a creation request makes (a fresh one for other requests).
    open private(set) var placeholderForCreatedAssetCollection = PHObjectPlaceholder()
    /// The album's new title (kept, never applied in a render).
    open var title = ""

    /// An inert request (`Self` creation methods make theirs with this).
    public required override init() { super.init() }

    /// A request to edit `assetCollection`: nil in a render, which may not write the library.
    public convenience init?(for assetCollection: PHAssetCollection) {
        Self.outsideChangeBlock("PHAssetCollectionChangeRequest(for:)")
        return nil
    }

    /// A request to edit `assetCollection` shown as `assets`: nil in a render.
    public convenience init?(for assetCollection: PHAssetCollection, assets: PHFetchResult<PHAsset>?) {
        Self.outsideChangeBlock("PHAssetCollectionChangeRequest(for:assets:)")
        return nil
    }

    /// A request to create an album titled `title`: inert in a render (a runtime warning), with
    /// a placeholder for the album that is never created.
    @discardableResult
    open class func creationRequestForAssetCollection(withTitle title: String) -> Self {
        outsideChangeBlock("PHAssetCollectionChangeRequest.creationRequestForAssetCollection(withTitle:)")
        let request = Self()
        request.title = title
        return request
    }

    /// A request that `assetCollections` be deleted: nothing is deleted in a render.
    open class func deleteAssetCollections(_ assetCollections: any NSFastEnumeration) {
        outsideChangeBlock("PHAssetCollectionChangeRequest.deleteAssetCollections(_:)")
    }

    /// Adds `assets` (or placeholders) to the album: nothing is added in a render.
    open func addAssets(_ assets: any NSFastEnumeration) {}
    /// Inserts `assets` at `indexes`: nothing is inserted in a render.
    open func insertAssets(_ assets: any NSFastEnumeration, at indexes: IndexSet) {}
    /// Removes `assets` from the album: nothing is removed in a render.
    open func removeAssets(_ assets: any NSFastEnumeration) {}
    /// Removes the assets at `indexes`: nothing is removed in a render.
    open func removeAssets(at indexes: IndexSet) {}
    /// Replaces the assets at `indexes` with `assets`: nothing changes in a render.
    open func replaceAssets(at indexes: IndexSet, withAssets assets: any NSFastEnumeration) {}
    /// Moves the assets at `fromIndexes` to `toIndex`: nothing moves in a render.
    open func moveAssets(at fromIndexes: IndexSet, to toIndex: Int) {}
}
