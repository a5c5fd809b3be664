import Foundation

#if !canImport(Darwin)
// Foundation on Linux has no Markdown parsing for `AttributedString`, and no inline
// presentation intents: these are Foundation's names, parsed with the inline Markdown SwiftUI's
// `Text` uses, so `Text(try AttributedString(markdown: "**Bold** and *more*"))` draws as on iOS.

/// The inline styles Markdown gives a run of text (Foundation's `InlinePresentationIntent`).
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Intent from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Emphasis (`*text*`): italic.
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// Strong emphasis (`**text**`): bold.
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// Code (`` `text` ``): monospaced.
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// Strikethrough (`~~text~~`).
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    /// A soft line break.
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    /// A hard line break.
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    /// Inline HTML.
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    /// Block HTML.
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes.SwiftUIAttributes {
    /// The key of a run's inline Markdown styles (`attributed.inlinePresentationIntent`).
    public enum InlinePresentationIntentAttribute: AttributedStringKey {
        public typealias Value = InlinePresentationIntent
        public static let name = "NSInlinePresentationIntent"
    }
}

extension AttributedString {
    /// How Markdown is parsed (Foundation's `AttributedString.MarkdownParsingOptions`).
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Which Markdown syntax is interpreted.
        public enum InterpretedSyntax: Hashable, Sendable {
            /// All of Markdown (Backplate interprets its inline syntax; block syntax stays text).
            case full
            /// Inline syntax only, whitespace collapsed.
            case inlineOnly
            /// Inline syntax only, whitespace kept (what SwiftUI's `Text` uses).
            case inlineOnlyPreservingWhitespace
        }
        /// What to do with Markdown that cannot be parsed.
        public enum FailurePolicy: Hashable, Sendable {
            /// Throw an error.
            case throwError
            /// Return what could be parsed.
            case returnPartiallyParsedIfPossible
        }
        /// Whether `^[text](attribute: value)` extended attributes are read.
        public var allowsExtendedAttributes: Bool
        /// The syntax interpreted.
        public var interpretedSyntax: InterpretedSyntax
        /// The failure policy.
        public var failurePolicy: FailurePolicy
        /// The language of the text.
        public var languageCode: String?
        /// Whether runs carry their source positions.
        public var appliesSourcePositionAttributes: Bool

        /// Options, by default full syntax that throws on failure.
        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil,
                    appliesSourcePositionAttributes: Bool = false) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
            self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
        }
    }

    /// Parses Markdown's inline syntax (`**strong**`, `*emphasis*`, `` `code` ``,
    /// `~~strike~~`, `[link](url)`, escapes) into runs carrying `inlinePresentationIntent` and
    /// `link`, as Foundation does on Apple platforms. Block syntax (headings, lists) is kept as
    /// typed; `.inlineOnly` collapses runs of whitespace. Never throws: inline Markdown has no
    /// invalid input.
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        var source = markdown
        if options.interpretedSyntax == .inlineOnly {
            source = source.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ")
        }
        self = AttributedString(inlineMarkdown: source, extendedAttributes: options.allowsExtendedAttributes, inflects: false, baseURL: baseURL)
    }

    /// Runs of `source`'s inline Markdown with Foundation's intents and links.
    package init(inlineMarkdown source: String, extendedAttributes: Bool, inflects: Bool, baseURL: URL? = nil) {
        var result = AttributedString()
        for segment in InlineMarkdown.parse(source, extendedAttributes: extendedAttributes, inflects: inflects) {
            var run = AttributedString(segment.text)
            var intent: InlinePresentationIntent = []
            if segment.strong { intent.insert(.stronglyEmphasized) }
            if segment.emphasis { intent.insert(.emphasized) }
            if segment.code { intent.insert(.code) }
            if segment.strikethrough { intent.insert(.strikethrough) }
            if !intent.isEmpty { run[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] = intent }
            if let link = segment.link { run.link = URL(string: link, relativeTo: baseURL) }
            result += run
        }
        self = result
    }
}
#endif
