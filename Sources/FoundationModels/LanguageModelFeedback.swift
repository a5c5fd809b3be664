import Foundation

/// Feedback on a model's output, for Apple's Feedback Assistant: a sentiment and issues.
public struct LanguageModelFeedback: Sendable {
    /// How the output was received.
    public enum Sentiment: String, Sendable, Hashable, CaseIterable {
        /// Good output.
        case positive
        /// Bad output.
        case negative
        /// Neither.
        case neutral
    }

    /// A problem with the output.
    public struct Issue: Sendable {
        /// What kind of problem.
        public var category: Category
        /// A description of it.
        public var explanation: String?

        /// An issue of `category`, with an optional explanation.
        public init(category: Category, explanation: String? = nil) {
            self.category = category
            self.explanation = explanation
        }

        /// The kinds of problem.
        public enum Category: String, Sendable, Hashable, CaseIterable {
            /// Not helpful.
            case unhelpful
            /// Too long.
            case tooVerbose
            /// Ignored the instructions.
            case didNotFollowInstructions
            /// Wrong.
            case incorrect
            /// Stereotyped or biased.
            case stereotypeOrBias
            /// Suggestive or sexual.
            case suggestiveOrSexual
            /// Vulgar or offensive.
            case vulgarOrOffensive
            /// A guardrail fired when it should not have.
            case triggeredGuardrailUnexpectedly
        }
    }
}

extension LanguageModelSession {
    /// The feedback as a JSON attachment (sentiment, issues, the transcript's text), which an
    /// app saves for Feedback Assistant; written the same way in a render.
    @discardableResult
    public final func logFeedbackAttachment(sentiment: LanguageModelFeedback.Sentiment?,
                                            issues: [LanguageModelFeedback.Issue] = [],
                                            desiredOutput: Transcript.Entry? = nil) -> Data {
        feedback(sentiment, issues, desired: desiredOutput?.description)
    }

    /// The feedback as a JSON attachment, with the response text that was wanted.
    @discardableResult
    public final func logFeedbackAttachment(sentiment: LanguageModelFeedback.Sentiment?,
                                            issues: [LanguageModelFeedback.Issue] = [],
                                            desiredResponseText: String?) -> Data {
        feedback(sentiment, issues, desired: desiredResponseText)
    }

    /// The feedback as a JSON attachment, with the content that was wanted.
    @discardableResult
    public final func logFeedbackAttachment(sentiment: LanguageModelFeedback.Sentiment?,
                                            issues: [LanguageModelFeedback.Issue] = [],
                                            desiredResponseContent: (any ConvertibleToGeneratedContent)?) -> Data {
        feedback(sentiment, issues, desired: desiredResponseContent?.generatedContent.jsonString)
    }

    private func feedback(_ sentiment: LanguageModelFeedback.Sentiment?, _ issues: [LanguageModelFeedback.Issue],
                          desired: String?) -> Data {
        var object: [String: Any] = [
            "issues": issues.map { ["category": $0.category.rawValue, "explanation": $0.explanation ?? ""] },
            "transcript": transcript.map(\.description),
        ]
        object["sentiment"] = sentiment?.rawValue
        object["desiredOutput"] = desired
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    }
}
