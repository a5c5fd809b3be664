import Foundation

/// How a fetch filters, sorts and limits its results. Kept as set; a render's fetches are empty
/// whatever the options say, so the predicate and sort descriptors are never evaluated.
open class PHFetchOptions: NSObject {
    /// Which objects to include (nil: all).
    open var predicate: NSPredicate?
    /// How to order the results (nil: the fetch's default order).
    open var sortDescriptors: [NSSortDescriptor]?
    /// Whether hidden assets are included (`false` by default).
    open var includeHiddenAssets = false
    /// Whether every photo of a burst is included, not only its representative (`false`).
    open var includeAllBurstAssets = false
    /// Which asset sources are included (the person's library by default).
    @available(iOS 9, macOS 10.15, *)
    open var includeAssetSourceTypes: PHAssetSourceType = .typeUserLibrary
    /// The most objects to return (0, the default: no limit).
    @available(iOS 9, macOS 10.15, *)
    open var fetchLimit = 0
    /// Whether change details for the fetch should list each change (`true` by default).
    open var wantsIncrementalChangeDetails = true

    /// Default options: everything of the person's library, unsorted and unlimited.
    public override init() { super.init() }
}
