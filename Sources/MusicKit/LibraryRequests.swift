import Foundation

/// A request for items of the person's music library, filtered and sorted. A render has no
/// library: `response()` throws `MusicTokenRequestError.permissionDenied` after a runtime warning.
public struct MusicLibraryRequest<MusicItemType>: Sendable, CustomStringConvertible where MusicItemType: MusicLibraryRequestable {
    /// The filters and sorts applied, for warnings.
    private var clauses: [String] = []
    /// The most items to return (0, the default: no limit).
    public var limit: Int = 0
    /// How many items to skip.
    public var offset: Int = 0
    /// Whether to return only items downloaded to the device.
    public var includeOnlyDownloadedContent: Bool = false

    /// A request for every library item of the type.
    public init() {}

    /// Keeps the items whose `keyPath` property equals `value`.
    public mutating func filter<Value>(matching keyPath: KeyPath<MusicItemType.LibraryFilter, Value>, equalTo value: Value)
    where Value: MusicLibraryRequestFilterValueEquatable {
        clauses.append("filter == \(value)")
    }

    /// Keeps the items whose optional `keyPath` property equals `value`.
    public mutating func filter<Value>(matching keyPath: KeyPath<MusicItemType.LibraryFilter, Value?>, equalTo value: Value?)
    where Value: MusicLibraryRequestFilterValueEquatable {
        clauses.append("filter == \(value.map { "\($0)" } ?? "nil")")
    }

    /// Keeps the items whose `keyPath` property is one of `values`.
    public mutating func filter<Value>(matching keyPath: KeyPath<MusicItemType.LibraryFilter, Value>, memberOf values: [Value])
    where Value: MusicLibraryRequestFilterValueMembershipComparable {
        clauses.append("filter in \(values.count) values")
    }

    /// Keeps the items whose optional `keyPath` property is one of `values`.
    public mutating func filter<Value>(matching keyPath: KeyPath<MusicItemType.LibraryFilter, Value?>, memberOf values: [Value?])
    where Value: MusicLibraryRequestFilterValueMembershipComparable {
        clauses.append("filter in \(values.count) values")
    }

    /// Keeps the items whose `keyPath` relationship contains `relatedItem`.
    public mutating func filter<RelatedMusicItemType>(matching keyPath: KeyPath<MusicItemType.LibraryFilter, MusicItemCollection<RelatedMusicItemType>?>,
                                                      contains relatedItem: RelatedMusicItemType) where RelatedMusicItemType: MusicItem {
        clauses.append("filter contains \(relatedItem.id)")
    }

    /// Keeps the items whose `keyPath` text contains `text`.
    public mutating func filter(matching keyPath: KeyPath<MusicItemType.LibraryFilter, String?>, contains text: String) {
        clauses.append("filter contains \"\(text)\"")
    }

    /// Keeps the items matching `text` in any of their text properties.
    public mutating func filter(text: String) { clauses.append("text \"\(text)\"") }

    /// Sorts the items by `keyPath`.
    public mutating func sort<Value>(by keyPath: KeyPath<MusicItemType.LibrarySortProperties, Value>, ascending: Bool) {
        clauses.append(ascending ? "sorted ascending" : "sorted descending")
    }

    /// The library's items: in a render, throws `MusicTokenRequestError.permissionDenied`.
    public func response() async throws -> MusicLibraryResponse<MusicItemType> {
        throw MusicKitRender.unavailable("MusicLibraryRequest<\(MusicItemType.self)>().response()")
    }

    /// The item type, filters and sorts.
    public var description: String {
        "MusicLibraryRequest<\(MusicItemType.self)>(\(clauses.joined(separator: ", ")))"
    }
}

/// The items a library request found (never made in a render, where it throws).
public struct MusicLibraryResponse<MusicItemType>: Sendable, CustomStringConvertible where MusicItemType: MusicLibraryRequestable {
    /// The items matching the request.
    public let items: MusicItemCollection<MusicItemType>

    /// The items.
    public var description: String { "MusicLibraryResponse<\(MusicItemType.self)>(items: \(items))" }
}

extension MusicLibraryResponse: Equatable where MusicItemType: Equatable {}
extension MusicLibraryResponse: Hashable where MusicItemType: Hashable {}

/// A search of the person's music library for a term. A render has no library: `response()`
/// throws `MusicTokenRequestError.permissionDenied` after a runtime warning.
public struct MusicLibrarySearchRequest: Sendable, CustomStringConvertible {
    /// The search term.
    public let term: String
    /// The types of items to search for.
    let types: [any MusicLibrarySearchable.Type]
    /// The most items of each type to return (50 by default; 0 for all).
    public var limit: Int = 50
    /// Whether the response also has `topResults` (false by default).
    public var includeTopResults: Bool = false

    /// A search for `term` among library items of `types`.
    public init(term: String, types: [any MusicLibrarySearchable.Type]) {
        self.term = term
        self.types = types
    }

    /// The search's results: in a render, throws `MusicTokenRequestError.permissionDenied`.
    public func response() async throws -> MusicLibrarySearchResponse {
        throw MusicKitRender.unavailable("MusicLibrarySearchRequest(term: \"\(term)\").response()")
    }

    /// The term, types and limit.
    public var description: String {
        "MusicLibrarySearchRequest(term: \"\(term)\", types: [\(types.map { "\($0)" }.joined(separator: ", "))], limit: \(limit))"
    }
}

/// The results of a library search (never made in a render, where it throws).
public struct MusicLibrarySearchResponse: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The albums found.
    public let albums: MusicItemCollection<Album>
    /// The artists found.
    public let artists: MusicItemCollection<Artist>
    /// The music videos found.
    public let musicVideos: MusicItemCollection<MusicVideo>
    /// The playlists found.
    public let playlists: MusicItemCollection<Playlist>
    /// The songs found.
    public let songs: MusicItemCollection<Song>
    /// The best matches of every type, when the request asked for them.
    public let topResults: MusicItemCollection<MusicLibrarySearchResponse.TopResult>

    /// How many items of each type were found.
    public var description: String {
        "MusicLibrarySearchResponse(songs: \(songs.count), albums: \(albums.count), artists: \(artists.count), playlists: \(playlists.count), musicVideos: \(musicVideos.count))"
    }

    /// One of the best matches of a library search.
    public enum TopResult: MusicItem, Identifiable, Equatable, Hashable, Sendable, CustomStringConvertible {
        /// An album.
        case album(Album)
        /// An artist.
        case artist(Artist)
        /// A music video.
        case musicVideo(MusicVideo)
        /// A playlist.
        case playlist(Playlist)
        /// A song.
        case song(Song)

        /// The item's unique identifier.
        public var id: MusicItemID {
            switch self {
            case .album(let item): item.id
            case .artist(let item): item.id
            case .musicVideo(let item): item.id
            case .playlist(let item): item.id
            case .song(let item): item.id
            }
        }

        /// The case's identifier.
        public var description: String { "TopResult(id: \"\(id)\")" }
    }
}

/// The person's music library, for adding items and making playlists. A render has no library:
/// every call throws `MusicTokenRequestError.permissionDenied` after a runtime warning.
public final class MusicLibrary: Sendable {
    /// The shared library object.
    public static let shared = MusicLibrary()

    private init() {}

    /// Adds `item` to the library: in a render, throws.
    public func add<MusicItemType>(_ item: MusicItemType) async throws where MusicItemType: MusicLibraryAddable {
        throw MusicKitRender.unavailable("MusicLibrary.add(\(MusicItemType.self) \(item.id))")
    }

    /// Adds `item` to the end of `playlist`: in a render, throws.
    @discardableResult
    public func add<MusicItemType>(_ item: MusicItemType, to playlist: Playlist) async throws -> Playlist
    where MusicItemType: MusicPlaylistAddable {
        throw MusicKitRender.unavailable("MusicLibrary.add(_:to: \"\(playlist.name)\")")
    }

    /// Makes an empty playlist: in a render, throws.
    @discardableResult
    public func createPlaylist(name: String, description: String? = nil, authorDisplayName: String? = nil) async throws -> Playlist {
        throw MusicKitRender.unavailable("MusicLibrary.createPlaylist(name: \"\(name)\")")
    }

    /// Makes a playlist of `items`: in a render, throws.
    @discardableResult
    public func createPlaylist<S, MusicPlaylistAddableType>(name: String, description: String? = nil, authorDisplayName: String? = nil,
                                                            items: S) async throws -> Playlist
    where S: Sequence, MusicPlaylistAddableType: MusicPlaylistAddable, MusicPlaylistAddableType == S.Element {
        throw MusicKitRender.unavailable("MusicLibrary.createPlaylist(name: \"\(name)\", items:)")
    }

    /// Renames or redescribes a playlist the app made: in a render, throws.
    @discardableResult
    public func edit(_ playlist: Playlist, name: String? = nil, description: String? = nil, authorDisplayName: String? = nil) async throws -> Playlist {
        throw MusicKitRender.unavailable("MusicLibrary.edit(\"\(playlist.name)\")")
    }
}
