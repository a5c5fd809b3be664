import Foundation

/// A group of collections: a folder of albums. A render's library has none: every fetch returns
/// an empty result after a runtime warning.
open class PHCollectionList: PHCollection {
    /// The list's kind: `.folder` for one made in code.
    open private(set) var collectionListType: PHCollectionListType = .folder
    /// The list's subkind: `.regularFolder` for one made in code.
    open private(set) var collectionListSubtype: PHCollectionListSubtype = .regularFolder
    /// The earliest date of its contents: nil in a render.
    open private(set) var startDate: Date?
    /// The latest date of its contents: nil in a render.
    open private(set) var endDate: Date?

    /// A collection list holds collections.
    open override var canContainCollections: Bool { true }

    /// The lists of `collectionListType` and `subtype`: empty in a render, after a warning.
    open class func fetchCollectionLists(with collectionListType: PHCollectionListType, subtype: PHCollectionListSubtype,
                                         options: PHFetchOptions?) -> PHFetchResult<PHCollectionList> {
        PHFetchResult.empty("PHCollectionList.fetchCollectionLists(with:subtype:options:)")
    }

    /// The lists with these identifiers: empty in a render, after a runtime warning.
    open class func fetchCollectionLists(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHCollectionList> {
        PHFetchResult.empty("PHCollectionList.fetchCollectionLists(withLocalIdentifiers:options:)")
    }
}

/// The kinds of collection lists, with Apple's raw values.
public enum PHCollectionListType: Int, Sendable {
    /// A moment list (deprecated by Apple).
    @available(iOS, introduced: 8, deprecated: 13, message: "Will be removed in a future release")
    case momentList = 1
    /// A folder of albums.
    case folder = 2
    /// A smart folder.
    case smartFolder = 3
}

/// The subkinds of collection lists, with Apple's raw values; `.any` matches every kind.
public enum PHCollectionListSubtype: Int, Sendable {
    /// A cluster of moments (deprecated by Apple).
    @available(iOS, introduced: 8, deprecated: 13, message: "Will be removed in a future release")
    case momentListCluster = 1
    /// A year of moments (deprecated by Apple).
    @available(iOS, introduced: 8, deprecated: 13, message: "Will be removed in a future release")
    case momentListYear = 2
    /// A folder made in Photos.
    case regularFolder = 100
    /// A smart folder of events synced from a Mac.
    case smartFolderEvents = 200
    /// A smart folder of faces synced from a Mac.
    case smartFolderFaces = 201
    /// Any subtype.
    case any = 9_223_372_036_854_775_807
}
