import Foundation

/// A playlist: an item decoded from the API's `playlists` (or `library-playlists`) resource, with
/// the attributes and loaded relationships it was given. A render fetches nothing: `tracks` and
/// `entries` are nil unless the JSON had a `tracks` relationship.
public struct Playlist: MusicItem, Identifiable, Equatable, Hashable, Codable, Sendable, PlayableMusicItem, MusicPropertyContainer,
    FilterableMusicItem, MusicCatalogSearchable, MusicLibrarySearchable, MusicCatalogChartRequestable,
    MusicLibraryRequestable, MusicLibraryAddable, CustomStringConvertible, CustomDebugStringConvertible, MusicResourceItem {
    /// The playlist properties a catalog resource request filters on.
    public typealias FilterType = any PlaylistFilter
    /// The playlist properties a library request filters on.
    public typealias LibraryFilter = any LibraryPlaylistFilter
    /// The playlist properties a library request sorts by.
    public typealias LibrarySortProperties = any LibraryPlaylistSortProperties

    /// The playlist's unique identifier.
    public let id: MusicItemID
    let resourceType: String
    let loadedKeys: Set<String>

    /// The playlist's name.
    public let name: String
    /// The playlist's artwork.
    public let artwork: Artwork?
    /// The name of the playlist's curator.
    public let curatorName: String?
    /// Whether the playlist is a chart.
    public let isChart: Bool?
    /// The kind of playlist (the API's `playlistType`).
    public let kind: Playlist.Kind?
    /// When the playlist last changed.
    public let lastModifiedDate: Date?
    /// When the person last played the playlist (library playlists).
    public let lastPlayedDate: Date?
    /// When the person added the playlist to the library.
    public let libraryAddedDate: Date?
    /// The parameters a player needs to play the playlist.
    public let playParameters: PlayParameters?
    /// A short description of the playlist (the API's `description.short`).
    public let shortDescription: String?
    /// The full description of the playlist (the API's `description.standard`).
    public let standardDescription: String?
    /// The URL of the playlist's page in the catalog.
    public let url: URL?

    /// The playlist's curator (a relationship).
    public let curator: Curator?
    /// The playlist's entries, one per track (from the `tracks` relationship).
    public let entries: MusicItemCollection<Playlist.Entry>?
    /// Artists featured on the playlist (a view).
    public let featuredArtists: MusicItemCollection<Artist>?
    /// More playlists by the curator (a view).
    public let moreByCurator: MusicItemCollection<Playlist>?
    /// The radio show the playlist belongs to (a relationship).
    public let radioShow: RadioShow?
    /// The playlist's tracks, songs and music videos (a relationship).
    public let tracks: MusicItemCollection<Track>?

    /// Decodes a `playlists` or `library-playlists` resource object.
    public init(from decoder: any Decoder) throws {
        let r = try ResourceReader(decoder, type: "playlists")
        id = r.id
        resourceType = r.type
        name = r.text("name")
        artwork = r.attribute("artwork")
        curatorName = r.attribute("curatorName")
        isChart = r.attribute("isChart")
        kind = r.attribute("playlistType", as: String.self).flatMap(Playlist.Kind.init(apiName:))
        lastModifiedDate = r.date("lastModifiedDate")
        lastPlayedDate = r.date("lastPlayedDate")
        libraryAddedDate = r.date("dateAdded")
        playParameters = r.attribute("playParams")
        shortDescription = r.nestedText("description", "short")
        standardDescription = r.nestedText("description", "standard")
        url = r.url("url")
        curator = r.single("curator")
        featuredArtists = r.collection("featured-artists")
        moreByCurator = r.collection("more-by-curator")
        radioShow = r.single("radio-show")
        tracks = r.collection("tracks")
        entries = tracks.map { MusicItemCollection(items: $0.map(Playlist.Entry.init(track:)), next: $0.next, title: $0.title) }
        loadedKeys = tracks == nil ? r.loadedKeys : r.loadedKeys.union(["entries"])
    }

    /// Encodes the resource object it was decoded from.
    public func encode(to encoder: any Encoder) throws {
        var w = try ResourceWriter(encoder, id: id, type: resourceType)
        try w.attribute("name", name)
        try w.attribute("artwork", artwork)
        try w.attribute("curatorName", curatorName)
        try w.attribute("isChart", isChart)
        try w.attribute("playlistType", kind?.apiName)
        try w.date("lastModifiedDate", lastModifiedDate, day: false)
        try w.date("lastPlayedDate", lastPlayedDate, day: false)
        try w.date("dateAdded", libraryAddedDate, day: false)
        try w.attribute("playParams", playParameters)
        try w.texts("description", ["short": shortDescription, "standard": standardDescription])
        try w.url("url", url)
        try w.relationship("curator", curator)
        try w.relationship("featured-artists", featuredArtists)
        try w.relationship("more-by-curator", moreByCurator)
        try w.relationship("radio-show", radioShow)
        try w.relationship("tracks", tracks)
    }

    /// The playlist's identifier and name.
    public var description: String { "Playlist(id: \"\(id)\", name: \"\(name)\")" }

    /// The playlist's identifier, name, curator and kind.
    public var debugDescription: String {
        "Playlist(id: \"\(id)\", name: \"\(name)\", curatorName: \(curatorName.map { "\"\($0)\"" } ?? "nil"), kind: \(kind.map { "\($0)" } ?? "nil"))"
    }

    /// The kind of a playlist.
    public enum Kind: Equatable, Hashable, Sendable, CustomStringConvertible {
        /// A playlist the Apple Music editors made ("editorial").
        case editorial
        /// A playlist an external curator made ("external").
        case external
        /// A personal mix made for the person ("personal-mix").
        case personalMix
        /// A Replay playlist of the person's year ("replay").
        case replay
        /// A playlist a person shared ("user-shared").
        case userShared

        init?(apiName: String) {
            guard let kind = [Kind.editorial, .external, .personalMix, .replay, .userShared].first(where: { $0.apiName == apiName }) else { return nil }
            self = kind
        }

        /// The API's `playlistType` value.
        var apiName: String {
            switch self {
            case .editorial: "editorial"
            case .external: "external"
            case .personalMix: "personal-mix"
            case .replay: "replay"
            case .userShared: "user-shared"
            }
        }

        /// The kind's name ("personalMix").
        public var description: String {
            switch self {
            case .editorial: "editorial"
            case .external: "external"
            case .personalMix: "personalMix"
            case .replay: "replay"
            case .userShared: "userShared"
            }
        }
    }
}
