import Foundation

/// A type that can be written into a prompt.
public protocol PromptRepresentable {
    /// The value as a prompt.
    @PromptBuilder var promptRepresentation: Prompt { get }
}

/// A type that can be written into a session's instructions.
public protocol InstructionsRepresentable {
    /// The value as instructions.
    @InstructionsBuilder var instructionsRepresentation: Instructions { get }
}

/// What a session is asked, as text built from strings and representable values.
public struct Prompt: Sendable, PromptRepresentable {
    /// The prompt's text, its parts joined by newlines.
    let text: String

    init(text: String) { self.text = text }
    init(joining parts: [Prompt]) { text = parts.map(\.text).filter { !$0.isEmpty }.joined(separator: "\n") }

    /// A prompt made of `content`.
    public init(_ content: some PromptRepresentable) { self = content.promptRepresentation }

    /// A prompt built from the builder's lines.
    public init(@PromptBuilder _ content: () throws -> Prompt) rethrows { self = try content() }

    /// The prompt itself.
    public var promptRepresentation: Prompt { self }
}

/// How a session should behave (its role, its rules, examples), given once when it is made.
public struct Instructions: Sendable, InstructionsRepresentable {
    /// The instructions' text, its parts joined by newlines.
    let text: String

    init(text: String) { self.text = text }
    init(joining parts: [Instructions]) { text = parts.map(\.text).filter { !$0.isEmpty }.joined(separator: "\n") }

    /// Instructions made of `content`.
    public init(_ content: some InstructionsRepresentable) { self = content.instructionsRepresentation }

    /// Instructions built from the builder's lines.
    public init(@InstructionsBuilder _ content: () throws -> Instructions) rethrows { self = try content() }

    /// The instructions themselves.
    public var instructionsRepresentation: Instructions { self }
}

extension String: PromptRepresentable, InstructionsRepresentable {
    /// The string as a prompt.
    public var promptRepresentation: Prompt { Prompt(text: self) }
    /// The string as instructions.
    public var instructionsRepresentation: Instructions { Instructions(text: self) }
}

/// Builds a prompt from lines of strings and representable values, with `if`, `else` and `for`.
@resultBuilder
public struct PromptBuilder {
    /// A line, as a prompt.
    public static func buildExpression(_ expression: some PromptRepresentable) -> Prompt { expression.promptRepresentation }
    /// A prompt line, as it is (a prompt's own representation is built from itself).
    public static func buildExpression(_ expression: Prompt) -> Prompt { expression }
    /// The lines, in order.
    public static func buildBlock(_ components: Prompt...) -> Prompt { Prompt(joining: components) }
    /// The lines of each pass of a loop.
    public static func buildArray(_ prompts: [Prompt]) -> Prompt { Prompt(joining: prompts) }
    /// The lines of an `if`'s first branch.
    public static func buildEither(first component: Prompt) -> Prompt { component }
    /// The lines of an `else`.
    public static func buildEither(second component: Prompt) -> Prompt { component }
    /// The lines of an `if` without `else` (none when its condition is false).
    public static func buildOptional(_ component: Prompt?) -> Prompt { component ?? Prompt(joining: []) }
    /// The lines of an `if #available` branch.
    public static func buildLimitedAvailability(_ prompt: Prompt) -> Prompt { prompt }
}

/// Builds instructions from lines of strings and representable values, with `if`, `else` and `for`.
@resultBuilder
public struct InstructionsBuilder {
    /// A line, as instructions.
    public static func buildExpression(_ expression: some InstructionsRepresentable) -> Instructions {
        expression.instructionsRepresentation
    }
    /// An instructions line, as it is (their own representation is built from themselves).
    public static func buildExpression(_ expression: Instructions) -> Instructions { expression }
    /// The lines, in order.
    public static func buildBlock(_ components: Instructions...) -> Instructions { Instructions(joining: components) }
    /// The lines of each pass of a loop.
    public static func buildArray(_ instructions: [Instructions]) -> Instructions { Instructions(joining: instructions) }
    /// The lines of an `if`'s first branch.
    public static func buildEither(first component: Instructions) -> Instructions { component }
    /// The lines of an `else`.
    public static func buildEither(second component: Instructions) -> Instructions { component }
    /// The lines of an `if` without `else` (none when its condition is false).
    public static func buildOptional(_ component: Instructions?) -> Instructions { component ?? Instructions(joining: []) }
    /// The lines of an `if #available` branch.
    public static func buildLimitedAvailability(_ instructions: Instructions) -> Instructions { instructions }
}
