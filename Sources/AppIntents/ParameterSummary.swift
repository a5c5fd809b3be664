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

/// An intent's parameter summary: a sentence, and the parameters Shortcuts lists under it.
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    /// The sentence.
    public let summary: ParameterSummaryString<Intent>
    /// How many parameters are listed under the sentence.
    let additionalParameterCount: Int

    /// A summary reading `string` (localized from `table`, which a render does not read).
    public init(_ string: ParameterSummaryString<Intent>, table: String? = nil) {
        summary = string
        additionalParameterCount = 0
    }

    /// A summary reading `string`, with the parameters `additionalParameterKeyPaths` lists under it.
    public init(_ string: ParameterSummaryString<Intent>, table: String? = nil,
                @ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]) {
        summary = string
        additionalParameterCount = additionalParameterKeyPaths().count
    }

    /// A summary with no sentence.
    public init() { self.init("") }

    /// A summary with no sentence, listing the parameters `additionalParameterKeyPaths` names.
    public init(@ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]) {
        self.init("", additionalParameterKeyPaths)
    }

    /// Builds the list of parameters shown under a summary: `\.$date` on each line.
    @resultBuilder
    public enum ParameterKeyPathsBuilder {
        /// The parameters, in order.
        public static func buildBlock(_ blocks: PartialKeyPath<Intent>...) -> [PartialKeyPath<Intent>] { blocks }
        /// A parameter's key path.
        public static func buildExpression<ValueType>(_ expression: KeyPath<Intent, IntentParameter<ValueType>>) -> PartialKeyPath<Intent> {
            expression
        }
    }
}
