import Foundation

/// The basic requirements of a music item: an identifier. Every item is a value that can cross
/// threads.
public protocol MusicItem: Sendable {
    /// The item's unique identifier.
    var id: MusicItemID { get }
}

/// A music item a music player can play: one with play parameters.
public protocol PlayableMusicItem: MusicItem {
    /// The parameters a player needs to play the item; nil when it cannot be played.
    var playParameters: PlayParameters? { get }
}

/// A music item whose further properties `with(_:)` can load.
public protocol MusicPropertyContainer {}

/// A music item a catalog resource request can fetch by filtering on `FilterType`'s properties.
public protocol FilterableMusicItem: MusicItem {
    /// The properties a catalog resource request filters on (`\.id`, `\.isrc`, `\.upc`).
    associatedtype FilterType
}

/// A music item a catalog search can return.
public protocol MusicCatalogSearchable: MusicItem {}

/// A music item a library search can return.
public protocol MusicLibrarySearchable: MusicItem {}

/// A music item a catalog charts request can return.
public protocol MusicCatalogChartRequestable: MusicItem {}

/// A music item a recently played request can return.
public protocol MusicRecentlyPlayedRequestable: MusicItem {}

/// A music item `MusicLibrary.add(_:)` can add to the library.
public protocol MusicLibraryAddable: MusicItem {}

/// A music item `MusicLibrary.add(_:to:)` can add to a playlist.
public protocol MusicPlaylistAddable: MusicItem {}

/// A music item a library request can fetch, filter and sort.
public protocol MusicLibraryRequestable: MusicItem {
    /// The properties a library request filters on.
    associatedtype LibraryFilter
    /// The properties a library request sorts by.
    associatedtype LibrarySortProperties
}

/// What Backplate's item types share: their resource type and the keys they were decoded with.
protocol MusicResourceItem: MusicItem {
    /// The attribute, relationship and view names the item was decoded with.
    var loadedKeys: Set<String> { get }
}
