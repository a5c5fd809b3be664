import Foundation

/// A radio station: an item decoded from the API's `stations` resource. A render plays no radio.
public struct Station: MusicItem, Identifiable, Equatable, Hashable, Codable, Sendable, PlayableMusicItem, MusicPropertyContainer,
    FilterableMusicItem, MusicCatalogSearchable, MusicRecentlyPlayedRequestable, CustomStringConvertible,
    CustomDebugStringConvertible, MusicResourceItem {
    /// The station properties a catalog resource request filters on.
    public typealias FilterType = any StationFilter

    /// The station's unique identifier.
    public let id: MusicItemID
    let resourceType: String
    let loadedKeys: Set<String>

    /// The station's name.
    public let name: String
    /// The station's artwork.
    public let artwork: Artwork?
    /// The station's content rating.
    public let contentRating: ContentRating?
    /// The duration of the station's episode, in seconds.
    public let duration: TimeInterval?
    /// The editors' notes about the station.
    public let editorialNotes: EditorialNotes?
    /// The number of the station's episode.
    public let episodeNumber: Int?
    /// Whether the station is live.
    public let isLive: Bool
    /// The parameters a player needs to play the station.
    public let playParameters: PlayParameters?
    /// The name of the station's provider.
    public let stationProviderName: String?
    /// The URL of the station's page in the catalog.
    public let url: URL?

    /// Decodes a `stations` resource object.
    public init(from decoder: any Decoder) throws {
        let r = try ResourceReader(decoder, type: "stations")
        id = r.id
        resourceType = r.type
        loadedKeys = r.loadedKeys
        name = r.text("name")
        artwork = r.attribute("artwork")
        contentRating = r.attribute("contentRating")
        duration = r.duration()
        editorialNotes = r.attribute("editorialNotes")
        episodeNumber = r.attribute("episodeNumber")
        isLive = r.attribute("isLive") ?? false
        playParameters = r.attribute("playParams")
        stationProviderName = r.attribute("stationProviderName")
        url = r.url("url")
    }

    /// Encodes the resource object it was decoded from.
    public func encode(to encoder: any Encoder) throws {
        var w = try ResourceWriter(encoder, id: id, type: resourceType)
        try w.attribute("name", name)
        try w.attribute("artwork", artwork)
        try w.attribute("contentRating", contentRating)
        try w.duration(duration)
        try w.attribute("editorialNotes", editorialNotes)
        try w.attribute("episodeNumber", episodeNumber)
        try w.attribute("isLive", isLive)
        try w.attribute("playParams", playParameters)
        try w.attribute("stationProviderName", stationProviderName)
        try w.url("url", url)
    }

    /// The station's identifier and name.
    public var description: String { "Station(id: \"\(id)\", name: \"\(name)\")" }

    /// The station's identifier, name and whether it is live.
    public var debugDescription: String { "Station(id: \"\(id)\", name: \"\(name)\", isLive: \(isLive))" }
}
