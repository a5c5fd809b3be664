import BackplateCore
import Foundation

/// How an intent's parameters read as a sentence in Shortcuts (never drawn in a render).
public protocol ParameterSummary: Sendable {}

/// A sentence naming an intent's parameters (`"Show \(\.$character)"`).
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    /// The sentence, with each parameter written as its title in braces.
    public private(set) var text: String

    /// A sentence with no parameters.
    public init(_ text: String) { self.text = text }
    /// A sentence from a literal.
    public init(stringLiteral value: String) { text = value }
    /// A sentence from an interpolation of text and parameter key paths.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// Builds a sentence from text and parameter key paths.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        /// Room for a sentence.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Literal words.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// A parameter, written as its title.
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            text += Intent.summaryPlaceholder(parameter)
        }
    }
}

/// An intent's parameter summary: a sentence.
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    /// The sentence.
    public let summary: ParameterSummaryString<Intent>
    /// A summary reading `summary`.
    public init(_ summary: ParameterSummaryString<Intent>) { self.summary = summary }
}
