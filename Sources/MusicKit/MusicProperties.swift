import Foundation

// The properties `with(_:)` and `MusicCatalogResourceRequest.properties` name:
// `try await album.with([.tracks, .artists])`. Each is named by its Apple Music API key.

/// An identifier for a property of a music item of type `Root`, whatever its value's type.
public class PartialMusicProperty<Root>: Equatable, Hashable, @unchecked Sendable { // MusicKit's is Sendable
    // Unchecked: the only stored value is an immutable String.
    /// The property's Apple Music API name ("tracks", "music-videos").
    let name: String

    init(name: String) { self.name = name }

    /// Whether both identify the same property.
    public static func == (lhs: PartialMusicProperty<Root>, rhs: PartialMusicProperty<Root>) -> Bool {
        lhs.name == rhs.name && type(of: lhs) == type(of: rhs)
    }

    /// Hashes the property's name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// An identifier for a property of `Root` that must be loaded (`with(_:)`) before it has a value.
public class PartialMusicAsyncProperty<Root>: PartialMusicProperty<Root>, @unchecked Sendable {} // MusicKit's is Sendable

/// An identifier for a relationship of `Root` to items of `RelatedMusicItemType`.
public final class MusicRelationshipProperty<Root, RelatedMusicItemType>: PartialMusicAsyncProperty<Root>, @unchecked Sendable // MusicKit's is Sendable
where RelatedMusicItemType: MusicItem {}

/// An identifier for an extended attribute of `Root` whose value is a `Value`.
public final class MusicExtendedAttributeProperty<Root, Value>: PartialMusicAsyncProperty<Root>, @unchecked Sendable {} // MusicKit's is Sendable

/// Where `with(_:preferredSource:)` prefers to load properties from.
public enum MusicPropertySource: Equatable, Hashable, Sendable, CaseIterable, Codable {
    /// The Apple Music catalog.
    case catalog
    /// The person's music library.
    case library
}

extension MusicItem where Self: MusicPropertyContainer, Self: Decodable {
    /// This item with `properties` loaded. A render fetches nothing: when every property was
    /// already in the item's JSON it returns the item; otherwise it throws
    /// `MusicTokenRequestError.permissionDenied` after a runtime warning.
    public func with(_ properties: [PartialMusicAsyncProperty<Self>]) async throws -> Self {
        try loaded(properties, call: "with(_:)")
    }

    /// This item with `properties` loaded from `preferredSource`; in a render, as `with(_:)`.
    public func with(_ properties: [PartialMusicAsyncProperty<Self>], preferredSource: MusicPropertySource) async throws -> Self {
        try loaded(properties, call: "with(_:preferredSource:)")
    }

    /// This item with `properties` loaded from `preferredSource`; in a render, as `with(_:)`.
    public func with(_ properties: PartialMusicAsyncProperty<Self>..., preferredSource: MusicPropertySource) async throws -> Self {
        try loaded(properties, call: "with(_:preferredSource:)")
    }

    /// The item itself when it already holds `properties`, else the render's error.
    private func loaded(_ properties: [PartialMusicAsyncProperty<Self>], call: String) throws -> Self {
        let held = (self as? any MusicResourceItem)?.loadedKeys ?? []
        let missing = properties.map(\.name).filter { !held.contains($0) }
        guard missing.isEmpty else {
            throw MusicKitRender.unavailable("\(Self.self).\(call) loading \(missing.joined(separator: ", "))")
        }
        return self
    }
}

extension PartialMusicProperty where Root == Song {
    /// The albums the song appears on.
    public static var albums: MusicRelationshipProperty<Song, Album> { .init(name: "albums") }
    /// The song's artists.
    public static var artists: MusicRelationshipProperty<Song, Artist> { .init(name: "artists") }
    /// The song's composers.
    public static var composers: MusicRelationshipProperty<Song, Artist> { .init(name: "composers") }
    /// The song's genres.
    public static var genres: MusicRelationshipProperty<Song, Genre> { .init(name: "genres") }
    /// The song's music videos.
    public static var musicVideos: MusicRelationshipProperty<Song, MusicVideo> { .init(name: "music-videos") }
    /// The song's station.
    public static var station: MusicRelationshipProperty<Song, Station> { .init(name: "station") }
    /// The variants of the song's audio.
    public static var audioVariants: MusicExtendedAttributeProperty<Song, [AudioVariant]> { .init(name: "audioVariants") }
}

extension PartialMusicProperty where Root == Album {
    /// The playlists the album appears on.
    public static var appearsOn: MusicRelationshipProperty<Album, Playlist> { .init(name: "appears-on") }
    /// The album's artists.
    public static var artists: MusicRelationshipProperty<Album, Artist> { .init(name: "artists") }
    /// The album's genres.
    public static var genres: MusicRelationshipProperty<Album, Genre> { .init(name: "genres") }
    /// Other versions of the album.
    public static var otherVersions: MusicRelationshipProperty<Album, Album> { .init(name: "other-versions") }
    /// The album's record labels.
    public static var recordLabels: MusicRelationshipProperty<Album, RecordLabel> { .init(name: "record-labels") }
    /// Albums related to this one.
    public static var relatedAlbums: MusicRelationshipProperty<Album, Album> { .init(name: "related-albums") }
    /// Music videos related to the album.
    public static var relatedVideos: MusicRelationshipProperty<Album, MusicVideo> { .init(name: "related-videos") }
    /// The album's tracks.
    public static var tracks: MusicRelationshipProperty<Album, Track> { .init(name: "tracks") }
    /// The variants of the album's audio.
    public static var audioVariants: MusicExtendedAttributeProperty<Album, [AudioVariant]> { .init(name: "audioVariants") }
}

extension PartialMusicProperty where Root == Artist {
    /// The artist's albums.
    public static var albums: MusicRelationshipProperty<Artist, Album> { .init(name: "albums") }
    /// Albums by other artists the artist appears on.
    public static var appearsOnAlbums: MusicRelationshipProperty<Artist, Album> { .init(name: "appears-on-albums") }
    /// Compilations the artist appears on.
    public static var compilationAlbums: MusicRelationshipProperty<Artist, Album> { .init(name: "compilation-albums") }
    /// The artist's featured albums.
    public static var featuredAlbums: MusicRelationshipProperty<Artist, Album> { .init(name: "featured-albums") }
    /// Playlists featuring the artist.
    public static var featuredPlaylists: MusicRelationshipProperty<Artist, Playlist> { .init(name: "featured-playlists") }
    /// The artist's full-length albums.
    public static var fullAlbums: MusicRelationshipProperty<Artist, Album> { .init(name: "full-albums") }
    /// The artist's genres.
    public static var genres: MusicRelationshipProperty<Artist, Genre> { .init(name: "genres") }
    /// The artist's latest release.
    public static var latestRelease: MusicRelationshipProperty<Artist, Album> { .init(name: "latest-release") }
    /// The artist's live albums.
    public static var liveAlbums: MusicRelationshipProperty<Artist, Album> { .init(name: "live-albums") }
    /// The artist's music videos.
    public static var musicVideos: MusicRelationshipProperty<Artist, MusicVideo> { .init(name: "music-videos") }
    /// The artist's playlists.
    public static var playlists: MusicRelationshipProperty<Artist, Playlist> { .init(name: "playlists") }
    /// Artists similar to this one.
    public static var similarArtists: MusicRelationshipProperty<Artist, Artist> { .init(name: "similar-artists") }
    /// The artist's singles.
    public static var singles: MusicRelationshipProperty<Artist, Album> { .init(name: "singles") }
    /// The artist's station.
    public static var station: MusicRelationshipProperty<Artist, Station> { .init(name: "station") }
    /// The artist's most popular music videos.
    public static var topMusicVideos: MusicRelationshipProperty<Artist, MusicVideo> { .init(name: "top-music-videos") }
    /// The artist's most popular songs.
    public static var topSongs: MusicRelationshipProperty<Artist, Song> { .init(name: "top-songs") }
}

extension PartialMusicProperty where Root == Playlist {
    /// The playlist's curator.
    public static var curator: MusicRelationshipProperty<Playlist, Curator> { .init(name: "curator") }
    /// The playlist's entries.
    public static var entries: MusicRelationshipProperty<Playlist, Playlist.Entry> { .init(name: "entries") }
    /// Artists featured on the playlist.
    public static var featuredArtists: MusicRelationshipProperty<Playlist, Artist> { .init(name: "featured-artists") }
    /// More playlists by the curator.
    public static var moreByCurator: MusicRelationshipProperty<Playlist, Playlist> { .init(name: "more-by-curator") }
    /// The radio show the playlist belongs to.
    public static var radioShow: MusicRelationshipProperty<Playlist, RadioShow> { .init(name: "radio-show") }
    /// The playlist's tracks.
    public static var tracks: MusicRelationshipProperty<Playlist, Track> { .init(name: "tracks") }
}

extension PartialMusicProperty where Root == MusicVideo {
    /// The albums the music video belongs to.
    public static var albums: MusicRelationshipProperty<MusicVideo, Album> { .init(name: "albums") }
    /// The music video's artists.
    public static var artists: MusicRelationshipProperty<MusicVideo, Artist> { .init(name: "artists") }
    /// The music video's genres.
    public static var genres: MusicRelationshipProperty<MusicVideo, Genre> { .init(name: "genres") }
    /// The songs of the music video.
    public static var songs: MusicRelationshipProperty<MusicVideo, Song> { .init(name: "songs") }
}

extension PartialMusicProperty where Root == Track {
    /// The albums the track appears on.
    public static var albums: MusicRelationshipProperty<Track, Album> { .init(name: "albums") }
    /// The track's artists.
    public static var artists: MusicRelationshipProperty<Track, Artist> { .init(name: "artists") }
    /// The track's genres.
    public static var genres: MusicRelationshipProperty<Track, Genre> { .init(name: "genres") }
}

extension PartialMusicProperty where Root == Curator {
    /// The curator's playlists.
    public static var playlists: MusicRelationshipProperty<Curator, Playlist> { .init(name: "playlists") }
}

extension PartialMusicProperty where Root == RadioShow {
    /// The show's playlists.
    public static var playlists: MusicRelationshipProperty<RadioShow, Playlist> { .init(name: "playlists") }
}

extension PartialMusicProperty where Root == RecordLabel {
    /// The label's latest releases.
    public static var latestReleases: MusicRelationshipProperty<RecordLabel, Album> { .init(name: "latest-releases") }
    /// The label's most popular releases.
    public static var topReleases: MusicRelationshipProperty<RecordLabel, Album> { .init(name: "top-releases") }
}
