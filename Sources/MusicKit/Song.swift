import Foundation

/// A song: an item decoded from the API's `songs` (or `library-songs`) resource, with the
/// attributes and loaded relationships it was given. A render fetches nothing: relationships
/// that were not in the JSON stay nil.
public struct Song: MusicItem, Identifiable, Equatable, Hashable, Codable, Sendable, PlayableMusicItem, MusicPropertyContainer,
    FilterableMusicItem, MusicCatalogSearchable, MusicLibrarySearchable, MusicCatalogChartRequestable,
    MusicRecentlyPlayedRequestable, MusicLibraryRequestable, MusicLibraryAddable, MusicPlaylistAddable,
    CustomStringConvertible, CustomDebugStringConvertible, MusicResourceItem {
    /// The song properties a catalog resource request filters on.
    public typealias FilterType = any SongFilter
    /// The song properties a library request filters on.
    public typealias LibraryFilter = any LibrarySongFilter
    /// The song properties a library request sorts by.
    public typealias LibrarySortProperties = any LibrarySongSortProperties

    /// The song's unique identifier.
    public let id: MusicItemID
    let resourceType: String
    let loadedKeys: Set<String>

    /// The song's title (the API's `name`).
    public let title: String
    /// The artist's name.
    public let artistName: String
    /// The title of the album the song appears on (the API's `albumName`).
    public let albumTitle: String?
    /// The URL of the artist's page in the catalog.
    public let artistURL: URL?
    /// The song's artwork.
    public let artwork: Artwork?
    /// The attribution of the song, when the catalog gives one.
    public let attribution: String?
    /// The variants of the song's audio (an extended attribute).
    public let audioVariants: [AudioVariant]?
    /// The composer's name.
    public let composerName: String?
    /// The song's content rating.
    public let contentRating: ContentRating?
    /// The song's disc number on its album.
    public let discNumber: Int?
    /// The song's duration, in seconds (the API's `durationInMillis` / 1000).
    public let duration: TimeInterval?
    /// The editors' notes about the song.
    public let editorialNotes: EditorialNotes?
    /// The names of the song's genres.
    public let genreNames: [String]
    /// Whether the song has lyrics.
    public let hasLyrics: Bool
    /// Whether the song is an Apple Digital Master.
    public let isAppleDigitalMaster: Bool?
    /// The song's International Standard Recording Code.
    public let isrc: String?
    /// When the person last played the song (library songs).
    public let lastPlayedDate: Date?
    /// When the person added the song to the library.
    public let libraryAddedDate: Date?
    /// The number of movements of the classical work.
    public let movementCount: Int?
    /// The name of the classical movement.
    public let movementName: String?
    /// The number of the classical movement.
    public let movementNumber: Int?
    /// How many times the person played the song (library songs).
    public let playCount: Int?
    /// The parameters a player needs to play the song.
    public let playParameters: PlayParameters?
    /// The song's previews.
    public let previewAssets: [PreviewAsset]?
    /// The song's release date.
    public let releaseDate: Date?
    /// The song's track number on its album.
    public let trackNumber: Int?
    /// The URL of the song's page in the catalog.
    public let url: URL?
    /// The name of the classical work.
    public let workName: String?

    /// The albums the song appears on (a relationship).
    public let albums: MusicItemCollection<Album>?
    /// The song's artists (a relationship).
    public let artists: MusicItemCollection<Artist>?
    /// The song's composers (a relationship).
    public let composers: MusicItemCollection<Artist>?
    /// The song's genres (a relationship).
    public let genres: MusicItemCollection<Genre>?
    /// The music videos of the song (a relationship).
    public let musicVideos: MusicItemCollection<MusicVideo>?
    /// The station built from the song (a relationship).
    public let station: Station?

    /// Decodes a `songs` or `library-songs` resource object.
    public init(from decoder: any Decoder) throws {
        let r = try ResourceReader(decoder, type: "songs")
        id = r.id
        resourceType = r.type
        loadedKeys = r.loadedKeys
        title = r.text("name")
        artistName = r.text("artistName")
        albumTitle = r.attribute("albumName")
        artistURL = r.url("artistUrl")
        artwork = r.attribute("artwork")
        attribution = r.attribute("attribution")
        audioVariants = r.attribute("audioVariants")
        composerName = r.attribute("composerName")
        contentRating = r.attribute("contentRating")
        discNumber = r.attribute("discNumber")
        duration = r.duration()
        editorialNotes = r.attribute("editorialNotes")
        genreNames = r.attribute("genreNames") ?? []
        hasLyrics = r.attribute("hasLyrics") ?? false
        isAppleDigitalMaster = r.attribute("isAppleDigitalMaster")
        isrc = r.attribute("isrc")
        lastPlayedDate = r.date("lastPlayedDate")
        libraryAddedDate = r.date("dateAdded")
        movementCount = r.attribute("movementCount")
        movementName = r.attribute("movementName")
        movementNumber = r.attribute("movementNumber")
        playCount = r.attribute("playCount")
        playParameters = r.attribute("playParams")
        previewAssets = r.attribute("previews")
        releaseDate = r.date("releaseDate")
        trackNumber = r.attribute("trackNumber")
        url = r.url("url")
        workName = r.attribute("workName")
        albums = r.collection("albums")
        artists = r.collection("artists")
        composers = r.collection("composers")
        genres = r.collection("genres")
        musicVideos = r.collection("music-videos")
        station = r.single("station")
    }

    /// Encodes the resource object it was decoded from.
    public func encode(to encoder: any Encoder) throws {
        var w = try ResourceWriter(encoder, id: id, type: resourceType)
        try w.attribute("name", title)
        try w.attribute("artistName", artistName)
        try w.attribute("albumName", albumTitle)
        try w.url("artistUrl", artistURL)
        try w.attribute("artwork", artwork)
        try w.attribute("attribution", attribution)
        try w.attribute("audioVariants", audioVariants)
        try w.attribute("composerName", composerName)
        try w.attribute("contentRating", contentRating)
        try w.attribute("discNumber", discNumber)
        try w.duration(duration)
        try w.attribute("editorialNotes", editorialNotes)
        try w.attribute("genreNames", genreNames)
        try w.attribute("hasLyrics", hasLyrics)
        try w.attribute("isAppleDigitalMaster", isAppleDigitalMaster)
        try w.attribute("isrc", isrc)
        try w.date("lastPlayedDate", lastPlayedDate, day: false)
        try w.date("dateAdded", libraryAddedDate, day: false)
        try w.attribute("movementCount", movementCount)
        try w.attribute("movementName", movementName)
        try w.attribute("movementNumber", movementNumber)
        try w.attribute("playCount", playCount)
        try w.attribute("playParams", playParameters)
        try w.attribute("previews", previewAssets)
        try w.date("releaseDate", releaseDate)
        try w.attribute("trackNumber", trackNumber)
        try w.url("url", url)
        try w.attribute("workName", workName)
        try w.relationship("albums", albums)
        try w.relationship("artists", artists)
        try w.relationship("composers", composers)
        try w.relationship("genres", genres)
        try w.relationship("music-videos", musicVideos)
        try w.relationship("station", station)
    }

    /// The song's identifier, title and artist.
    public var description: String { "Song(id: \"\(id)\", title: \"\(title)\", artistName: \"\(artistName)\")" }

    /// The song's identifier, title, artist, album and duration.
    public var debugDescription: String {
        "Song(id: \"\(id)\", title: \"\(title)\", artistName: \"\(artistName)\", albumTitle: \(albumTitle.map { "\"\($0)\"" } ?? "nil"), duration: \(duration.map { "\($0)" } ?? "nil"))"
    }
}
