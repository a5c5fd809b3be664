import Foundation
import Observation

/// The on-device language model behind Apple Intelligence. A render has none: `availability`
/// is `.unavailable(.deviceNotEligible)` on every use case, as on an iPhone that cannot run
/// Apple Intelligence, so a view that checks it draws its fallback.
public final class SystemLanguageModel: Sendable, Observable {
    /// The base model for general text tasks.
    public static let `default` = SystemLanguageModel()

    /// The task the model is tuned for.
    public let useCase: UseCase
    /// The safety checks applied to its input and output.
    public let guardrails: Guardrails

    /// A model tuned for `useCase` with `guardrails`.
    public convenience init(useCase: SystemLanguageModel.UseCase = .general,
                            guardrails: SystemLanguageModel.Guardrails = Guardrails.default) {
        self.init(useCase, guardrails)
    }

    /// A model specialised by an adapter file; unavailable in a render like the base model.
    @available(iOS, deprecated: 26.4, message: "Adapters are no longer supported")
    public convenience init(adapter: SystemLanguageModel.Adapter,
                            guardrails: SystemLanguageModel.Guardrails = .default) {
        self.init(.general, guardrails)
    }

    private init(_ useCase: UseCase, _ guardrails: Guardrails) {
        self.useCase = useCase
        self.guardrails = guardrails
    }

    /// Whether the model can be used: in a render, `.unavailable(.deviceNotEligible)`.
    public final var availability: SystemLanguageModel.Availability { .unavailable(.deviceNotEligible) }

    /// Whether `availability` is `.available`: false in a render.
    public final var isAvailable: Bool { availability == .available }

    /// The languages the model understands (the first release's list); a render generates in none.
    public final var supportedLanguages: Set<Locale.Language> {
        Set(Self.supportedIdentifiers.map { Locale.Language(identifier: $0) })
    }

    /// Whether the model supports `locale`'s language, with its regional fallbacks.
    public final func supportsLocale(_ locale: Locale = Locale.current) -> Bool {
        guard let code = locale.language.languageCode?.identifier else { return false }
        return Self.supportedIdentifiers.contains { $0 == code || $0.hasPrefix(code + "-") }
    }

    /// The most tokens a session's context holds (instructions, prompts, outputs and schemas).
    public final var contextSize: Int { 4096 }

    private static let supportedIdentifiers = [
        "da", "de", "en", "es", "fr", "it", "ja", "ko", "nb", "nl", "pt-BR", "pt-PT", "sv", "tr", "vi",
        "zh-Hans", "zh-Hant",
    ]

    /// Whether the model can be used, and why not.
    @frozen public enum Availability: Equatable, Sendable {
        /// The model is ready.
        case available
        /// The model cannot be used, for `reason`.
        case unavailable(UnavailableReason)

        /// Why the model cannot be used.
        public enum UnavailableReason: Equatable, Sendable, Hashable {
            /// The device cannot run Apple Intelligence (a render's answer).
            case deviceNotEligible
            /// The person has not turned Apple Intelligence on.
            case appleIntelligenceNotEnabled
            /// The model's assets are still downloading.
            case modelNotReady
        }
    }

    /// A task the model is tuned for.
    public struct UseCase: Sendable, Equatable {
        private let name: String
        /// General text generation and conversation.
        public static let general = UseCase(name: "general")
        /// Tagging: extracting topics, entities and actions from text.
        public static let contentTagging = UseCase(name: "contentTagging")
    }

    /// The safety checks a model applies.
    public struct Guardrails: Sendable {
        private let name: String
        /// The standard checks on input and output.
        public static let `default` = Guardrails(name: "default")
        /// Checks that allow transforming sensitive text a person supplied (summaries, rewrites).
        public static let permissiveContentTransformations = Guardrails(name: "permissiveContentTransformations")
    }

    /// A trained specialisation of the model, loaded from a file or an asset pack. A render
    /// has no adapter assets: both initialisers throw `AssetError.compatibleAdapterNotFound`.
    @available(iOS, deprecated: 26.4, message: "Adapters are no longer supported")
    public struct Adapter: Sendable {
        /// The adapter's metadata from its creator (empty: none is loaded).
        public var creatorDefinedMetadata: [String: Any] { [:] }

        /// Loads the adapter at `fileURL`; a render has no compatible base model, so it throws.
        public init(fileURL: URL) throws {
            throw AssetError.compatibleAdapterNotFound(.init(debugDescription: "No adapter for \(fileURL.lastPathComponent) in a render"))
        }

        /// Loads the adapter named `name` from the app's asset packs; it throws in a render.
        public init(name: String) throws {
            throw AssetError.compatibleAdapterNotFound(.init(debugDescription: "No adapter named \(name) in a render"))
        }

        /// Compiles the adapter for the device: nothing to do in a render.
        public func compile() async throws {}

        /// The identifiers of downloaded adapters compatible with `name`: none in a render.
        public static func compatibleAdapterIdentifiers(name: String) -> [String] { [] }

        /// Removes adapters no model can use: there are none in a render.
        public static func removeObsoleteAdapters() throws {}

        /// Why an adapter could not be loaded.
        public enum AssetError: Error, LocalizedError {
            /// The file is not a valid adapter.
            case invalidAsset(Context)
            /// The name is not a valid adapter name.
            case invalidAdapterName(Context)
            /// No downloaded adapter fits this device's base model.
            case compatibleAdapterNotFound(Context)

            /// What went wrong, for a developer.
            public struct Context: Sendable {
                /// A description of the failure.
                public let debugDescription: String
                /// A context describing a failure.
                public init(debugDescription: String) { self.debugDescription = debugDescription }
            }

            /// A description of the failure.
            public var errorDescription: String? {
                switch self {
                case .invalidAsset(let context), .invalidAdapterName(let context),
                     .compatibleAdapterNotFound(let context): context.debugDescription
                }
            }
        }
    }
}
