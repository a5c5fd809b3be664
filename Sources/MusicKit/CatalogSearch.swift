import Foundation

/// A search of the Apple Music catalog for a term, for items of some types. A render reaches
/// no catalog: `response()` throws `MusicTokenRequestError.permissionDenied` after a runtime
/// warning naming the request and its term.
public struct MusicCatalogSearchRequest: Sendable, CustomStringConvertible {
    /// The search term.
    public let term: String
    /// The types of items to search for.
    let types: [any MusicCatalogSearchable.Type]
    /// The most items of each type to return (nil: the API's default, 5).
    public var limit: Int?
    /// How many items of each type to skip.
    public var offset: Int?
    /// Whether the response also has `topResults` (false by default).
    public var includeTopResults: Bool = false

    /// A search for `term` among items of `types` (`[Song.self, Album.self]`).
    public init(term: String, types: [any MusicCatalogSearchable.Type]) {
        self.term = term
        self.types = types
    }

    /// The search's results: in a render, throws `MusicTokenRequestError.permissionDenied`.
    public func response() async throws -> MusicCatalogSearchResponse {
        throw MusicKitRender.unavailable("MusicCatalogSearchRequest(term: \"\(term)\").response()")
    }

    /// The term, types, limit and offset.
    public var description: String {
        "MusicCatalogSearchRequest(term: \"\(term)\", types: [\(types.map { "\($0)" }.joined(separator: ", "))], limit: \(limit.map(String.init) ?? "nil"), offset: \(offset.map(String.init) ?? "nil"))"
    }
}

/// The results of a catalog search, a collection per type (never made in a render, where the
/// search throws).
public struct MusicCatalogSearchResponse: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The albums found.
    public let albums: MusicItemCollection<Album>
    /// The artists found.
    public let artists: MusicItemCollection<Artist>
    /// The curators found.
    public let curators: MusicItemCollection<Curator>
    /// The music videos found.
    public let musicVideos: MusicItemCollection<MusicVideo>
    /// The playlists found.
    public let playlists: MusicItemCollection<Playlist>
    /// The radio shows found.
    public let radioShows: MusicItemCollection<RadioShow>
    /// The record labels found.
    public let recordLabels: MusicItemCollection<RecordLabel>
    /// The songs found.
    public let songs: MusicItemCollection<Song>
    /// The stations found.
    public let stations: MusicItemCollection<Station>
    /// The best matches of every type, when the request asked for them.
    public let topResults: MusicItemCollection<MusicCatalogSearchResponse.TopResult>

    /// How many items of each type were found.
    public var description: String {
        "MusicCatalogSearchResponse(songs: \(songs.count), albums: \(albums.count), artists: \(artists.count), playlists: \(playlists.count), stations: \(stations.count), topResults: \(topResults.count))"
    }

    /// One of the best matches of a catalog search.
    public enum TopResult: MusicItem, Identifiable, Equatable, Hashable, Codable, Sendable, CustomStringConvertible {
        /// An album.
        case album(Album)
        /// An artist.
        case artist(Artist)
        /// A curator.
        case curator(Curator)
        /// A music video.
        case musicVideo(MusicVideo)
        /// A playlist.
        case playlist(Playlist)
        /// A radio show.
        case radioShow(RadioShow)
        /// A record label.
        case recordLabel(RecordLabel)
        /// A song.
        case song(Song)
        /// A station.
        case station(Station)

        /// The item in the case.
        private var item: any MusicItem & Encodable {
            switch self {
            case .album(let item): item
            case .artist(let item): item
            case .curator(let item): item
            case .musicVideo(let item): item
            case .playlist(let item): item
            case .radioShow(let item): item
            case .recordLabel(let item): item
            case .song(let item): item
            case .station(let item): item
            }
        }

        /// The item's unique identifier.
        public var id: MusicItemID { item.id }

        private enum Keys: String, CodingKey { case type, attributes, kind }

        /// Decodes a resource object of any of the cases' types, by its `type`.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            let type = try container.decode(String.self, forKey: .type)
            let kind = try? container.nestedContainer(keyedBy: Keys.self, forKey: .attributes).decodeIfPresent(String.self, forKey: .kind)
            switch type.replacingOccurrences(of: "library-", with: "") {
            case "albums": self = .album(try Album(from: decoder))
            case "artists": self = .artist(try Artist(from: decoder))
            case "apple-curators" where kind == "Show": self = .radioShow(try RadioShow(from: decoder))
            case "curators", "apple-curators": self = .curator(try Curator(from: decoder))
            case "music-videos": self = .musicVideo(try MusicVideo(from: decoder))
            case "playlists": self = .playlist(try Playlist(from: decoder))
            case "record-labels": self = .recordLabel(try RecordLabel(from: decoder))
            case "songs": self = .song(try Song(from: decoder))
            case "stations": self = .station(try Station(from: decoder))
            default:
                throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "No top result is of type \"\(type)\"")
            }
        }

        /// Encodes the item's resource object.
        public func encode(to encoder: any Encoder) throws { try item.encode(to: encoder) }

        /// The case's item.
        public var description: String { "TopResult(\(item))" }
    }
}
