import Foundation

// The properties a library request filters on and sorts by, as key paths:
// `request.filter(matching: \.artistName, equalTo: "Daft Punk")`, `request.sort(by: \.title, ascending: true)`.

/// A value a library request can compare for equality.
public protocol MusicLibraryRequestFilterValueEquatable: Equatable {}
/// A value a library request can look up in a list of values.
public protocol MusicLibraryRequestFilterValueMembershipComparable: Equatable {}

extension String: MusicLibraryRequestFilterValueEquatable, MusicLibraryRequestFilterValueMembershipComparable {}
extension Bool: MusicLibraryRequestFilterValueEquatable {}
extension Int: MusicLibraryRequestFilterValueEquatable, MusicLibraryRequestFilterValueMembershipComparable {}
extension MusicItemID: MusicLibraryRequestFilterValueEquatable, MusicLibraryRequestFilterValueMembershipComparable {}
extension Playlist.Kind: MusicLibraryRequestFilterValueEquatable, MusicLibraryRequestFilterValueMembershipComparable {}

/// The song properties a library request filters on.
public protocol LibrarySongFilter {
    /// The song's unique identifier.
    var id: MusicItemID { get }
    /// The song's title.
    var title: String { get }
    /// The artist's name.
    var artistName: String? { get }
    /// The title of the album the song appears on.
    var albumTitle: String? { get }
    /// The composer's name.
    var composerName: String? { get }
    /// The song's albums.
    var albums: MusicItemCollection<Album>? { get }
    /// The song's artists.
    var artists: MusicItemCollection<Artist>? { get }
    /// The song's genres.
    var genres: MusicItemCollection<Genre>? { get }
}

/// The song properties a library request sorts by.
public protocol LibrarySongSortProperties {
    /// The song's title.
    var title: String { get }
    /// The artist's name.
    var artistName: String { get }
    /// The title of the album the song appears on.
    var albumTitle: String? { get }
    /// When the person added the song.
    var libraryAddedDate: Date? { get }
    /// When the person last played the song.
    var lastPlayedDate: Date? { get }
    /// How many times the person played the song.
    var playCount: Int? { get }
}

/// The album properties a library request filters on.
public protocol LibraryAlbumFilter {
    /// The album's unique identifier.
    var id: MusicItemID { get }
    /// The album's title.
    var title: String { get }
    /// The artist's name.
    var artistName: String? { get }
    /// Whether the album is a compilation.
    var isCompilation: Bool? { get }
    /// The album's artists.
    var artists: MusicItemCollection<Artist>? { get }
    /// The album's genres.
    var genres: MusicItemCollection<Genre>? { get }
}

/// The album properties a library request sorts by.
public protocol LibraryAlbumSortProperties {
    /// The album's title.
    var title: String { get }
    /// The artist's name.
    var artistName: String { get }
    /// When the person added the album.
    var libraryAddedDate: Date? { get }
    /// When the person last played the album.
    var lastPlayedDate: Date? { get }
    /// The album's release date.
    var releaseDate: Date? { get }
    /// The number of tracks for the album.
    var trackCount: Int { get }
}

/// The artist properties a library request filters on.
public protocol LibraryArtistFilter {
    /// The artist's unique identifier.
    var id: MusicItemID { get }
    /// The artist's name.
    var name: String { get }
}

/// The artist properties a library request sorts by.
public protocol LibraryArtistSortProperties {
    /// The artist's name.
    var name: String { get }
}

/// The playlist properties a library request filters on.
public protocol LibraryPlaylistFilter {
    /// The playlist's unique identifier.
    var id: MusicItemID { get }
    /// The playlist's name.
    var name: String { get }
    /// The kind of playlist.
    var kind: Playlist.Kind? { get }
}

/// The playlist properties a library request sorts by.
public protocol LibraryPlaylistSortProperties {
    /// The playlist's name.
    var name: String { get }
    /// When the person added the playlist.
    var libraryAddedDate: Date? { get }
    /// When the playlist last changed.
    var lastModifiedDate: Date? { get }
    /// When the person last played the playlist.
    var lastPlayedDate: Date? { get }
}

/// The music video properties a library request filters on.
public protocol LibraryMusicVideoFilter {
    /// The music video's unique identifier.
    var id: MusicItemID { get }
    /// The music video's title.
    var title: String { get }
    /// The artist's name.
    var artistName: String? { get }
}

/// The music video properties a library request sorts by.
public protocol LibraryMusicVideoSortProperties {
    /// The music video's title.
    var title: String { get }
    /// The artist's name.
    var artistName: String { get }
    /// When the person added the music video.
    var libraryAddedDate: Date? { get }
}

/// The genre properties a library request filters on.
public protocol LibraryGenreFilter {
    /// The genre's unique identifier.
    var id: MusicItemID { get }
    /// The genre's name.
    var name: String { get }
}

/// The genre properties a library request sorts by.
public protocol LibraryGenreSortProperties {
    /// The genre's name.
    var name: String { get }
}
