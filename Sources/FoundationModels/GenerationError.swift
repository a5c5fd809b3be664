import Foundation

extension LanguageModelSession {
    /// Why a session could not respond. A render has no model, so every request ends in
    /// `assetsUnavailable`.
    public enum GenerationError: Error, LocalizedError {
        /// The conversation no longer fits the model's context.
        case exceededContextWindowSize(Context)
        /// The model's assets are not on the device (a render's answer to every request).
        case assetsUnavailable(Context)
        /// The guardrails flagged the prompt or the response.
        case guardrailViolation(Context)
        /// A generation guide the model cannot follow.
        case unsupportedGuide(Context)
        /// The prompt's language or locale is not supported.
        case unsupportedLanguageOrLocale(Context)
        /// The output could not be read as the requested type.
        case decodingFailure(Context)
        /// The app made too many requests in the background.
        case rateLimited(Context)
        /// A request was made while the session was still responding.
        case concurrentRequests(Context)
        /// The model declined to respond.
        case refusal(Refusal, Context)

        /// What went wrong, for a developer.
        public struct Context: Sendable {
            /// A description of the failure.
            public let debugDescription: String
            /// A context describing a failure.
            public init(debugDescription: String) { self.debugDescription = debugDescription }
        }

        /// The model's refusal, whose explanation a second request would generate.
        public struct Refusal: Sendable {
            /// The transcript entries of the refused exchange.
            public let transcriptEntries: [Transcript.Entry]

            /// A refusal of the exchange in `transcriptEntries`.
            public init(transcriptEntries: [Transcript.Entry]) { self.transcriptEntries = transcriptEntries }

            /// The model's explanation of the refusal; a render has no model, so it throws
            /// `assetsUnavailable`.
            public var explanation: LanguageModelSession.Response<String> {
                get async throws { throw LanguageModelSession.noModel("Refusal.explanation") }
            }

            /// The explanation as a stream; in a render it ends with `assetsUnavailable`.
            public var explanationStream: LanguageModelSession.ResponseStream<String> {
                LanguageModelSession.ResponseStream(failing: LanguageModelSession.noModel("Refusal.explanationStream"))
            }
        }

        private var context: Context {
            switch self {
            case .exceededContextWindowSize(let context), .assetsUnavailable(let context),
                 .guardrailViolation(let context), .unsupportedGuide(let context),
                 .unsupportedLanguageOrLocale(let context), .decodingFailure(let context),
                 .rateLimited(let context), .concurrentRequests(let context), .refusal(_, let context):
                context
            }
        }

        /// What went wrong.
        public var errorDescription: String? {
            switch self {
            case .exceededContextWindowSize: "The conversation exceeded the model's context window."
            case .assetsUnavailable: "The language model's assets are unavailable."
            case .guardrailViolation: "The request was flagged by the model's safety guardrails."
            case .unsupportedGuide: "A generation guide is not supported."
            case .unsupportedLanguageOrLocale: "The language or locale is not supported."
            case .decodingFailure: "The response could not be decoded."
            case .rateLimited: "Too many requests were made."
            case .concurrentRequests: "The session is already responding to a request."
            case .refusal: "The model refused to respond."
            }
        }

        /// Why it went wrong: the context's description.
        public var failureReason: String? { context.debugDescription }

        /// What to try instead.
        public var recoverySuggestion: String? {
            switch self {
            case .exceededContextWindowSize: "Start a new session with a shorter transcript."
            case .assetsUnavailable: "Check SystemLanguageModel.availability before making requests."
            case .concurrentRequests: "Wait until isResponding is false."
            default: nil
            }
        }
    }

    /// A throw from a tool's `call(arguments:)`, with the tool that threw.
    public struct ToolCallError: Error, LocalizedError {
        /// The tool whose call failed.
        public var tool: any Tool
        /// What the tool threw.
        public var underlyingError: any Error

        /// An error wrapping `underlyingError`, thrown by `tool`.
        public init(tool: any Tool, underlyingError: any Error) {
            self.tool = tool
            self.underlyingError = underlyingError
        }

        /// The tool's name and its error's description.
        public var errorDescription: String? { "\(tool.name): \(underlyingError.localizedDescription)" }
    }
}
