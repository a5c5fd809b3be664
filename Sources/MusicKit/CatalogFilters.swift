import Foundation

// The properties a catalog resource request filters on, as key paths:
// `MusicCatalogResourceRequest<Song>(matching: \.isrc, equalTo: "USUM72102471")`.

/// The song properties a catalog resource request filters on.
public protocol SongFilter {
    /// The song's unique identifier.
    var id: MusicItemID { get }
    /// The song's International Standard Recording Code.
    var isrc: String? { get }
}

/// The album properties a catalog resource request filters on.
public protocol AlbumFilter {
    /// The album's unique identifier.
    var id: MusicItemID { get }
    /// The album's Universal Product Code.
    var upc: String? { get }
}

/// The artist properties a catalog resource request filters on.
public protocol ArtistFilter {
    /// The artist's unique identifier.
    var id: MusicItemID { get }
}

/// The playlist properties a catalog resource request filters on.
public protocol PlaylistFilter {
    /// The playlist's unique identifier.
    var id: MusicItemID { get }
}

/// The station properties a catalog resource request filters on.
public protocol StationFilter {
    /// The station's unique identifier.
    var id: MusicItemID { get }
}

/// The genre properties a catalog resource request filters on.
public protocol GenreFilter {
    /// The genre's unique identifier.
    var id: MusicItemID { get }
}

/// The music video properties a catalog resource request filters on.
public protocol MusicVideoFilter {
    /// The music video's unique identifier.
    var id: MusicItemID { get }
    /// The music video's International Standard Recording Code.
    var isrc: String? { get }
}

/// The curator properties a catalog resource request filters on.
public protocol CuratorFilter {
    /// The curator's unique identifier.
    var id: MusicItemID { get }
}

/// The radio show properties a catalog resource request filters on.
public protocol RadioShowFilter {
    /// The radio show's unique identifier.
    var id: MusicItemID { get }
}

/// The record label properties a catalog resource request filters on.
public protocol RecordLabelFilter {
    /// The record label's unique identifier.
    var id: MusicItemID { get }
}
