import Foundation

/// A track of an album or playlist: a song or a music video. Decoded from a `songs` or
/// `music-videos` resource (and their `library-` forms), by the resource's `type`.
public enum Track: MusicItem, Identifiable, Equatable, Hashable, Codable, Sendable, PlayableMusicItem, MusicPropertyContainer,
    MusicPlaylistAddable, MusicRecentlyPlayedRequestable, CustomStringConvertible, CustomDebugStringConvertible, MusicResourceItem {
    /// A track that is a song.
    case song(Song)
    /// A track that is a music video.
    case musicVideo(MusicVideo)

    /// The track's unique identifier.
    public var id: MusicItemID {
        switch self {
        case .song(let song): song.id
        case .musicVideo(let video): video.id
        }
    }

    var loadedKeys: Set<String> {
        switch self {
        case .song(let song): song.loadedKeys
        case .musicVideo(let video): video.loadedKeys
        }
    }

    /// The value of `song` or `musicVideo` at the same key path.
    private func value<T>(_ song: (Song) -> T, _ video: (MusicVideo) -> T) -> T {
        switch self {
        case .song(let item): song(item)
        case .musicVideo(let item): video(item)
        }
    }

    /// The track's title.
    public var title: String { value(\.title, \.title) }
    /// The artist's name.
    public var artistName: String { value(\.artistName, \.artistName) }
    /// The title of the album the track appears on.
    public var albumTitle: String? { value(\.albumTitle, \.albumTitle) }
    /// The URL of the artist's page in the catalog.
    public var artistURL: URL? { value(\.artistURL, \.artistURL) }
    /// The track's artwork.
    public var artwork: Artwork? { value(\.artwork, \.artwork) }
    /// The track's content rating.
    public var contentRating: ContentRating? { value(\.contentRating, \.contentRating) }
    /// The track's disc number (songs; nil for music videos).
    public var discNumber: Int? { value(\.discNumber, { _ in nil }) }
    /// The track's duration, in seconds.
    public var duration: TimeInterval? { value(\.duration, \.duration) }
    /// The editors' notes about the track.
    public var editorialNotes: EditorialNotes? { value(\.editorialNotes, \.editorialNotes) }
    /// The names of the track's genres.
    public var genreNames: [String] { value(\.genreNames, \.genreNames) }
    /// The track's International Standard Recording Code.
    public var isrc: String? { value(\.isrc, \.isrc) }
    /// When the person last played the track.
    public var lastPlayedDate: Date? { value(\.lastPlayedDate, \.lastPlayedDate) }
    /// When the person added the track to the library.
    public var libraryAddedDate: Date? { value(\.libraryAddedDate, \.libraryAddedDate) }
    /// How many times the person played the track.
    public var playCount: Int? { value(\.playCount, \.playCount) }
    /// The parameters a player needs to play the track.
    public var playParameters: PlayParameters? { value(\.playParameters, \.playParameters) }
    /// The track's previews.
    public var previewAssets: [PreviewAsset]? { value(\.previewAssets, \.previewAssets) }
    /// The track's release date.
    public var releaseDate: Date? { value(\.releaseDate, \.releaseDate) }
    /// The track's number on its album.
    public var trackNumber: Int? { value(\.trackNumber, \.trackNumber) }
    /// The URL of the track's page in the catalog.
    public var url: URL? { value(\.url, \.url) }

    /// The albums the track appears on (a relationship).
    public var albums: MusicItemCollection<Album>? { value(\.albums, \.albums) }
    /// The track's artists (a relationship).
    public var artists: MusicItemCollection<Artist>? { value(\.artists, \.artists) }
    /// The track's genres (a relationship).
    public var genres: MusicItemCollection<Genre>? { value(\.genres, \.genres) }

    private enum Keys: String, CodingKey { case type }

    /// Decodes a song or music video resource, by its `type` (a song when it names none).
    public init(from decoder: any Decoder) throws {
        let type = try decoder.container(keyedBy: Keys.self).decodeIfPresent(String.self, forKey: .type) ?? "songs"
        self = type.hasSuffix("music-videos") ? .musicVideo(try MusicVideo(from: decoder)) : .song(try Song(from: decoder))
    }

    /// Encodes the song or music video's resource.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .song(let song): try song.encode(to: encoder)
        case .musicVideo(let video): try video.encode(to: encoder)
        }
    }

    /// The track's case and item.
    public var description: String { value({ "Track.song(\($0))" }, { "Track.musicVideo(\($0))" }) }

    /// The track's case and item, in detail.
    public var debugDescription: String {
        value({ "Track.song(\($0.debugDescription))" }, { "Track.musicVideo(\($0.debugDescription))" })
    }
}
