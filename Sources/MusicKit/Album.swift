import Foundation

/// An album: an item decoded from the API's `albums` (or `library-albums`) resource, with the
/// attributes and loaded relationships it was given. A render fetches nothing: relationships
/// that were not in the JSON (`tracks`, `artists`, …) stay nil.
public struct Album: MusicItem, Identifiable, Equatable, Hashable, Codable, Sendable, PlayableMusicItem, MusicPropertyContainer,
    FilterableMusicItem, MusicCatalogSearchable, MusicLibrarySearchable, MusicCatalogChartRequestable,
    MusicLibraryRequestable, MusicLibraryAddable, CustomStringConvertible, CustomDebugStringConvertible, MusicResourceItem {
    /// The album properties a catalog resource request filters on.
    public typealias FilterType = any AlbumFilter
    /// The album properties a library request filters on.
    public typealias LibraryFilter = any LibraryAlbumFilter
    /// The album properties a library request sorts by.
    public typealias LibrarySortProperties = any LibraryAlbumSortProperties

    /// The album's unique identifier.
    public let id: MusicItemID
    let resourceType: String
    let loadedKeys: Set<String>

    /// The album's title (the API's `name`).
    public let title: String
    /// The artist's name.
    public let artistName: String
    /// The URL of the artist's page in the catalog.
    public let artistURL: URL?
    /// The album's artwork.
    public let artwork: Artwork?
    /// The variants of the album's audio (an extended attribute).
    public let audioVariants: [AudioVariant]?
    /// The album's content rating.
    public let contentRating: ContentRating?
    /// The album's copyright notice.
    public let copyright: String?
    /// The editors' notes about the album.
    public let editorialNotes: EditorialNotes?
    /// The names of the album's genres.
    public let genreNames: [String]
    /// Whether the album is an Apple Digital Master.
    public let isAppleDigitalMaster: Bool?
    /// Whether the album is a compilation.
    public let isCompilation: Bool?
    /// Whether the album has all its tracks.
    public let isComplete: Bool?
    /// Whether the album is a single.
    public let isSingle: Bool?
    /// When the person last played the album (library albums).
    public let lastPlayedDate: Date?
    /// When the person added the album to the library.
    public let libraryAddedDate: Date?
    /// The parameters a player needs to play the album.
    public let playParameters: PlayParameters?
    /// The album's release date.
    public let releaseDate: Date?
    /// The number of tracks on the album.
    public let trackCount: Int
    /// The album's Universal Product Code.
    public let upc: String?
    /// The URL of the album's page in the catalog.
    public let url: URL?

    /// The playlists the album appears on (a relationship).
    public let appearsOn: MusicItemCollection<Playlist>?
    /// The album's artists (a relationship).
    public let artists: MusicItemCollection<Artist>?
    /// The album's genres (a relationship).
    public let genres: MusicItemCollection<Genre>?
    /// Other versions of the album (a relationship).
    public let otherVersions: MusicItemCollection<Album>?
    /// The album's record labels (a relationship).
    public let recordLabels: MusicItemCollection<RecordLabel>?
    /// Albums related to this one (a relationship).
    public let relatedAlbums: MusicItemCollection<Album>?
    /// Music videos related to the album (a relationship).
    public let relatedVideos: MusicItemCollection<MusicVideo>?
    /// The album's tracks, songs and music videos (a relationship).
    public let tracks: MusicItemCollection<Track>?

    /// Decodes an `albums` or `library-albums` resource object.
    public init(from decoder: any Decoder) throws {
        let r = try ResourceReader(decoder, type: "albums")
        id = r.id
        resourceType = r.type
        loadedKeys = r.loadedKeys
        title = r.text("name")
        artistName = r.text("artistName")
        artistURL = r.url("artistUrl")
        artwork = r.attribute("artwork")
        audioVariants = r.attribute("audioVariants")
        contentRating = r.attribute("contentRating")
        copyright = r.attribute("copyright")
        editorialNotes = r.attribute("editorialNotes")
        genreNames = r.attribute("genreNames") ?? []
        isAppleDigitalMaster = r.attribute("isAppleDigitalMaster")
        isCompilation = r.attribute("isCompilation")
        isComplete = r.attribute("isComplete")
        isSingle = r.attribute("isSingle")
        lastPlayedDate = r.date("lastPlayedDate")
        libraryAddedDate = r.date("dateAdded")
        playParameters = r.attribute("playParams")
        releaseDate = r.date("releaseDate")
        trackCount = r.attribute("trackCount") ?? 0
        upc = r.attribute("upc")
        url = r.url("url")
        appearsOn = r.collection("appears-on")
        artists = r.collection("artists")
        genres = r.collection("genres")
        otherVersions = r.collection("other-versions")
        recordLabels = r.collection("record-labels")
        relatedAlbums = r.collection("related-albums")
        relatedVideos = r.collection("related-videos")
        tracks = r.collection("tracks")
    }

    /// Encodes the resource object it was decoded from.
    public func encode(to encoder: any Encoder) throws {
        var w = try ResourceWriter(encoder, id: id, type: resourceType)
        try w.attribute("name", title)
        try w.attribute("artistName", artistName)
        try w.url("artistUrl", artistURL)
        try w.attribute("artwork", artwork)
        try w.attribute("audioVariants", audioVariants)
        try w.attribute("contentRating", contentRating)
        try w.attribute("copyright", copyright)
        try w.attribute("editorialNotes", editorialNotes)
        try w.attribute("genreNames", genreNames)
        try w.attribute("isAppleDigitalMaster", isAppleDigitalMaster)
        try w.attribute("isCompilation", isCompilation)
        try w.attribute("isComplete", isComplete)
        try w.attribute("isSingle", isSingle)
        try w.date("lastPlayedDate", lastPlayedDate, day: false)
        try w.date("dateAdded", libraryAddedDate, day: false)
        try w.attribute("playParams", playParameters)
        try w.date("releaseDate", releaseDate)
        try w.attribute("trackCount", trackCount)
        try w.attribute("upc", upc)
        try w.url("url", url)
        try w.relationship("appears-on", appearsOn)
        try w.relationship("artists", artists)
        try w.relationship("genres", genres)
        try w.relationship("other-versions", otherVersions)
        try w.relationship("record-labels", recordLabels)
        try w.relationship("related-albums", relatedAlbums)
        try w.relationship("related-videos", relatedVideos)
        try w.relationship("tracks", tracks)
    }

    /// The album's identifier, title and artist.
    public var description: String { "Album(id: \"\(id)\", title: \"\(title)\", artistName: \"\(artistName)\")" }

    /// The album's identifier, title, artist and track count.
    public var debugDescription: String {
        "Album(id: \"\(id)\", title: \"\(title)\", artistName: \"\(artistName)\", trackCount: \(trackCount))"
    }
}
