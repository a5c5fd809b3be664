import Foundation

/// Structured content as the model generates it: null, a Boolean, a number, a string, an array
/// or a structure of named properties in the order they were written.
public struct GeneratedContent: Sendable, Equatable, Generable, CustomDebugStringConvertible {
    /// The identity of the generation that made the content (nil for content made in code).
    public var id: GenerationID?
    /// What the content is.
    public let kind: Kind
    /// Whether the content is whole: false for JSON that stopped part-way, as streams give.
    public let isComplete: Bool

    /// The shape of generated content.
    public enum Kind: Equatable, Sendable {
        /// No value.
        case null
        /// A Boolean.
        case bool(Bool)
        /// A number.
        case number(Double)
        /// A string.
        case string(String)
        /// An ordered list of contents.
        case array([GeneratedContent])
        /// Named properties, with the order they were written in.
        case structure(properties: [String: GeneratedContent], orderedKeys: [String])
    }

    /// Content of `kind`, complete.
    public init(kind: GeneratedContent.Kind, id: GenerationID? = nil) {
        self.init(kind: kind, id: id, isComplete: true)
    }

    init(kind: Kind, id: GenerationID? = nil, isComplete: Bool) {
        self.id = id
        self.kind = kind
        self.isComplete = isComplete
    }

    /// The content of `value`.
    public init(_ value: some ConvertibleToGeneratedContent) {
        self = value.generatedContent
    }

    /// The content of `value`, identified by `id`.
    public init(_ value: some ConvertibleToGeneratedContent, id: GenerationID) {
        self = value.generatedContent
        self.id = id
    }

    /// The content itself (how `GeneratedContent` is `Generable`).
    public init(_ content: GeneratedContent) throws { self = content }

    /// A structure of `properties`, in the order given.
    public init(properties: KeyValuePairs<String, any ConvertibleToGeneratedContent>, id: GenerationID? = nil) {
        self = Self.structure(properties.lazy.map { ($0.key, $0.value.generatedContent) }, id: id)
    }

    /// A generable struct's content, as `@Generable` writes it: its properties in declaration
    /// order, leaving out those that are nil (as Apple's macro does by default).
    public static func _generable(properties: [(String, any ConvertibleToGeneratedContent)]) -> GeneratedContent {
        structure(properties.lazy.map { ($0.0, $0.1.generatedContent) }.filter { $0.1.kind != .null })
    }

    /// A structure of `properties`; a repeated name keeps what `combine` makes of both values.
    public init<S: Sequence>(
        properties: S, id: GenerationID? = nil,
        uniquingKeysWith combine: (GeneratedContent, GeneratedContent) throws -> some ConvertibleToGeneratedContent
    ) rethrows where S.Element == (String, any ConvertibleToGeneratedContent) {
        self = try Self.structure(properties.lazy.map { ($0.0, $0.1.generatedContent) }, id: id) {
            try combine($0, $1).generatedContent
        }
    }

    /// A structure of `pairs` in their order; a repeated name keeps its first place and its
    /// later value.
    static func structure<S: Sequence>(_ pairs: S, id: GenerationID? = nil) -> GeneratedContent
    where S.Element == (String, GeneratedContent) {
        structure(pairs, id: id, combine: { $1 })
    }

    /// A structure of `pairs` in their order; a repeated name keeps its first place and what
    /// `combine` makes of its values.
    static func structure<S: Sequence>(
        _ pairs: S, id: GenerationID? = nil,
        combine: (GeneratedContent, GeneratedContent) throws -> GeneratedContent
    ) rethrows -> GeneratedContent where S.Element == (String, GeneratedContent) {
        var values: [String: GeneratedContent] = [:]
        var keys: [String] = []
        for (key, value) in pairs {
            if let earlier = values[key] {
                values[key] = try combine(earlier, value)
            } else {
                values[key] = value
                keys.append(key)
            }
        }
        return GeneratedContent(kind: .structure(properties: values, orderedKeys: keys), id: id)
    }

    /// An array of `elements`.
    public init<S: Sequence>(elements: S, id: GenerationID? = nil) where S.Element == any ConvertibleToGeneratedContent {
        self.init(kind: .array(elements.map(\.generatedContent)), id: id)
    }

    /// Content read from JSON. JSON that stops part-way (a stream's snapshot) reads as far as
    /// it goes, with `isComplete` false; anything else that is not JSON throws `decodingFailure`.
    public init(json: String) throws {
        self = try GeneratedContentJSON.parse(json)
    }

    /// The content as JSON, properties in their order.
    public var jsonString: String { GeneratedContentJSON.write(self) }

    /// The content as JSON.
    public var debugDescription: String { jsonString }

    /// Any content.
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "any") }

    /// The content itself.
    public var generatedContent: GeneratedContent { self }

    /// The content read as `type`; throws `decodingFailure` when it does not fit.
    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value.Type = Value.self) throws -> Value {
        try Value(self)
    }

    /// The property named `property` read as `type`; throws when it is missing or does not fit.
    /// (An optional type takes the form below, which reads a missing property as nil.)
    @_disfavoredOverload
    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value.Type = Value.self,
                                                              forProperty property: String) throws -> Value {
        guard let content = try propertyContent(property) else {
            throw Self.failure("No property \"\(property)\" in \(jsonString)")
        }
        return try Value(content)
    }

    /// The property named `property` read as `type`, or nil when it is missing or null.
    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value?.Type = Value?.self,
                                                              forProperty property: String) throws -> Value? {
        guard let content = try propertyContent(property), content.kind != .null else { return nil }
        return try Value(content)
    }

    private func propertyContent(_ property: String) throws -> GeneratedContent? {
        guard case .structure(let properties, _) = kind else {
            throw Self.failure("Property \"\(property)\" read from non-structure content \(jsonString)")
        }
        return properties[property]
    }

    /// Two contents are equal when their kinds are (their generation identities aside).
    public static func == (lhs: GeneratedContent, rhs: GeneratedContent) -> Bool { lhs.kind == rhs.kind }

    /// The error for content that is not a `type`.
    static func mismatch(_ content: GeneratedContent, _ type: Any.Type) -> LanguageModelSession.GenerationError {
        failure("\(content.jsonString) is not a \(type)")
    }

    static func failure(_ description: String) -> LanguageModelSession.GenerationError {
        .decodingFailure(.init(debugDescription: description))
    }
}

/// The identity of one generation: the same across a response's snapshots, so a list of
/// partially generated items keeps its rows while it streams.
public struct GenerationID: Sendable, Hashable {
    private let uuid: UUID
    /// A new, unique identity.
    public init() { uuid = UUID() }
}
