import Foundation

/// A request for catalog items matching a filter: `MusicCatalogResourceRequest<Album>(matching:
/// \.id, equalTo: "1440881047")`. A render reaches no catalog: `response()` throws
/// `MusicTokenRequestError.permissionDenied` after a runtime warning naming the request.
public struct MusicCatalogResourceRequest<MusicItemType>: Sendable, CustomStringConvertible
where MusicItemType: MusicItem, MusicItemType: Decodable {
    /// The filter, for warnings: "matching 1440881047".
    private let filter: String
    /// The most items to return (nil: the API's default).
    public var limit: Int?
    /// The properties to load with each item (`[.tracks, .artists]`).
    public var properties: [PartialMusicAsyncProperty<MusicItemType>] = []

    /// A request for the items whose `keyPath` property equals `value`.
    public init<Value>(matching keyPath: KeyPath<MusicItemType.FilterType, Value>, equalTo value: Value)
    where MusicItemType: FilterableMusicItem {
        filter = "matching \(MusicKitRender.text(value))"
    }

    /// A request for the items whose `keyPath` property is one of `values`.
    public init<Value>(matching keyPath: KeyPath<MusicItemType.FilterType, Value>, memberOf values: [Value])
    where MusicItemType: FilterableMusicItem {
        filter = "matching any of [\(values.map { MusicKitRender.text($0) }.joined(separator: ", "))]"
    }

    /// The matching items: in a render, throws `MusicTokenRequestError.permissionDenied`.
    public func response() async throws -> MusicCatalogResourceResponse<MusicItemType> {
        throw MusicKitRender.unavailable("MusicCatalogResourceRequest<\(MusicItemType.self)>(\(filter)).response()")
    }

    /// The item type and filter.
    public var description: String { "MusicCatalogResourceRequest<\(MusicItemType.self)>(\(filter))" }
}

/// The items a catalog resource request found (never made in a render, where it throws).
public struct MusicCatalogResourceResponse<MusicItemType>: Sendable, CustomStringConvertible
where MusicItemType: MusicItem, MusicItemType: Decodable {
    /// The items matching the request's filter.
    public let items: MusicItemCollection<MusicItemType>

    /// The item among `items` with `id`, if any.
    public func item(for id: MusicItemID) -> MusicItemType? { items.first { $0.id == id } }

    /// The items.
    public var description: String { "MusicCatalogResourceResponse<\(MusicItemType.self)>(items: \(items))" }
}

extension MusicCatalogResourceResponse: Equatable where MusicItemType: Equatable {}
extension MusicCatalogResourceResponse: Hashable where MusicItemType: Hashable {}
