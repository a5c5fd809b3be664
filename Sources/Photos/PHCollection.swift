import Foundation

/// The abstract superclass of asset collections (albums) and collection lists (folders). A
/// render's library has none: every fetch is empty, after a runtime warning.
open class PHCollection: PHObject {
    /// Whether the collection can hold assets: `false` for the abstract class.
    open var canContainAssets: Bool { false }
    /// Whether the collection can hold other collections: `false` for the abstract class.
    open var canContainCollections: Bool { false }
    /// The collection's name as shown to the person: nil for a collection made in code.
    open var localizedTitle: String? { nil }

    /// Whether the collection allows `anOperation`: `false` in a render, which may not write the
    /// library.
    open func canPerform(_ anOperation: PHCollectionEditOperation) -> Bool { false }

    /// The collections in `collectionList`: empty in a render, after a runtime warning.
    open class func fetchCollections(in collectionList: PHCollectionList, options: PHFetchOptions?) -> PHFetchResult<PHCollection> {
        PHFetchResult.empty("PHCollection.fetchCollections(in:options:)")
    }

    /// The person's top-level albums and folders: empty in a render, after a runtime warning.
    open class func fetchTopLevelUserCollections(with options: PHFetchOptions?) -> PHFetchResult<PHCollection> {
        PHFetchResult.empty("PHCollection.fetchTopLevelUserCollections(with:)")
    }
}

/// The edits a collection may allow. None is allowed in a render (`canPerform(_:)` is `false`).
public enum PHCollectionEditOperation: Int, Sendable {
    /// Deleting its contents from the library.
    case deleteContent = 1
    /// Removing contents from the collection.
    case removeContent = 2
    /// Adding existing contents.
    case addContent = 3
    /// Creating new contents in it.
    case createContent = 4
    /// Reordering its contents.
    case rearrangeContent = 5
    /// Deleting the collection.
    case delete = 6
    /// Renaming it.
    case rename = 7
}
