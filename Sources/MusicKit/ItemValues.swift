import Foundation

/// A content rating for a music item.
public enum ContentRating: String, Equatable, Hashable, Sendable, Codable {
    /// Edited to remove explicit content ("clean").
    case clean
    /// May contain explicit content ("explicit").
    case explicit
}

/// The notes the Apple Music editors wrote about an item (the API's `editorialNotes`).
public struct EditorialNotes: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// A short version of the notes.
    public let short: String?
    /// The full notes.
    public let standard: String?
    /// The name of the notes' subject, for a heading.
    public let name: String?
    /// A tag line for the item.
    public let tagline: String?

    /// The notes' fields that are present.
    public var description: String {
        let fields = [("name", name), ("tagline", tagline), ("short", short), ("standard", standard)]
            .compactMap { label, value in value.map { "\(label): \"\($0)\"" } }
        return "EditorialNotes(\(fields.joined(separator: ", ")))"
    }
}

/// A preview of a song or music video (the API's `previews` entries). A render plays none.
public struct PreviewAsset: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The preview's artwork (music videos).
    public let artwork: Artwork?
    /// The HLS stream of the preview (music videos).
    public let hlsURL: URL?
    /// The preview's audio or video file.
    public let url: URL?

    private enum Keys: String, CodingKey { case artwork, hlsURL = "hlsUrl", url }

    /// Decodes the API's preview object.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        artwork = try container.decodeIfPresent(Artwork.self, forKey: .artwork)
        hlsURL = try container.decodeIfPresent(String.self, forKey: .hlsURL).flatMap { URL(string: $0) }
        url = try container.decodeIfPresent(String.self, forKey: .url).flatMap { URL(string: $0) }
    }

    /// Encodes the API's preview object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encodeIfPresent(artwork, forKey: .artwork)
        try container.encodeIfPresent(hlsURL?.absoluteString, forKey: .hlsURL)
        try container.encodeIfPresent(url?.absoluteString, forKey: .url)
    }

    /// The preview's URL.
    public var description: String { "PreviewAsset(url: \(url?.absoluteString ?? "nil"))" }
}

/// The opaque parameters a player needs to play an item (the API's `playParams`, kept as decoded).
public struct PlayParameters: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    let values: [String: MusicJSONValue]

    /// Decodes the API's `playParams` object.
    public init(from decoder: any Decoder) throws {
        values = try decoder.singleValueContainer().decode([String: MusicJSONValue].self)
    }

    /// Encodes the object as decoded.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(values)
    }

    /// The identifier and kind they name.
    public var description: String {
        "PlayParameters(id: \(values["id"]?.string ?? "nil"), kind: \(values["kind"]?.string ?? "nil"))"
    }
}

/// A variant of an item's audio (the API's `audioVariants`).
public enum AudioVariant: Equatable, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
    /// Dolby Atmos.
    case dolbyAtmos
    /// Dolby Audio.
    case dolbyAudio
    /// Lossless audio at more than 48 kHz.
    case highResolutionLossless
    /// Lossless audio.
    case lossless
    /// Lossy stereo audio (AAC).
    case lossyStereo
    /// Spatial audio.
    case spatialAudio

    /// The API's name of each variant.
    private static let names: [AudioVariant: String] = [
        .dolbyAtmos: "dolby-atmos", .dolbyAudio: "dolby-audio", .highResolutionLossless: "hi-res-lossless",
        .lossless: "lossless", .lossyStereo: "lossy-stereo", .spatialAudio: "spatial",
    ]

    /// Decodes the API's name ("dolby-atmos", "hi-res-lossless", …).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let variant = Self.names.first(where: { $0.value == name })?.key else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unknown audio variant \"\(name)\"")
        }
        self = variant
    }

    /// Encodes the API's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Self.names[self] ?? "")
    }

    /// The variant's name ("dolbyAtmos").
    public var description: String {
        switch self {
        case .dolbyAtmos: "dolbyAtmos"
        case .dolbyAudio: "dolbyAudio"
        case .highResolutionLossless: "highResolutionLossless"
        case .lossless: "lossless"
        case .lossyStereo: "lossyStereo"
        case .spatialAudio: "spatialAudio"
        }
    }
}
