import Foundation

/// The app's Spotlight index: indexing and deleting succeed (completion handlers get no error,
/// on the calling thread) and nothing is searched, as no Spotlight exists in a render.
open class CSSearchableIndex: NSObject {
    /// The index's name (`nil` for the default index).
    public let name: String?

    /// The app's default index.
    open class func `default`() -> CSSearchableIndex { CSSearchableIndex(name: nil) }

    /// An index of the app's own, named `name`.
    public init(name: String?) {
        self.name = name
        super.init()
    }

    /// Whether the device can index: `true`, as on the simulator.
    open class func isIndexingAvailable() -> Bool { true }

    /// Indexes `items`: `completionHandler` gets `nil`, on the calling thread.
    open func indexSearchableItems(_ items: [CSSearchableItem], completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    /// Indexes `items`: returns without error.
    open func indexSearchableItems(_ items: [CSSearchableItem]) async throws {}

    /// Deletes the items with `identifiers`: `completionHandler` gets `nil`, on the calling thread.
    open func deleteSearchableItems(withIdentifiers identifiers: [String], completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    /// Deletes the items with `identifiers`: returns without error.
    open func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {}

    /// Deletes the items of `domainIdentifiers`: `completionHandler` gets `nil`, on the calling thread.
    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String], completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    /// Deletes the items of `domainIdentifiers`: returns without error.
    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {}

    /// Deletes every item of the app: `completionHandler` gets `nil`, on the calling thread.
    open func deleteAllSearchableItems(completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    /// Deletes every item of the app: returns without error.
    open func deleteAllSearchableItems() async throws {}
}
