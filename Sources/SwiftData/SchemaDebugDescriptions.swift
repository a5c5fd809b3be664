import Foundation
import BackplateCore

extension Schema: CustomDebugStringConvertible {
    /// The schema's version and its entities' names (`Schema(1.0.0: Trip, Stop)`).
    public var debugDescription: String { "Schema(\(version): \(entities.map(\.name).joined(separator: ", ")))" }
}

extension Schema.Entity: CustomDebugStringConvertible {
    /// The entity's name and its properties' debug descriptions.
    public var debugDescription: String {
        "Entity(\(name): \(storedProperties.map { String(reflecting: $0) }.joined(separator: ", ")))"
    }
}

extension Schema.Attribute: CustomDebugStringConvertible {
    /// The attribute's name, type and options (`name: String [unique]`).
    public var debugDescription: String {
        "\(name): \(valueType)" + (options.isEmpty ? "" : " [\(options.map(\.name).joined(separator: ", "))]")
    }
}

extension Schema.Relationship: CustomDebugStringConvertible {
    /// The relationship's name, destination and delete rule (`stops -> Stop (cascade)`).
    public var debugDescription: String { "\(name) -> \(destination) (\(deleteRule.rawValue))" }
}

extension Schema.Attribute.Option: CustomDebugStringConvertible, Codable {
    /// The option's name (`unique`, `transformable(ColorTransformer)`).
    public var debugDescription: String { name }
    /// Reads an option stored as its name.
    public init(from decoder: any Decoder) throws { name = try decoder.singleValueContainer().decode(String.self) }
    /// Stores the option as its name.
    public func encode(to encoder: any Encoder) throws { try encodeOptionName(name, to: encoder) }
}

extension Schema.Relationship.Option: CustomDebugStringConvertible, Codable {
    /// The option's name (`unique`).
    public var debugDescription: String { name }
    /// Reads an option stored as its name.
    public init(from decoder: any Decoder) throws { name = try decoder.singleValueContainer().decode(String.self) }
    /// Stores the option as its name.
    public func encode(to encoder: any Encoder) throws { try encodeOptionName(name, to: encoder) }
}

extension ModelConfiguration: CustomDebugStringConvertible {
    /// The configuration's name, where its store lives and whether it saves.
    public var debugDescription: String {
        "ModelConfiguration(name: \(String(reflecting: name)), url: \(url.path), inMemory: \(isStoredInMemoryOnly), allowsSave: \(allowsSave))"
    }
}

/// Stores a schema option as its name, as both kinds of option encode.
private func encodeOptionName(_ name: String, to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
}
