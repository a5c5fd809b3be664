import Foundation

/// The unique identifier of a music item: the catalog's ("1440881047") or the library's
/// ("i.PkdJNdAIrQozOW") string. A string literal makes one, and it encodes as a bare string.
@frozen public struct MusicItemID: Equatable, Hashable, Sendable, RawRepresentable, Codable,
    ExpressibleByStringLiteral, CustomStringConvertible, CustomDebugStringConvertible {
    /// The identifier's string.
    public let rawValue: String

    /// An identifier with `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// An identifier with `rawValue` (never nil).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// An identifier written as a string literal.
    public init(stringLiteral value: String) { rawValue = value }

    /// Decodes the bare string the API and MusicKit write.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the bare string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The identifier's string.
    public var description: String { rawValue }

    /// The identifier's string, quoted: `MusicItemID("1440881047")`.
    public var debugDescription: String { "MusicItemID(\"\(rawValue)\")" }
}
