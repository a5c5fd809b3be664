import Foundation

/// How a response's tokens are sampled. A render generates nothing, so the options are kept
/// only to be read back.
public struct GenerationOptions: Sendable, Equatable {
    /// How the next token is chosen (nil: the system's default).
    public var sampling: GenerationOptions.SamplingMode?
    /// How varied the output is, from 0 (focused) to 1 (varied); nil: the system's default.
    public var temperature: Double?
    /// The most tokens a response may have (nil: no limit but the context's).
    public var maximumResponseTokens: Int?

    /// Options with the given sampling mode, temperature and token limit.
    public init(sampling: GenerationOptions.SamplingMode? = nil, temperature: Double? = nil,
                maximumResponseTokens: Int? = nil) {
        self.sampling = sampling
        self.temperature = temperature
        self.maximumResponseTokens = maximumResponseTokens
    }

    /// The sampling mode under the name iOS 27 gives it (back-deployed to 26).
    public var samplingMode: GenerationOptions.SamplingMode? {
        get { sampling }
        set { sampling = newValue }
    }

    /// Options with the given sampling mode, under the label iOS 27 gives it.
    public init(samplingMode: GenerationOptions.SamplingMode?, temperature: Double? = nil,
                maximumResponseTokens: Int? = nil) {
        self.init(sampling: samplingMode, temperature: temperature, maximumResponseTokens: maximumResponseTokens)
    }

    /// A way of choosing each token from the model's distribution.
    public struct SamplingMode: Sendable, Equatable {
        private enum Rule: Equatable {
            case greedy
            case top(Int, seed: UInt64?)
            case threshold(Double, seed: UInt64?)
        }
        private let rule: Rule

        /// Always the most likely token: the same prompt gives the same response.
        public static var greedy: SamplingMode { SamplingMode(rule: .greedy) }

        /// A random choice among the `k` most likely tokens, seeded when `seed` is given.
        public static func random(top k: Int, seed: UInt64? = nil) -> SamplingMode {
            SamplingMode(rule: .top(k, seed: seed))
        }

        /// A random choice among the most likely tokens whose probabilities add up to
        /// `probabilityThreshold`, seeded when `seed` is given.
        public static func random(probabilityThreshold: Double, seed: UInt64? = nil) -> SamplingMode {
            SamplingMode(rule: .threshold(probabilityThreshold, seed: seed))
        }
    }
}
