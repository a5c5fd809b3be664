import Foundation

/// A request for the catalog's charts of some types (most played, daily global top, city top),
/// optionally of one genre. A render reaches no catalog: `response()` throws
/// `MusicTokenRequestError.permissionDenied` after a runtime warning.
public struct MusicCatalogChartsRequest: Sendable, CustomStringConvertible {
    /// The genre of the charts, if one.
    public let genre: Genre?
    /// The kinds of charts.
    public let kinds: [MusicCatalogChartKind]
    /// The types of items to chart.
    let types: [any MusicCatalogChartRequestable.Type]
    /// The most items per chart.
    public var limit: Int?
    /// How many items of each chart to skip.
    public var offset: Int?

    /// A request for `kinds` of charts of `types` (`[Song.self, Album.self]`) in `genre`.
    public init(genre: Genre? = nil, kinds: [MusicCatalogChartKind] = [.mostPlayed], types: [any MusicCatalogChartRequestable.Type]) {
        self.genre = genre
        self.kinds = kinds
        self.types = types
    }

    /// The charts: in a render, throws `MusicTokenRequestError.permissionDenied`.
    public func response() async throws -> MusicCatalogChartsResponse {
        throw MusicKitRender.unavailable("MusicCatalogChartsRequest(kinds: \(kinds)).response()")
    }

    /// The genre, kinds and types.
    public var description: String {
        "MusicCatalogChartsRequest(genre: \(genre.map { "\"\($0.name)\"" } ?? "nil"), kinds: \(kinds), types: [\(types.map { "\($0)" }.joined(separator: ", "))])"
    }
}

/// A kind of catalog chart.
public enum MusicCatalogChartKind: Equatable, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
    /// The top items of a city ("city-top").
    case cityTop
    /// The daily global top items ("daily-global-top").
    case dailyGlobalTop
    /// The most played items ("most-played").
    case mostPlayed

    /// The kind's name ("mostPlayed").
    public var description: String {
        switch self {
        case .cityTop: "cityTop"
        case .dailyGlobalTop: "dailyGlobalTop"
        case .mostPlayed: "mostPlayed"
        }
    }
}

/// The charts a catalog charts request found (never made in a render, where it throws).
public struct MusicCatalogChartsResponse: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The charts of albums.
    public let albumCharts: [MusicCatalogChart<Album>]
    /// The charts of music videos.
    public let musicVideoCharts: [MusicCatalogChart<MusicVideo>]
    /// The charts of playlists (city and daily global charts among them).
    public let playlistCharts: [MusicCatalogChart<Playlist>]
    /// The charts of songs.
    public let songCharts: [MusicCatalogChart<Song>]

    /// How many charts of each type there are.
    public var description: String {
        "MusicCatalogChartsResponse(songCharts: \(songCharts.count), albumCharts: \(albumCharts.count), playlistCharts: \(playlistCharts.count), musicVideoCharts: \(musicVideoCharts.count))"
    }
}

/// One catalog chart: its title, kind and items, a batch at a time.
public struct MusicCatalogChart<MusicItemType>: Identifiable, Sendable, CustomStringConvertible
where MusicItemType: MusicCatalogChartRequestable, MusicItemType: Decodable {
    /// The chart's identifier ("most-played:songs").
    public let id: String
    /// The chart's kind.
    public let kind: MusicCatalogChartKind
    /// The chart's title ("Top Songs").
    public let title: String
    /// The chart's items, most popular first.
    public let items: MusicItemCollection<MusicItemType>

    /// Whether the chart has more items than `items`.
    public var hasNextBatch: Bool { items.hasNextBatch }

    /// The chart's next batch: nil when there is none; otherwise a render throws, as
    /// `MusicItemCollection.nextBatch(limit:)` does.
    public func nextBatch(limit: Int? = nil) async throws -> MusicCatalogChart<MusicItemType>? {
        guard let batch = try await items.nextBatch(limit: limit) else { return nil }
        return MusicCatalogChart(id: id, kind: kind, title: title, items: batch)
    }

    /// The chart's identifier, kind and title.
    public var description: String { "MusicCatalogChart<\(MusicItemType.self)>(id: \"\(id)\", kind: .\(kind), title: \"\(title)\")" }
}

extension MusicCatalogChart: Equatable where MusicItemType: Equatable {}
extension MusicCatalogChart: Hashable where MusicItemType: Hashable {}
