import Foundation

/// A session's history: its instructions, then each prompt, tool call, tool output and
/// response, in order. In a render a session's transcript holds its instructions alone, since
/// every request fails and a failed request leaves no entries.
public struct Transcript: Sendable, Equatable, RandomAccessCollection, Codable {
    private var entries: [Entry]

    /// A transcript of `entries`.
    public init(entries: some Sequence<Transcript.Entry> = []) { self.entries = Array(entries) }

    /// The first entry's index (0).
    public var startIndex: Int { entries.startIndex }
    /// One past the last entry's index.
    public var endIndex: Int { entries.endIndex }
    /// The entry at `index`.
    public subscript(index: Int) -> Entry {
        get { entries[index] }
        set { entries[index] = newValue }
    }

    /// Encodes each entry's kind, identifier and text; tool calls' arguments are kept as JSON.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for entry in entries { try container.encode(CodedEntry(entry)) }
    }

    /// Decodes entries written by `encode(to:)`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var entries: [Entry] = []
        while !container.isAtEnd { entries.append(try container.decode(CodedEntry.self).entry) }
        self.entries = entries
    }

    /// One step of a conversation.
    public enum Entry: Sendable, Identifiable, Equatable, CustomStringConvertible {
        /// The session's instructions.
        case instructions(Transcript.Instructions)
        /// A prompt.
        case prompt(Transcript.Prompt)
        /// The tools the model called.
        case toolCalls(Transcript.ToolCalls)
        /// What a tool gave back.
        case toolOutput(Transcript.ToolOutput)
        /// The model's response.
        case response(Transcript.Response)

        /// The entry's identifier.
        public var id: String {
            switch self {
            case .instructions(let value): value.id
            case .prompt(let value): value.id
            case .toolCalls(let value): value.id
            case .toolOutput(let value): value.id
            case .response(let value): value.id
            }
        }

        /// The entry's text segments (or its calls), one per line.
        public var description: String {
            switch self {
            case .instructions(let value): Segment.text(of: value.segments)
            case .prompt(let value): Segment.text(of: value.segments)
            case .toolCalls(let value): value.map { "\($0.toolName)(\($0.arguments.jsonString))" }.joined(separator: "\n")
            case .toolOutput(let value): Segment.text(of: value.segments)
            case .response(let value): Segment.text(of: value.segments)
            }
        }
    }

    /// A piece of an entry: text, or structured content.
    public enum Segment: Sendable, Identifiable, Equatable, CustomStringConvertible {
        /// Text.
        case text(Transcript.TextSegment)
        /// Structured content.
        case structure(Transcript.StructuredSegment)

        /// The segment's identifier.
        public var id: String {
            switch self {
            case .text(let segment): segment.id
            case .structure(let segment): segment.id
            }
        }

        /// The text, or the content's JSON.
        public var description: String {
            switch self {
            case .text(let segment): segment.content
            case .structure(let segment): segment.content.jsonString
            }
        }

        static func text(of segments: [Segment]) -> String { segments.map(\.description).joined(separator: "\n") }
    }

    /// A text segment.
    public struct TextSegment: Sendable, Identifiable, Equatable {
        /// The segment's identifier.
        public var id: String
        /// The text.
        public var content: String
        /// A segment of `content`.
        public init(id: String = UUID().uuidString, content: String) {
            self.id = id
            self.content = content
        }
    }

    /// A structured segment: content generated for a schema named `source`.
    public struct StructuredSegment: Sendable, Identifiable, Equatable {
        /// The segment's identifier.
        public var id: String
        /// The schema's name.
        public var source: String
        /// The content.
        public var content: GeneratedContent
        /// A segment of `content` from the schema `source`.
        public init(id: String = UUID().uuidString, source: String, content: GeneratedContent) {
            self.id = id
            self.source = source
            self.content = content
        }
    }

    /// A session's instructions and the tools it offers.
    public struct Instructions: Sendable, Identifiable, Equatable {
        /// The entry's identifier.
        public var id: String
        /// The instructions.
        public var segments: [Segment]
        /// The tools the model may call.
        public var toolDefinitions: [ToolDefinition]
        /// Instructions of `segments` offering `toolDefinitions`.
        public init(id: String = UUID().uuidString, segments: [Segment], toolDefinitions: [ToolDefinition]) {
            self.id = id
            self.segments = segments
            self.toolDefinitions = toolDefinitions
        }
    }

    /// A prompt, with its options and the format asked for.
    public struct Prompt: Sendable, Identifiable, Equatable {
        /// The entry's identifier.
        public var id: String
        /// The prompt.
        public var segments: [Segment]
        /// Its generation options.
        public var options: GenerationOptions
        /// The format its response must take (nil: text).
        public var responseFormat: ResponseFormat?
        /// A prompt of `segments`.
        public init(id: String = UUID().uuidString, segments: [Segment], options: GenerationOptions = GenerationOptions(),
                    responseFormat: ResponseFormat? = nil) {
            self.id = id
            self.segments = segments
            self.options = options
            self.responseFormat = responseFormat
        }
    }

    /// The structured format a prompt asks for.
    public struct ResponseFormat: Sendable, Equatable {
        /// The format's name (the type's).
        public var name: String
        /// The format of `type`.
        public init<T: Generable>(type: T.Type) { name = String(describing: type) }
        /// The format of `schema`.
        public init(schema: GenerationSchema) {
            if case .structure(let name, _, _) = schema.root { self.name = name } else { self.name = "schema" }
        }
    }

    /// A tool as the model is told of it.
    public struct ToolDefinition: Sendable, Equatable {
        /// The tool's name.
        public var name: String
        /// What the tool does.
        public var description: String
        let parameters: GenerationSchema.Node
        /// A definition of a tool named `name` taking `parameters`.
        public init(name: String, description: String, parameters: GenerationSchema) {
            self.name = name
            self.description = description
            self.parameters = parameters.root
        }
        /// The definition of `tool`.
        public init(tool: some Tool) { self.init(name: tool.name, description: tool.description, parameters: tool.parameters) }
    }

    /// The calls the model made at one step (parallel calls share an entry).
    public struct ToolCalls: Sendable, Identifiable, Equatable, RandomAccessCollection {
        /// The entry's identifier.
        public var id: String
        private var calls: [ToolCall]
        /// An entry of `calls`.
        public init<S: Sequence>(id: String = UUID().uuidString, _ calls: S) where S.Element == ToolCall {
            self.id = id
            self.calls = Array(calls)
        }
        /// The first call's index.
        public var startIndex: Int { calls.startIndex }
        /// One past the last call's index.
        public var endIndex: Int { calls.endIndex }
        /// The call at `index`.
        public subscript(index: Int) -> ToolCall { calls[index] }
    }

    /// One call of a tool.
    public struct ToolCall: Sendable, Identifiable, Equatable {
        /// The call's identifier.
        public var id: String
        /// The tool called.
        public var toolName: String
        /// The arguments the model gave.
        public var arguments: GeneratedContent
        /// A call of `toolName` with `arguments`.
        public init(id: String, toolName: String, arguments: GeneratedContent) {
            self.id = id
            self.toolName = toolName
            self.arguments = arguments
        }
    }

    /// What a tool gave back.
    public struct ToolOutput: Sendable, Identifiable, Equatable {
        /// The entry's identifier.
        public var id: String
        /// The tool's name.
        public var toolName: String
        /// The output.
        public var segments: [Segment]
        /// The output `segments` of `toolName`.
        public init(id: String, toolName: String, segments: [Segment]) {
            self.id = id
            self.toolName = toolName
            self.segments = segments
        }
    }

    /// The model's response.
    public struct Response: Sendable, Identifiable, Equatable {
        /// The entry's identifier.
        public var id: String
        /// The assets that produced it.
        public var assetIDs: [String]
        /// The response.
        public var segments: [Segment]
        /// A response of `segments`.
        public init(id: String = UUID().uuidString, assetIDs: [String], segments: [Segment]) {
            self.id = id
            self.assetIDs = assetIDs
            self.segments = segments
        }
    }

    /// An entry as `Codable` writes it: its kind, identifier, text segments, and for tools their
    /// names and arguments (as JSON). Prompt options and tool schemas are not kept.
    private struct CodedEntry: Codable {
        struct Call: Codable {
            var id: String
            var toolName: String
            var arguments: String
        }
        var kind: String
        var id: String
        var segments: [String]
        var toolName: String?
        var calls: [Call]?

        init(_ entry: Entry) {
            id = entry.id
            segments = []
            switch entry {
            case .instructions(let value): kind = "instructions"; segments = value.segments.map(\.description)
            case .prompt(let value): kind = "prompt"; segments = value.segments.map(\.description)
            case .toolCalls(let value):
                kind = "toolCalls"
                calls = value.map { Call(id: $0.id, toolName: $0.toolName, arguments: $0.arguments.jsonString) }
            case .toolOutput(let value):
                kind = "toolOutput"; toolName = value.toolName; segments = value.segments.map(\.description)
            case .response(let value): kind = "response"; segments = value.segments.map(\.description)
            }
        }

        var entry: Entry {
            get throws {
                let segments = segments.map { Segment.text(TextSegment(content: $0)) }
                switch kind {
                case "instructions": return .instructions(Instructions(id: id, segments: segments, toolDefinitions: []))
                case "prompt": return .prompt(Prompt(id: id, segments: segments))
                case "toolCalls":
                    return .toolCalls(ToolCalls(id: id, try (calls ?? []).map {
                        ToolCall(id: $0.id, toolName: $0.toolName, arguments: try GeneratedContent(json: $0.arguments))
                    }))
                case "toolOutput": return .toolOutput(ToolOutput(id: id, toolName: toolName ?? "", segments: segments))
                case "response": return .response(Response(id: id, assetIDs: [], segments: segments))
                default:
                    throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "Unknown transcript entry kind \(kind)"))
                }
            }
        }
    }
}
