import Foundation

extension NLTagger {
    /// What a tagger leaves out or joins when it enumerates word tokens.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt

        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Leave out words.
        public static let omitWords = Options(rawValue: 1 << 0)
        /// Leave out punctuation.
        public static let omitPunctuation = Options(rawValue: 1 << 1)
        /// Leave out whitespace.
        public static let omitWhitespace = Options(rawValue: 1 << 2)
        /// Leave out symbols, emoji and other characters.
        public static let omitOther = Options(rawValue: 1 << 3)
        /// Make a multi-word name one token. Without a name model on Linux, it changes nothing.
        public static let joinNames = Options(rawValue: 1 << 4)
        /// Keep contractions whole ("don't"); without it, English contractions are split
        /// before their suffix ("do" "n't"), as Apple's tagger splits them.
        public static let joinContractions = Options(rawValue: 1 << 5)
    }

    /// The answers to a request for a scheme's assets (iOS 13+).
    public enum AssetsResult: Int, Hashable, Sendable {
        /// The scheme's assets are on the device: on Linux, for the schemes Backplate computes.
        case available = 0
        /// The scheme's assets are not on the device: on Linux, for the schemes that need a model.
        case notAvailable = 1
        /// The assets could not be loaded.
        case error = 2
    }
}
