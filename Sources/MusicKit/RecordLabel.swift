import Foundation

/// A record label: an item decoded from the API's `record-labels` resource.
public struct RecordLabel: MusicItem, Identifiable, Equatable, Hashable, Codable, Sendable, MusicPropertyContainer,
    FilterableMusicItem, MusicCatalogSearchable, CustomStringConvertible, CustomDebugStringConvertible, MusicResourceItem {
    /// The record label properties a catalog resource request filters on.
    public typealias FilterType = any RecordLabelFilter

    /// The record label's unique identifier.
    public let id: MusicItemID
    let resourceType: String
    let loadedKeys: Set<String>

    /// The record label's name.
    public let name: String
    /// The record label's artwork.
    public let artwork: Artwork?
    /// A short description of the label (the API's `description.short`).
    public let shortDescription: String?
    /// The full description of the label (the API's `description.standard`).
    public let standardDescription: String?
    /// The URL of the label's page in the catalog.
    public let url: URL?

    /// The label's latest releases (a view).
    public let latestReleases: MusicItemCollection<Album>?
    /// The label's most popular releases (a view).
    public let topReleases: MusicItemCollection<Album>?

    /// Decodes a `record-labels` resource object.
    public init(from decoder: any Decoder) throws {
        let r = try ResourceReader(decoder, type: "record-labels")
        id = r.id
        resourceType = r.type
        loadedKeys = r.loadedKeys
        name = r.text("name")
        artwork = r.attribute("artwork")
        shortDescription = r.nestedText("description", "short")
        standardDescription = r.nestedText("description", "standard")
        url = r.url("url")
        latestReleases = r.collection("latest-releases")
        topReleases = r.collection("top-releases")
    }

    /// Encodes the resource object it was decoded from.
    public func encode(to encoder: any Encoder) throws {
        var w = try ResourceWriter(encoder, id: id, type: resourceType)
        try w.attribute("name", name)
        try w.attribute("artwork", artwork)
        try w.texts("description", ["short": shortDescription, "standard": standardDescription])
        try w.url("url", url)
        try w.relationship("latest-releases", latestReleases)
        try w.relationship("top-releases", topReleases)
    }

    /// The label's identifier and name.
    public var description: String { "RecordLabel(id: \"\(id)\", name: \"\(name)\")" }

    /// The label's identifier, name and short description.
    public var debugDescription: String {
        "RecordLabel(id: \"\(id)\", name: \"\(name)\", shortDescription: \(shortDescription.map { "\"\($0)\"" } ?? "nil"))"
    }
}
