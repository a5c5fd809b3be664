import Foundation

/// A music video: an item decoded from the API's `music-videos` (or `library-music-videos`)
/// resource, with the attributes and loaded relationships it was given. A render plays no video.
public struct MusicVideo: MusicItem, Identifiable, Equatable, Hashable, Codable, Sendable, PlayableMusicItem, MusicPropertyContainer,
    FilterableMusicItem, MusicCatalogSearchable, MusicLibrarySearchable, MusicCatalogChartRequestable,
    MusicRecentlyPlayedRequestable, MusicLibraryRequestable, MusicLibraryAddable, MusicPlaylistAddable,
    CustomStringConvertible, CustomDebugStringConvertible, MusicResourceItem {
    /// The music video properties a catalog resource request filters on.
    public typealias FilterType = any MusicVideoFilter
    /// The music video properties a library request filters on.
    public typealias LibraryFilter = any LibraryMusicVideoFilter
    /// The music video properties a library request sorts by.
    public typealias LibrarySortProperties = any LibraryMusicVideoSortProperties

    /// The music video's unique identifier.
    public let id: MusicItemID
    let resourceType: String
    let loadedKeys: Set<String>

    /// The music video's title (the API's `name`).
    public let title: String
    /// The artist's name.
    public let artistName: String
    /// The title of the album the music video belongs to (the API's `albumName`).
    public let albumTitle: String?
    /// The URL of the artist's page in the catalog.
    public let artistURL: URL?
    /// The music video's artwork.
    public let artwork: Artwork?
    /// The music video's content rating.
    public let contentRating: ContentRating?
    /// The music video's duration, in seconds.
    public let duration: TimeInterval?
    /// The editors' notes about the music video.
    public let editorialNotes: EditorialNotes?
    /// The names of the music video's genres.
    public let genreNames: [String]
    /// Whether the music video is available in 4K.
    public let has4K: Bool?
    /// Whether the music video is available in HDR.
    public let hasHDR: Bool?
    /// The music video's International Standard Recording Code.
    public let isrc: String?
    /// When the person last played the music video (library videos).
    public let lastPlayedDate: Date?
    /// When the person added the music video to the library.
    public let libraryAddedDate: Date?
    /// How many times the person played the music video (library videos).
    public let playCount: Int?
    /// The parameters a player needs to play the music video.
    public let playParameters: PlayParameters?
    /// The music video's previews.
    public let previewAssets: [PreviewAsset]?
    /// The music video's release date.
    public let releaseDate: Date?
    /// The music video's number on its album.
    public let trackNumber: Int?
    /// The URL of the music video's page in the catalog.
    public let url: URL?

    /// The albums the music video belongs to (a relationship).
    public let albums: MusicItemCollection<Album>?
    /// The music video's artists (a relationship).
    public let artists: MusicItemCollection<Artist>?
    /// The music video's genres (a relationship).
    public let genres: MusicItemCollection<Genre>?
    /// The songs of the music video (a relationship).
    public let songs: MusicItemCollection<Song>?

    /// Decodes a `music-videos` or `library-music-videos` resource object.
    public init(from decoder: any Decoder) throws {
        let r = try ResourceReader(decoder, type: "music-videos")
        id = r.id
        resourceType = r.type
        loadedKeys = r.loadedKeys
        title = r.text("name")
        artistName = r.text("artistName")
        albumTitle = r.attribute("albumName")
        artistURL = r.url("artistUrl")
        artwork = r.attribute("artwork")
        contentRating = r.attribute("contentRating")
        duration = r.duration()
        editorialNotes = r.attribute("editorialNotes")
        genreNames = r.attribute("genreNames") ?? []
        has4K = r.attribute("has4K")
        hasHDR = r.attribute("hasHDR")
        isrc = r.attribute("isrc")
        lastPlayedDate = r.date("lastPlayedDate")
        libraryAddedDate = r.date("dateAdded")
        playCount = r.attribute("playCount")
        playParameters = r.attribute("playParams")
        previewAssets = r.attribute("previews")
        releaseDate = r.date("releaseDate")
        trackNumber = r.attribute("trackNumber")
        url = r.url("url")
        albums = r.collection("albums")
        artists = r.collection("artists")
        genres = r.collection("genres")
        songs = r.collection("songs")
    }

    /// Encodes the resource object it was decoded from.
    public func encode(to encoder: any Encoder) throws {
        var w = try ResourceWriter(encoder, id: id, type: resourceType)
        try w.attribute("name", title)
        try w.attribute("artistName", artistName)
        try w.attribute("albumName", albumTitle)
        try w.url("artistUrl", artistURL)
        try w.attribute("artwork", artwork)
        try w.attribute("contentRating", contentRating)
        try w.duration(duration)
        try w.attribute("editorialNotes", editorialNotes)
        try w.attribute("genreNames", genreNames)
        try w.attribute("has4K", has4K)
        try w.attribute("hasHDR", hasHDR)
        try w.attribute("isrc", isrc)
        try w.date("lastPlayedDate", lastPlayedDate, day: false)
        try w.date("dateAdded", libraryAddedDate, day: false)
        try w.attribute("playCount", playCount)
        try w.attribute("playParams", playParameters)
        try w.attribute("previews", previewAssets)
        try w.date("releaseDate", releaseDate)
        try w.attribute("trackNumber", trackNumber)
        try w.url("url", url)
        try w.relationship("albums", albums)
        try w.relationship("artists", artists)
        try w.relationship("genres", genres)
        try w.relationship("songs", songs)
    }

    /// The music video's identifier, title and artist.
    public var description: String { "MusicVideo(id: \"\(id)\", title: \"\(title)\", artistName: \"\(artistName)\")" }

    /// The music video's identifier, title, artist and duration.
    public var debugDescription: String {
        "MusicVideo(id: \"\(id)\", title: \"\(title)\", artistName: \"\(artistName)\", duration: \(duration.map { "\($0)" } ?? "nil"))"
    }
}
