import Foundation

/// A type made from the model's structured output.
public protocol ConvertibleFromGeneratedContent: SendableMetatype {
    /// Reads a value from generated content; throws `decodingFailure` when it does not fit.
    init(_ content: GeneratedContent) throws
}

/// A type that can be written as structured content, in a prompt or instructions.
public protocol ConvertibleToGeneratedContent: InstructionsRepresentable, PromptRepresentable {
    /// The value as generated content.
    var generatedContent: GeneratedContent { get }
}

/// A type the model can generate: it has a schema, and a partial form that streaming fills in.
/// `@Generable` makes a struct or an enum conform.
public protocol Generable: ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent {
    /// The value while it is still being generated (every property optional, for a struct).
    associatedtype PartiallyGenerated: ConvertibleFromGeneratedContent = Self
    /// The schema that constrains the model's output to this type.
    static var generationSchema: GenerationSchema { get }
}

extension Generable {
    /// The value as its partially generated form (complete, so every property is set). A
    /// hand-written conformance whose partial form cannot read the value's own content is a
    /// programming error, and traps naming the type.
    public func asPartiallyGenerated() -> PartiallyGenerated {
        if let same = self as? PartiallyGenerated { return same }
        return (try? PartiallyGenerated(generatedContent)) ?? { preconditionFailure("\(Self.self) does not read back its own content") }()
    }
}

extension ConvertibleToGeneratedContent {
    /// The content's JSON, as the model reads it in a prompt.
    public var promptRepresentation: Prompt { Prompt(text: generatedContent.jsonString) }
    /// The content's JSON, as the model reads it in instructions.
    public var instructionsRepresentation: Instructions { Instructions(text: generatedContent.jsonString) }
}

extension String: Generable {
    /// A string with no constraints.
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "string") }
    /// Reads a string; throws unless the content is one.
    public init(_ content: GeneratedContent) throws {
        guard case .string(let value) = content.kind else { throw GeneratedContent.mismatch(content, String.self) }
        self = value
    }
    /// The string as content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .string(self)) }
}

extension Bool: Generable {
    /// A Boolean.
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "boolean") }
    /// Reads a Boolean; throws unless the content is one.
    public init(_ content: GeneratedContent) throws {
        guard case .bool(let value) = content.kind else { throw GeneratedContent.mismatch(content, Bool.self) }
        self = value
    }
    /// The Boolean as content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .bool(self)) }
}

extension Int: Generable {
    /// A whole number.
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "integer") }
    /// Reads a whole number; throws unless the content is a number without a fraction.
    public init(_ content: GeneratedContent) throws {
        guard case .number(let value) = content.kind, let whole = Int(exactly: value) else {
            throw GeneratedContent.mismatch(content, Int.self)
        }
        self = whole
    }
    /// The number as content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(Double(self))) }
}

extension Double: Generable {
    /// A number.
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "number") }
    /// Reads a number; throws unless the content is one.
    public init(_ content: GeneratedContent) throws {
        guard case .number(let value) = content.kind else { throw GeneratedContent.mismatch(content, Double.self) }
        self = value
    }
    /// The number as content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(self)) }
}

extension Float: Generable {
    /// A number.
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "number") }
    /// Reads a number; throws unless the content is one.
    public init(_ content: GeneratedContent) throws { self = Float(try Double(content)) }
    /// The number as content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(Double(self))) }
}

extension Decimal: Generable {
    /// A number.
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "number") }
    /// Reads a number; throws unless the content is one.
    public init(_ content: GeneratedContent) throws { self = Decimal(try Double(content)) }
    /// The number as content.
    public var generatedContent: GeneratedContent {
        GeneratedContent(kind: .number(NSDecimalNumber(decimal: self).doubleValue))
    }
}

extension Never: Generable {
    /// No value can be generated.
    public static var generationSchema: GenerationSchema { GenerationSchema(primitive: "never") }
    /// Always throws: there is no value.
    public init(_ content: GeneratedContent) throws { throw GeneratedContent.mismatch(content, Never.self) }
    /// Unreachable: there is no value.
    public var generatedContent: GeneratedContent { switch self {} }
}

extension Array: Generable where Element: Generable {
    /// An array of the element's partial form.
    public typealias PartiallyGenerated = [Element.PartiallyGenerated]
    /// An array of the element's schema.
    public static var generationSchema: GenerationSchema { GenerationSchema(arrayOf: Element.generationSchema) }
}

extension Array: ConvertibleFromGeneratedContent where Element: ConvertibleFromGeneratedContent {
    /// Reads an array; throws unless the content is one whose elements read as `Element`.
    public init(_ content: GeneratedContent) throws {
        guard case .array(let elements) = content.kind else { throw GeneratedContent.mismatch(content, Self.self) }
        self = try elements.map(Element.init)
    }
}

extension Array: ConvertibleToGeneratedContent where Element: ConvertibleToGeneratedContent {
    /// The elements as an array's content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .array(map(\.generatedContent))) }
}

extension Array: PromptRepresentable where Element: PromptRepresentable {
    /// The elements' prompts, one after another.
    public var promptRepresentation: Prompt { Prompt(joining: map(\.promptRepresentation)) }
}

extension Array: InstructionsRepresentable where Element: InstructionsRepresentable {
    /// The elements' instructions, one after another.
    public var instructionsRepresentation: Instructions { Instructions(joining: map(\.instructionsRepresentation)) }
}

extension Optional: Generable where Wrapped: Generable {
    /// The wrapped type's partial form.
    public typealias PartiallyGenerated = Wrapped.PartiallyGenerated
    /// The wrapped type's schema.
    public static var generationSchema: GenerationSchema { Wrapped.generationSchema }
}

extension Optional: ConvertibleFromGeneratedContent where Wrapped: ConvertibleFromGeneratedContent {
    /// Reads nil from null content, otherwise the wrapped value.
    public init(_ content: GeneratedContent) throws {
        self = content.kind == .null ? nil : try Wrapped(content)
    }
}

extension Optional: ConvertibleToGeneratedContent where Wrapped: ConvertibleToGeneratedContent {
    /// The wrapped value's content, or null.
    public var generatedContent: GeneratedContent { self?.generatedContent ?? GeneratedContent(kind: .null) }
}

extension Optional: PromptRepresentable where Wrapped: ConvertibleToGeneratedContent {}
extension Optional: InstructionsRepresentable where Wrapped: ConvertibleToGeneratedContent {}
