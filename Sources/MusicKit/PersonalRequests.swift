import Foundation

// Requests about the person's listening: recently played items and personal recommendations.
// A render has no Apple Account: each `response()` throws `MusicTokenRequestError.permissionDenied`
// after a runtime warning naming the request.

/// A request for the items the person played most recently.
public struct MusicRecentlyPlayedRequest<MusicItemType>: Sendable, CustomStringConvertible
where MusicItemType: MusicRecentlyPlayedRequestable, MusicItemType: Decodable {
    /// The most items to return.
    public var limit: Int?
    /// How many items to skip.
    public var offset: Int?

    /// A request for recently played items of the type.
    public init() {}

    /// The items: in a render, throws `MusicTokenRequestError.permissionDenied`.
    public func response() async throws -> MusicRecentlyPlayedResponse<MusicItemType> {
        throw MusicKitRender.unavailable("MusicRecentlyPlayedRequest<\(MusicItemType.self)>().response()")
    }

    /// The item type.
    public var description: String { "MusicRecentlyPlayedRequest<\(MusicItemType.self)>()" }
}

/// A request for the albums, playlists and stations the person played most recently.
public struct MusicRecentlyPlayedContainerRequest: Sendable, CustomStringConvertible {
    /// The most items to return.
    public var limit: Int?
    /// How many items to skip.
    public var offset: Int?

    /// A request for recently played containers.
    public init() {}

    /// The items: in a render, throws `MusicTokenRequestError.permissionDenied`.
    public func response() async throws -> MusicRecentlyPlayedResponse<RecentlyPlayedMusicItem> {
        throw MusicKitRender.unavailable("MusicRecentlyPlayedContainerRequest().response()")
    }

    /// The request's name.
    public var description: String { "MusicRecentlyPlayedContainerRequest()" }
}

/// The items a recently played request found (never made in a render, where it throws).
public struct MusicRecentlyPlayedResponse<MusicItemType>: Sendable, CustomStringConvertible
where MusicItemType: MusicRecentlyPlayedRequestable, MusicItemType: Decodable {
    /// The recently played items, most recent first.
    public let items: MusicItemCollection<MusicItemType>

    /// The items.
    public var description: String { "MusicRecentlyPlayedResponse<\(MusicItemType.self)>(items: \(items))" }
}

/// A recently played album, playlist or station.
public enum RecentlyPlayedMusicItem: MusicItem, Identifiable, Equatable, Hashable, Codable, Sendable,
    MusicRecentlyPlayedRequestable, CustomStringConvertible {
    /// An album.
    case album(Album)
    /// A playlist.
    case playlist(Playlist)
    /// A station.
    case station(Station)

    /// The item's unique identifier.
    public var id: MusicItemID {
        switch self {
        case .album(let item): item.id
        case .playlist(let item): item.id
        case .station(let item): item.id
        }
    }

    private enum Keys: String, CodingKey { case type }

    /// Decodes an album, playlist or station resource, by its `type`.
    public init(from decoder: any Decoder) throws {
        let type = try decoder.container(keyedBy: Keys.self).decodeIfPresent(String.self, forKey: .type) ?? ""
        self = try Self.decode(type, decoder)
    }

    static func decode(_ type: String, _ decoder: any Decoder) throws -> RecentlyPlayedMusicItem {
        if type.hasSuffix("playlists") { return .playlist(try Playlist(from: decoder)) }
        if type.hasSuffix("stations") { return .station(try Station(from: decoder)) }
        return .album(try Album(from: decoder))
    }

    /// Encodes the item's resource.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .album(let item): try item.encode(to: encoder)
        case .playlist(let item): try item.encode(to: encoder)
        case .station(let item): try item.encode(to: encoder)
        }
    }

    /// The case's identifier.
    public var description: String { "RecentlyPlayedMusicItem(id: \"\(id)\")" }
}

/// A request for the recommendations Apple Music made for the person.
public struct MusicPersonalRecommendationsRequest: Sendable, CustomStringConvertible {
    /// The most recommendations to return.
    public var limit: Int?
    /// How many recommendations to skip.
    public var offset: Int?

    /// A request for the person's recommendations.
    public init() {}

    /// The recommendations: in a render, throws `MusicTokenRequestError.permissionDenied`.
    public func response() async throws -> MusicPersonalRecommendationsResponse {
        throw MusicKitRender.unavailable("MusicPersonalRecommendationsRequest().response()")
    }

    /// The request's name.
    public var description: String { "MusicPersonalRecommendationsRequest()" }
}

/// The recommendations a request found (never made in a render, where it throws).
public struct MusicPersonalRecommendationsResponse: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The recommendations.
    public let recommendations: MusicItemCollection<MusicPersonalRecommendation>

    /// How many recommendations there are.
    public var description: String { "MusicPersonalRecommendationsResponse(recommendations: \(recommendations.count))" }
}

/// A group of items Apple Music recommends to the person ("Made for You"), decoded from the
/// API's `personal-recommendation` resource.
public struct MusicPersonalRecommendation: MusicItem, Identifiable, Equatable, Hashable, Codable, Sendable, CustomStringConvertible {
    /// The recommendation's unique identifier.
    public let id: MusicItemID
    /// The recommendation's title ("Made for You").
    public let title: String?
    /// Why the items are recommended.
    public let reason: String?
    /// When the recommendation will change.
    public let nextRefreshDate: Date?
    /// The recommended albums, playlists and stations, in order.
    public let items: MusicItemCollection<MusicPersonalRecommendation.Item>

    /// The recommended albums.
    public var albums: MusicItemCollection<Album> { MusicItemCollection(items.compactMap { if case .album(let a) = $0 { a } else { nil } }) }
    /// The recommended playlists.
    public var playlists: MusicItemCollection<Playlist> { MusicItemCollection(items.compactMap { if case .playlist(let p) = $0 { p } else { nil } }) }
    /// The recommended stations.
    public var stations: MusicItemCollection<Station> { MusicItemCollection(items.compactMap { if case .station(let s) = $0 { s } else { nil } }) }

    /// Decodes a `personal-recommendation` resource (`title.stringForDisplay`, `reason.stringForDisplay`,
    /// `nextUpdateDate`, relationship `contents`).
    public init(from decoder: any Decoder) throws {
        let r = try ResourceReader(decoder, type: "personal-recommendation")
        id = r.id
        title = r.nestedText("title", "stringForDisplay")
        reason = r.nestedText("reason", "stringForDisplay")
        nextRefreshDate = r.date("nextUpdateDate")
        items = r.collection("contents") ?? []
    }

    /// Encodes the resource it was decoded from.
    public func encode(to encoder: any Encoder) throws {
        var w = try ResourceWriter(encoder, id: id, type: "personal-recommendation")
        try w.texts("title", ["stringForDisplay": title])
        try w.texts("reason", ["stringForDisplay": reason])
        try w.date("nextUpdateDate", nextRefreshDate, day: false)
        try w.relationship("contents", items)
    }

    /// The recommendation's identifier and title.
    public var description: String { "MusicPersonalRecommendation(id: \"\(id)\", title: \(title.map { "\"\($0)\"" } ?? "nil"))" }

    /// A recommended album, playlist or station.
    public enum Item: MusicItem, Identifiable, Equatable, Hashable, Codable, Sendable, CustomStringConvertible {
        /// An album.
        case album(Album)
        /// A playlist.
        case playlist(Playlist)
        /// A station.
        case station(Station)

        /// The item's unique identifier.
        public var id: MusicItemID { RecentlyPlayedMusicItem(self).id }

        private enum Keys: String, CodingKey { case type }

        /// Decodes an album, playlist or station resource, by its `type`.
        public init(from decoder: any Decoder) throws {
            let type = try decoder.container(keyedBy: Keys.self).decodeIfPresent(String.self, forKey: .type) ?? ""
            switch try RecentlyPlayedMusicItem.decode(type, decoder) {
            case .album(let item): self = .album(item)
            case .playlist(let item): self = .playlist(item)
            case .station(let item): self = .station(item)
            }
        }

        /// Encodes the item's resource.
        public func encode(to encoder: any Encoder) throws { try RecentlyPlayedMusicItem(self).encode(to: encoder) }

        /// The case's identifier.
        public var description: String { "MusicPersonalRecommendation.Item(id: \"\(id)\")" }
    }
}

extension RecentlyPlayedMusicItem {
    /// The same album, playlist or station.
    init(_ item: MusicPersonalRecommendation.Item) {
        switch item {
        case .album(let album): self = .album(album)
        case .playlist(let playlist): self = .playlist(playlist)
        case .station(let station): self = .station(station)
        }
    }
}
