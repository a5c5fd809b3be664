import Foundation

/// A function the model may call while it responds (a search, a lookup), described to it by
/// name, description and the schema of its arguments. A render generates nothing, so a
/// session never calls its tools.
public protocol Tool<Arguments, Output>: Sendable {
    /// What the model passes to the tool.
    associatedtype Arguments: ConvertibleFromGeneratedContent
    /// What the tool gives back to the model.
    associatedtype Output: PromptRepresentable

    /// The tool's name, as the model calls it (by default the type's name).
    var name: String { get }
    /// When and how the model should use the tool.
    var description: String { get }
    /// The schema of the arguments (by default `Arguments.generationSchema`).
    var parameters: GenerationSchema { get }
    /// Whether the tool's schema goes into the session's instructions (by default true).
    var includesSchemaInInstructions: Bool { get }

    /// Runs the tool with the model's arguments.
    @concurrent func call(arguments: Arguments) async throws -> Output
}

extension Tool {
    /// The type's name.
    public var name: String { String(describing: Self.self) }
    /// True: the schema is included.
    public var includesSchemaInInstructions: Bool { true }
}

extension Tool where Arguments: Generable {
    /// The arguments' schema.
    public var parameters: GenerationSchema { Arguments.generationSchema }
}
