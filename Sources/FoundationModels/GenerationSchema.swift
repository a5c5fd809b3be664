import Foundation

/// The shape the model's output must take: a type's properties, choices or elements, with
/// their descriptions and guides. A render generates nothing; the schema describes itself as
/// JSON Schema in `debugDescription`.
public struct GenerationSchema: Sendable, Codable, CustomDebugStringConvertible {
    /// A schema's node: a primitive, an array, a structure or a choice.
    indirect enum Node: Sendable, Codable, Equatable {
        case primitive(String, constraints: [Constraint])
        case array(Node, minimum: Int?, maximum: Int?)
        case structure(name: String, description: String?, properties: [PropertyNode])
        case choices(name: String, description: String?, strings: [String])
        case union(name: String, description: String?, members: [Node])
        case reference(String)
    }

    /// A guide's constraint on a value (numbers kept as written).
    enum Constraint: Sendable, Codable, Equatable {
        case minimum(String), maximum(String), anyOf([String]), constant(String), pattern
        case minimumCount(Int), maximumCount(Int), elements([Constraint])
    }

    /// A structure's property node.
    struct PropertyNode: Sendable, Codable, Equatable {
        var name: String
        var description: String?
        var node: Node
        var isOptional: Bool
    }

    let root: Node

    init(node: Node) { root = node }

    init(primitive name: String) { root = .primitive(name, constraints: []) }

    init(arrayOf element: GenerationSchema) { root = .array(element.root, minimum: nil, maximum: nil) }

    /// A structure schema for `type`, with its properties in the order the model fills them.
    public init(type: any Generable.Type, description: String? = nil, properties: [GenerationSchema.Property]) {
        root = .structure(name: String(describing: type), description: description, properties: properties.map(\.node))
    }

    /// A schema for `type` whose value is one of the strings `choices` (a payload-free enum's cases).
    public init(type: any Generable.Type, description: String? = nil, anyOf choices: [String]) {
        root = .choices(name: String(describing: type), description: description, strings: choices)
    }

    /// A schema for `type` whose value is one of `types`.
    public init(type: any Generable.Type, description: String? = nil, anyOf types: [any Generable.Type]) {
        root = .union(name: String(describing: type), description: description,
                      members: types.map { $0.generationSchema.root })
    }

    /// A schema built at run time from `root`, whose references name schemas in `dependencies`.
    /// Throws `SchemaError` for a repeated name or a reference to no schema.
    public init(root: DynamicGenerationSchema, dependencies: [DynamicGenerationSchema]) throws {
        var names: Set<String> = []
        for schema in [root] + dependencies {
            guard let name = schema.name else { continue }
            guard names.insert(name).inserted else {
                throw SchemaError.duplicateType(schema: nil, type: name, context: .init(debugDescription: "\(name) is defined twice"))
            }
        }
        let undefined = ([root] + dependencies).flatMap(\.references).filter { !names.contains($0) }
        guard undefined.isEmpty else {
            throw SchemaError.undefinedReferences(schema: root.name, references: undefined,
                                                  context: .init(debugDescription: "No schema named \(undefined.joined(separator: ", "))"))
        }
        self.root = root.node
    }

    /// The schema as JSON Schema: types, titles, descriptions, properties in order with the
    /// required ones listed, bounds, counts and choices.
    public var debugDescription: String { GenerationSchemaJSON.content(of: root).jsonString }

    /// One property of a structure schema.
    public struct Property: Sendable {
        let node: PropertyNode

        /// A property `name` of type `type`, with an optional description and guides. (An
        /// optional type takes the form below, which leaves the property out when it is nil.)
        @_disfavoredOverload
        public init<Value: Generable>(name: String, description: String? = nil, type: Value.Type,
                                      guides: [GenerationGuide<Value>] = []) {
            node = PropertyNode(name: name, description: description,
                                node: Value.generationSchema.root.guided(by: guides.flatMap(\.constraints)), isOptional: false)
        }

        /// An optional property `name` of type `type`, which the model may leave out.
        public init<Value: Generable>(name: String, description: String? = nil, type: Value?.Type,
                                      guides: [GenerationGuide<Value>] = []) {
            node = PropertyNode(name: name, description: description,
                                node: Value.generationSchema.root.guided(by: guides.flatMap(\.constraints)), isOptional: true)
        }

        /// A string property `name` that matches the regular expressions `guides`.
        public init<RegexOutput>(name: String, description: String? = nil, type: String.Type,
                                 guides: [Regex<RegexOutput>] = []) {
            node = PropertyNode(name: name, description: description,
                                node: .primitive("string", constraints: guides.isEmpty ? [] : [.pattern]), isOptional: false)
        }

        /// An optional string property `name` that matches the regular expressions `guides`.
        public init<RegexOutput>(name: String, description: String? = nil, type: String?.Type,
                                 guides: [Regex<RegexOutput>] = []) {
            node = PropertyNode(name: name, description: description,
                                node: .primitive("string", constraints: guides.isEmpty ? [] : [.pattern]), isOptional: true)
        }
    }

    /// Why a dynamic schema could not be built.
    public enum SchemaError: Error, LocalizedError {
        /// Two schemas have the same name.
        case duplicateType(schema: String?, type: String, context: Context)
        /// A structure names a property twice.
        case duplicateProperty(schema: String, property: String, context: Context)
        /// A choice offers nothing.
        case emptyTypeChoices(schema: String, context: Context)
        /// References name no schema.
        case undefinedReferences(schema: String?, references: [String], context: Context)

        /// What went wrong, for a developer.
        public struct Context: Sendable {
            /// A description of the failure.
            public let debugDescription: String
            /// A context describing a failure.
            public init(debugDescription: String) { self.debugDescription = debugDescription }
        }

        /// The context's description.
        public var errorDescription: String? {
            switch self {
            case .duplicateType(_, _, let context), .duplicateProperty(_, _, let context),
                 .emptyTypeChoices(_, let context), .undefinedReferences(_, _, let context):
                context.debugDescription
            }
        }
    }
}

extension GenerationSchema.Node {
    /// The node with `constraints` added: a value's bounds and choices on a primitive, counts
    /// and element guides on an array.
    func guided(by constraints: [GenerationSchema.Constraint]) -> Self {
        guard !constraints.isEmpty else { return self }
        switch self {
        case .primitive(let name, let existing): return .primitive(name, constraints: existing + constraints)
        case .array(var element, var minimum, var maximum):
            for constraint in constraints {
                switch constraint {
                case .minimumCount(let count): minimum = count
                case .maximumCount(let count): maximum = count
                case .elements(let guides): element = element.guided(by: guides)
                default: break
                }
            }
            return .array(element, minimum: minimum, maximum: maximum)
        default: return self
        }
    }
}

/// A schema assembled at run time (from data, not a type), for `GenerationSchema(root:dependencies:)`.
public struct DynamicGenerationSchema: Sendable {
    let name: String?
    let node: GenerationSchema.Node
    let references: [String]

    /// A structure named `name` with `properties`.
    public init(name: String, description: String? = nil, properties: [DynamicGenerationSchema.Property]) {
        self.name = name
        node = .structure(name: name, description: description, properties: properties.map {
            GenerationSchema.PropertyNode(name: $0.name, description: $0.description, node: $0.schema.node, isOptional: $0.isOptional)
        })
        references = properties.flatMap(\.schema.references)
    }

    /// A choice named `name` among `choices`.
    public init(name: String, description: String? = nil, anyOf choices: [DynamicGenerationSchema]) {
        self.name = name
        node = .union(name: name, description: description, members: choices.map(\.node))
        references = choices.flatMap(\.references)
    }

    /// A choice named `name` among the strings `choices`.
    public init(name: String, description: String? = nil, anyOf choices: [String]) {
        self.name = name
        node = .choices(name: name, description: description, strings: choices)
        references = []
    }

    /// An array of `itemSchema`, with optional bounds on its count.
    public init(arrayOf itemSchema: DynamicGenerationSchema, minimumElements: Int? = nil, maximumElements: Int? = nil) {
        name = nil
        node = .array(itemSchema.node, minimum: minimumElements, maximum: maximumElements)
        references = itemSchema.references
    }

    /// The schema of `type`, with `guides`.
    public init<Value: Generable>(type: Value.Type, guides: [GenerationGuide<Value>] = []) {
        name = nil
        node = Value.generationSchema.root.guided(by: guides.flatMap(\.constraints))
        references = []
    }

    /// A reference to the schema named `name` among a root's dependencies (recursion allowed).
    public init(referenceTo name: String) {
        self.name = nil
        node = .reference(name)
        references = [name]
    }

    /// A property of a dynamic structure.
    public struct Property: Sendable {
        let name: String
        let description: String?
        let schema: DynamicGenerationSchema
        let isOptional: Bool

        /// A property `name` of `schema`; optional ones the model may leave out.
        public init(name: String, description: String? = nil, schema: DynamicGenerationSchema, isOptional: Bool = false) {
            self.name = name
            self.description = description
            self.schema = schema
            self.isOptional = isOptional
        }
    }
}
