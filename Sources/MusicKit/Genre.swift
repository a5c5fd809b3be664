import Foundation

/// A music genre: an item decoded from the API's `genres` resource (`name`, `parentId`,
/// `parentName`).
public struct Genre: MusicItem, Identifiable, Equatable, Hashable, Codable, Sendable, MusicPropertyContainer,
    FilterableMusicItem, MusicLibraryRequestable, CustomStringConvertible, CustomDebugStringConvertible, MusicResourceItem {
    /// The genre properties a catalog resource request filters on.
    public typealias FilterType = any GenreFilter
    /// The genre properties a library request filters on.
    public typealias LibraryFilter = any LibraryGenreFilter
    /// The genre properties a library request sorts by.
    public typealias LibrarySortProperties = any LibraryGenreSortProperties

    /// The genre's unique identifier.
    public let id: MusicItemID
    let resourceType: String
    let loadedKeys: Set<String>

    /// The genre's name.
    public let name: String
    /// The parent genre, at most one (kept in an array: a genre cannot hold a genre directly).
    private let parents: [Genre]

    /// The genre this one belongs to ("Music" for most top-level genres).
    public var parent: Genre? { parents.first }

    init(id: MusicItemID, name: String) {
        self.id = id
        resourceType = "genres"
        loadedKeys = ["name"]
        self.name = name
        parents = []
    }

    /// Decodes a `genres` resource object.
    public init(from decoder: any Decoder) throws {
        let r = try ResourceReader(decoder, type: "genres")
        id = r.id
        resourceType = r.type
        loadedKeys = r.loadedKeys
        name = r.text("name")
        let parentID: String? = r.attribute("parentId")
        parents = parentID.map { [Genre(id: MusicItemID($0), name: r.text("parentName"))] } ?? []
    }

    /// Encodes the resource object it was decoded from.
    public func encode(to encoder: any Encoder) throws {
        var w = try ResourceWriter(encoder, id: id, type: resourceType)
        try w.attribute("name", name)
        try w.attribute("parentId", parent?.id.rawValue)
        try w.attribute("parentName", parent?.name)
    }

    /// The genre's identifier and name.
    public var description: String { "Genre(id: \"\(id)\", name: \"\(name)\")" }

    /// The genre's identifier, name and parent's name.
    public var debugDescription: String {
        "Genre(id: \"\(id)\", name: \"\(name)\", parent: \(parent.map { "\"\($0.name)\"" } ?? "nil"))"
    }
}
