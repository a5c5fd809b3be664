import Foundation

/// An artist: an item decoded from the API's `artists` (or `library-artists`) resource, with the
/// attributes and loaded relationships and views it was given (`topSongs`, `fullAlbums`, …; nil
/// when not in the JSON, since a render fetches nothing).
public struct Artist: MusicItem, Identifiable, Equatable, Hashable, Codable, Sendable, MusicPropertyContainer,
    FilterableMusicItem, MusicCatalogSearchable, MusicLibrarySearchable, MusicLibraryRequestable,
    CustomStringConvertible, CustomDebugStringConvertible, MusicResourceItem {
    /// The artist properties a catalog resource request filters on.
    public typealias FilterType = any ArtistFilter
    /// The artist properties a library request filters on.
    public typealias LibraryFilter = any LibraryArtistFilter
    /// The artist properties a library request sorts by.
    public typealias LibrarySortProperties = any LibraryArtistSortProperties

    /// The artist's unique identifier.
    public let id: MusicItemID
    let resourceType: String
    let loadedKeys: Set<String>

    /// The artist's name.
    public let name: String
    /// The artist's artwork.
    public let artwork: Artwork?
    /// The editors' notes about the artist.
    public let editorialNotes: EditorialNotes?
    /// The names of the artist's genres.
    public let genreNames: [String]?
    /// The URL of the artist's page in the catalog.
    public let url: URL?

    /// The artist's albums (a relationship).
    public let albums: MusicItemCollection<Album>?
    /// Albums by other artists the artist appears on (a view).
    public let appearsOnAlbums: MusicItemCollection<Album>?
    /// Compilations the artist appears on (a view).
    public let compilationAlbums: MusicItemCollection<Album>?
    /// The artist's featured albums (a view).
    public let featuredAlbums: MusicItemCollection<Album>?
    /// Playlists featuring the artist (a view).
    public let featuredPlaylists: MusicItemCollection<Playlist>?
    /// The artist's full-length albums (a view).
    public let fullAlbums: MusicItemCollection<Album>?
    /// The artist's genres (a relationship).
    public let genres: MusicItemCollection<Genre>?
    /// The artist's latest release (a view).
    public let latestRelease: Album?
    /// The artist's live albums (a view).
    public let liveAlbums: MusicItemCollection<Album>?
    /// The artist's music videos (a relationship).
    public let musicVideos: MusicItemCollection<MusicVideo>?
    /// The artist's playlists (a relationship).
    public let playlists: MusicItemCollection<Playlist>?
    /// Artists similar to this one (a view).
    public let similarArtists: MusicItemCollection<Artist>?
    /// The artist's singles (a view).
    public let singles: MusicItemCollection<Album>?
    /// The artist's station (a relationship).
    public let station: Station?
    /// The artist's most popular music videos (a view).
    public let topMusicVideos: MusicItemCollection<MusicVideo>?
    /// The artist's most popular songs (a view).
    public let topSongs: MusicItemCollection<Song>?

    /// Decodes an `artists` or `library-artists` resource object.
    public init(from decoder: any Decoder) throws {
        let r = try ResourceReader(decoder, type: "artists")
        id = r.id
        resourceType = r.type
        loadedKeys = r.loadedKeys
        name = r.text("name")
        artwork = r.attribute("artwork")
        editorialNotes = r.attribute("editorialNotes")
        genreNames = r.attribute("genreNames")
        url = r.url("url")
        albums = r.collection("albums")
        appearsOnAlbums = r.collection("appears-on-albums")
        compilationAlbums = r.collection("compilation-albums")
        featuredAlbums = r.collection("featured-albums")
        featuredPlaylists = r.collection("featured-playlists")
        fullAlbums = r.collection("full-albums")
        genres = r.collection("genres")
        latestRelease = r.single("latest-release")
        liveAlbums = r.collection("live-albums")
        musicVideos = r.collection("music-videos")
        playlists = r.collection("playlists")
        similarArtists = r.collection("similar-artists")
        singles = r.collection("singles")
        station = r.single("station")
        topMusicVideos = r.collection("top-music-videos")
        topSongs = r.collection("top-songs")
    }

    /// Encodes the resource object it was decoded from (views as relationships).
    public func encode(to encoder: any Encoder) throws {
        var w = try ResourceWriter(encoder, id: id, type: resourceType)
        try w.attribute("name", name)
        try w.attribute("artwork", artwork)
        try w.attribute("editorialNotes", editorialNotes)
        try w.attribute("genreNames", genreNames)
        try w.url("url", url)
        try w.relationship("albums", albums)
        try w.relationship("appears-on-albums", appearsOnAlbums)
        try w.relationship("compilation-albums", compilationAlbums)
        try w.relationship("featured-albums", featuredAlbums)
        try w.relationship("featured-playlists", featuredPlaylists)
        try w.relationship("full-albums", fullAlbums)
        try w.relationship("genres", genres)
        try w.relationship("latest-release", latestRelease)
        try w.relationship("live-albums", liveAlbums)
        try w.relationship("music-videos", musicVideos)
        try w.relationship("playlists", playlists)
        try w.relationship("similar-artists", similarArtists)
        try w.relationship("singles", singles)
        try w.relationship("station", station)
        try w.relationship("top-music-videos", topMusicVideos)
        try w.relationship("top-songs", topSongs)
    }

    /// The artist's identifier and name.
    public var description: String { "Artist(id: \"\(id)\", name: \"\(name)\")" }

    /// The artist's identifier, name and genres.
    public var debugDescription: String {
        "Artist(id: \"\(id)\", name: \"\(name)\", genreNames: \(genreNames.map { "\($0)" } ?? "nil"))"
    }
}
