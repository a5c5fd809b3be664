import Foundation

/// A radio show: an item decoded from the API's `apple-curators` resource of kind `Show`.
public struct RadioShow: MusicItem, Identifiable, Equatable, Hashable, Codable, Sendable, MusicPropertyContainer,
    FilterableMusicItem, MusicCatalogSearchable, CustomStringConvertible, CustomDebugStringConvertible, MusicResourceItem {
    /// The radio show properties a catalog resource request filters on.
    public typealias FilterType = any RadioShowFilter

    /// The radio show's unique identifier.
    public let id: MusicItemID
    let resourceType: String
    let loadedKeys: Set<String>

    /// The radio show's name.
    public let name: String
    /// The radio show's artwork.
    public let artwork: Artwork?
    /// The editors' notes about the radio show.
    public let editorialNotes: EditorialNotes?
    /// The name of the show's host.
    public let hostName: String?
    /// The URL of the show's page in the catalog.
    public let url: URL?

    /// The show's playlists (a relationship).
    public let playlists: MusicItemCollection<Playlist>?

    /// Decodes an `apple-curators` resource object of kind `Show`.
    public init(from decoder: any Decoder) throws {
        let r = try ResourceReader(decoder, type: "apple-curators")
        id = r.id
        resourceType = r.type
        loadedKeys = r.loadedKeys
        name = r.text("name")
        artwork = r.attribute("artwork")
        editorialNotes = r.attribute("editorialNotes")
        hostName = r.attribute("hostName")
        url = r.url("url")
        playlists = r.collection("playlists")
    }

    /// Encodes the resource object it was decoded from.
    public func encode(to encoder: any Encoder) throws {
        var w = try ResourceWriter(encoder, id: id, type: resourceType)
        try w.attribute("kind", "Show")
        try w.attribute("name", name)
        try w.attribute("artwork", artwork)
        try w.attribute("editorialNotes", editorialNotes)
        try w.attribute("hostName", hostName)
        try w.url("url", url)
        try w.relationship("playlists", playlists)
    }

    /// The show's identifier and name.
    public var description: String { "RadioShow(id: \"\(id)\", name: \"\(name)\")" }

    /// The show's identifier, name and host.
    public var debugDescription: String {
        "RadioShow(id: \"\(id)\", name: \"\(name)\", hostName: \(hostName.map { "\"\($0)\"" } ?? "nil"))"
    }
}
