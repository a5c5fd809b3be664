import Foundation

/// A curator of playlists: an item decoded from the API's `curators` (external) or
/// `apple-curators` (editorial) resource.
public struct Curator: MusicItem, Identifiable, Equatable, Hashable, Codable, Sendable, MusicPropertyContainer,
    FilterableMusicItem, MusicCatalogSearchable, CustomStringConvertible, CustomDebugStringConvertible, MusicResourceItem {
    /// The curator properties a catalog resource request filters on.
    public typealias FilterType = any CuratorFilter

    /// The curator's unique identifier.
    public let id: MusicItemID
    let resourceType: String
    let loadedKeys: Set<String>

    /// The curator's name.
    public let name: String
    /// The curator's artwork.
    public let artwork: Artwork?
    /// The editors' notes about the curator.
    public let editorialNotes: EditorialNotes?
    /// Whether Apple Music's editors or an external curator make the playlists.
    public let kind: Curator.Kind
    /// A short version of the curator's name.
    public let shortName: String?
    /// The URL of the curator's page in the catalog.
    public let url: URL?

    /// The curator's playlists (a relationship).
    public let playlists: MusicItemCollection<Playlist>?

    /// Decodes a `curators` or `apple-curators` resource object.
    public init(from decoder: any Decoder) throws {
        let r = try ResourceReader(decoder, type: "curators")
        id = r.id
        resourceType = r.type
        loadedKeys = r.loadedKeys
        name = r.text("name")
        artwork = r.attribute("artwork")
        editorialNotes = r.attribute("editorialNotes")
        kind = r.type.hasPrefix("apple-") ? .editorial : .external
        shortName = r.attribute("shortName")
        url = r.url("url")
        playlists = r.collection("playlists")
    }

    /// Encodes the resource object it was decoded from.
    public func encode(to encoder: any Encoder) throws {
        var w = try ResourceWriter(encoder, id: id, type: resourceType)
        try w.attribute("name", name)
        try w.attribute("artwork", artwork)
        try w.attribute("editorialNotes", editorialNotes)
        try w.attribute("shortName", shortName)
        try w.url("url", url)
        try w.relationship("playlists", playlists)
    }

    /// The curator's identifier and name.
    public var description: String { "Curator(id: \"\(id)\", name: \"\(name)\")" }

    /// The curator's identifier, name and kind.
    public var debugDescription: String { "Curator(id: \"\(id)\", name: \"\(name)\", kind: \(kind))" }

    /// Who makes a curator's playlists.
    public enum Kind: Equatable, Hashable, Sendable, CustomStringConvertible {
        /// Apple Music's editors (`apple-curators`).
        case editorial
        /// An external curator (`curators`).
        case external

        /// The kind's name.
        public var description: String { self == .editorial ? "editorial" : "external" }
    }
}
