import CoreGraphics
import Foundation

// Apple Music API resource objects, as MusicKit's items decode and encode them:
// `{"id": "…", "type": "songs", "attributes": {…}, "relationships": {"albums": {"data": […]}}}`.
// Every attribute is optional here, so a preview's hand-written JSON needs only what it shows.

/// A coding key spelled at run time (the API's attribute and relationship names).
struct MusicCodingKey: CodingKey, Hashable {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// Any JSON value, kept as decoded so it encodes back unchanged (play parameters).
enum MusicJSONValue: Codable, Hashable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([MusicJSONValue])
    case object([String: MusicJSONValue])
    case null

    init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() { self = .null }
        else if let value = try? single.decode(Bool.self) { self = .bool(value) }
        else if let value = try? single.decode(Double.self) { self = .number(value) }
        else if let value = try? single.decode(String.self) { self = .string(value) }
        else if let value = try? single.decode([MusicJSONValue].self) { self = .array(value) }
        else { self = .object(try single.decode([String: MusicJSONValue].self)) }
    }

    func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        switch self {
        case .string(let value): try single.encode(value)
        case .number(let value): try single.encode(value)
        case .bool(let value): try single.encode(value)
        case .array(let value): try single.encode(value)
        case .object(let value): try single.encode(value)
        case .null: try single.encodeNil()
        }
    }

    /// The string, if this is one.
    var string: String? { if case .string(let value) = self { value } else { nil } }
}

/// Reads one resource object: its identifier, type, attributes and relationships.
struct ResourceReader {
    let id: MusicItemID
    let type: String
    private let attributes: KeyedDecodingContainer<MusicCodingKey>?
    private let relationships: KeyedDecodingContainer<MusicCodingKey>?
    private let views: KeyedDecodingContainer<MusicCodingKey>?

    /// Reads the resource `decoder` holds; `type` is the one assumed when it names none.
    init(_ decoder: any Decoder, type defaultType: String) throws {
        let root = try decoder.container(keyedBy: MusicCodingKey.self)
        id = try root.decode(MusicItemID.self, forKey: MusicCodingKey("id"))
        type = try root.decodeIfPresent(String.self, forKey: MusicCodingKey("type")) ?? defaultType
        attributes = try? root.nestedContainer(keyedBy: MusicCodingKey.self, forKey: MusicCodingKey("attributes"))
        relationships = try? root.nestedContainer(keyedBy: MusicCodingKey.self, forKey: MusicCodingKey("relationships"))
        views = try? root.nestedContainer(keyedBy: MusicCodingKey.self, forKey: MusicCodingKey("views"))
    }

    /// The extended attributes, which `with(_:)` loads like relationships.
    private static let extendedAttributes: Set<String> = ["audioVariants"]

    /// The names of the relationships, views and extended attributes present: what `with(_:)`
    /// finds loaded.
    var loadedKeys: Set<String> {
        let attributeNames = Set(attributes?.allKeys.map(\.stringValue) ?? []).intersection(Self.extendedAttributes)
        return attributeNames.union([relationships, views].compactMap { $0 }.flatMap { $0.allKeys.map(\.stringValue) })
    }

    /// An attribute of type `T`, or nil when absent or of another type.
    func attribute<T: Decodable>(_ name: String, as type: T.Type = T.self) -> T? {
        guard let attributes else { return nil }
        return (try? attributes.decodeIfPresent(T.self, forKey: MusicCodingKey(name))) ?? nil
    }

    /// A string attribute, or "" when absent (the API's required names and titles).
    func text(_ name: String) -> String { attribute(name) ?? "" }

    /// A date attribute ("2021-06-04" or an ISO 8601 time).
    func date(_ name: String) -> Date? { attribute(name, as: String.self).flatMap(MusicDates.parse) }

    /// A URL attribute.
    func url(_ name: String) -> URL? { attribute(name, as: String.self).flatMap { URL(string: $0) } }

    /// A duration given in milliseconds (`durationInMillis`), in seconds.
    func duration(_ name: String = "durationInMillis") -> TimeInterval? {
        attribute(name, as: Double.self).map { $0 / 1000 }
    }

    /// A string inside an attribute object (`description.standard`).
    func nestedText(_ name: String, _ key: String) -> String? {
        attribute(name, as: [String: MusicJSONValue].self)?[key]?.string
    }

    /// A to-many relationship or view, with its `next` page.
    func collection<T: MusicItem & Decodable>(_ name: String) -> MusicItemCollection<T>? {
        for container in [relationships, views].compactMap({ $0 }) {
            if let value = try? container.decodeIfPresent(MusicItemCollection<T>.self, forKey: MusicCodingKey(name)) {
                return value
            }
        }
        return nil
    }

    /// A to-one relationship: the first item of its data.
    func single<T: MusicItem & Decodable>(_ name: String) -> T? {
        (collection(name) as MusicItemCollection<T>?)?.first
    }
}

/// Writes one resource object, leaving out what is nil.
struct ResourceWriter {
    private var root: KeyedEncodingContainer<MusicCodingKey>
    private var attributes: KeyedEncodingContainer<MusicCodingKey>
    private var relationships: KeyedEncodingContainer<MusicCodingKey>

    /// Starts writing a resource with `id` and `type`.
    init(_ encoder: any Encoder, id: MusicItemID, type: String) throws {
        root = encoder.container(keyedBy: MusicCodingKey.self)
        try root.encode(id, forKey: MusicCodingKey("id"))
        try root.encode(type, forKey: MusicCodingKey("type"))
        attributes = root.nestedContainer(keyedBy: MusicCodingKey.self, forKey: MusicCodingKey("attributes"))
        relationships = root.nestedContainer(keyedBy: MusicCodingKey.self, forKey: MusicCodingKey("relationships"))
    }

    /// Writes an attribute unless it is nil.
    mutating func attribute<T: Encodable>(_ name: String, _ value: T?) throws {
        try attributes.encodeIfPresent(value, forKey: MusicCodingKey(name))
    }

    /// Writes a date attribute as a day ("2021-06-04") or an ISO 8601 time.
    mutating func date(_ name: String, _ value: Date?, day: Bool = true) throws {
        try attribute(name, value.map { day ? MusicDates.day($0) : MusicDates.instant($0) })
    }

    /// Writes a URL attribute.
    mutating func url(_ name: String, _ value: URL?) throws { try attribute(name, value?.absoluteString) }

    /// Writes a duration in seconds as `durationInMillis`.
    mutating func duration(_ value: TimeInterval?) throws {
        try attribute("durationInMillis", value.map { Int(($0 * 1000).rounded()) })
    }

    /// Writes an attribute object of strings (`description: {standard, short}`) unless all are nil.
    mutating func texts(_ name: String, _ values: [String: String?]) throws {
        let present = values.compactMapValues { $0 }
        if !present.isEmpty { try attribute(name, present) }
    }

    /// Writes a to-many relationship unless it is nil.
    mutating func relationship<T: MusicItem & Encodable>(_ name: String, _ value: MusicItemCollection<T>?) throws {
        try relationships.encodeIfPresent(value, forKey: MusicCodingKey(name))
    }

    /// Writes a to-one relationship unless it is nil.
    mutating func relationship<T: MusicItem & Encodable>(_ name: String, _ value: T?) throws {
        try relationship(name, value.map { MusicItemCollection([$0]) })
    }
}

/// The dates Apple Music API writes: days ("2021-06-04", "2021-06", "2021") and ISO 8601 times.
enum MusicDates {
    private static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current

    /// The date `text` names, or nil.
    static func parse(_ text: String) -> Date? {
        if !text.contains("T") {
            let parts = text.split(separator: "-").map { Int($0) }
            guard (1...3).contains(parts.count), parts.allSatisfy({ $0 != nil }) else { return nil }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = utc
            let numbers = parts.compactMap { $0 }
            return calendar.date(from: DateComponents(year: numbers[0], month: numbers.count > 1 ? numbers[1] : 1,
                                                      day: numbers.count > 2 ? numbers[2] : 1))
        }
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    /// `date` as a UTC day: "2021-06-04".
    static func day(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04ld-%02ld-%02ld", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }

    /// `date` as an ISO 8601 UTC time.
    static func instant(_ date: Date) -> String { ISO8601DateFormatter().string(from: date) }
}

/// The hexadecimal colours of artwork ("1c1c1c").
enum MusicHexColor {
    /// The sRGB colour `text` spells, or nil.
    static func color(_ text: String?) -> CGColor? {
        guard var hex = text?.trimmingCharacters(in: .whitespaces) else { return nil }
        if hex.hasPrefix("#") { hex.removeFirst() }
        guard hex.count == 6, let value = UInt32(hex, radix: 16) else { return nil }
        return CGColor(red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
                       blue: CGFloat(value & 0xFF) / 255, alpha: 1)
    }

    /// `color` spelled as six hexadecimal digits (its first three components).
    static func text(_ color: CGColor?) -> String? {
        guard let components = color?.components, components.count >= 3 else { return nil }
        let bytes = components.prefix(3).map { Int((min(max($0, 0), 1) * 255).rounded()) }
        return String(format: "%02lx%02lx%02lx", bytes[0], bytes[1], bytes[2])
    }
}
