import Foundation

/// A collection of music items: a relationship's or a response's items, a batch at a time.
/// Decoded from the API's `{"data": […], "next": "…"}` (or a bare array); `hasNextBatch` is true
/// when the API named a next page, which a render cannot fetch.
public struct MusicItemCollection<MusicItemType: MusicItem>: RandomAccessCollection, Sendable, ExpressibleByArrayLiteral,
    CustomStringConvertible, CustomDebugStringConvertible {
    /// The items of this batch.
    var items: [MusicItemType]
    /// The path of the next batch, as the API gave it.
    var next: String?

    /// The collection's title, when the API gave one (a view's `attributes.title`).
    public let title: String?

    /// A collection of `items`, with no next batch.
    public init<S: Sequence>(_ items: S) where S.Element == MusicItemType {
        self.items = Array(items)
        next = nil
        title = nil
    }

    /// A collection of the literal's items.
    public init(arrayLiteral elements: MusicItemType...) { self.init(elements) }

    init(items: [MusicItemType], next: String?, title: String?) {
        self.items = items
        self.next = next
        self.title = title
    }

    /// The position of the first item (0).
    public var startIndex: Int { items.startIndex }
    /// The position after the last item.
    public var endIndex: Int { items.endIndex }
    /// The item at `position`.
    public subscript(position: Int) -> MusicItemType { items[position] }

    /// Whether the API named a further batch of items.
    public var hasNextBatch: Bool { next != nil }

    /// The items' descriptions.
    public var description: String { "MusicItemCollection<\(MusicItemType.self)>(\(items.count) items, hasNextBatch: \(hasNextBatch))" }

    /// The items' descriptions, one a line.
    public var debugDescription: String {
        "MusicItemCollection<\(MusicItemType.self)>(\n" + items.map { "  \($0)" }.joined(separator: ",\n") + "\n)"
    }

    /// A collection of both collections' items, with `rhs`'s next batch.
    public static func + (lhs: MusicItemCollection<MusicItemType>, rhs: MusicItemCollection<MusicItemType>) -> MusicItemCollection<MusicItemType> {
        MusicItemCollection(items: lhs.items + rhs.items, next: rhs.next, title: lhs.title ?? rhs.title)
    }

    /// Appends `rhs`'s items, taking its next batch.
    public static func += (lhs: inout MusicItemCollection<MusicItemType>, rhs: MusicItemCollection<MusicItemType>) {
        lhs = lhs + rhs
    }

    /// A collection of this one's items then `rhs`'s.
    public static func + <S: Sequence>(lhs: MusicItemCollection<MusicItemType>, rhs: S) -> MusicItemCollection<MusicItemType> where S.Element == MusicItemType {
        MusicItemCollection(items: lhs.items + Array(rhs), next: lhs.next, title: lhs.title)
    }
}

extension MusicItemCollection where MusicItemType: Decodable {
    /// The next batch of items: nil when there is none; when the API named one, a render cannot
    /// fetch it and this throws `MusicTokenRequestError.permissionDenied` after a runtime warning.
    public func nextBatch(limit: Int? = nil) async throws -> MusicItemCollection<MusicItemType>? {
        guard hasNextBatch else { return nil }
        throw MusicKitRender.unavailable("MusicItemCollection<\(MusicItemType.self)>.nextBatch(limit:)")
    }
}

extension MusicItemCollection: Equatable where MusicItemType: Equatable {}
extension MusicItemCollection: Hashable where MusicItemType: Hashable {}

extension MusicItemCollection: Decodable where MusicItemType: Decodable {
    private enum Keys: String, CodingKey { case data, next, attributes, title }

    /// Decodes `{"data": […], "next": "…"}`, or a bare array of items.
    public init(from decoder: any Decoder) throws {
        if let array = try? decoder.singleValueContainer().decode([MusicItemType].self) {
            self.init(items: array, next: nil, title: nil)
            return
        }
        let container = try decoder.container(keyedBy: Keys.self)
        let attributes = try? container.nestedContainer(keyedBy: Keys.self, forKey: .attributes)
        self.init(items: try container.decodeIfPresent([MusicItemType].self, forKey: .data) ?? [],
                  next: try container.decodeIfPresent(String.self, forKey: .next),
                  title: try attributes?.decodeIfPresent(String.self, forKey: .title))
    }
}

extension MusicItemCollection: Encodable where MusicItemType: Encodable {
    /// Encodes `{"data": […], "next": "…"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: MusicCodingKey.self)
        try container.encode(items, forKey: MusicCodingKey("data"))
        try container.encodeIfPresent(next, forKey: MusicCodingKey("next"))
        if let title {
            var attributes = container.nestedContainer(keyedBy: MusicCodingKey.self, forKey: MusicCodingKey("attributes"))
            try attributes.encode(title, forKey: MusicCodingKey("title"))
        }
    }
}
