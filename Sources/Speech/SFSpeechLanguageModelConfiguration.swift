import Foundation

extension SFSpeechLanguageModel {
    /// Where a custom language model and its vocabulary live (iOS 17+). Only kept: a render never
    /// builds or loads a model.
    public final class Configuration: NSObject, NSCopying, Sendable {
        /// The language model file's location.
        public let languageModel: URL
        /// The compiled vocabulary file's location, if any.
        public let vocabulary: URL?
        private let weightValue: Double?

        /// A configuration for the language model at `languageModel`.
        public convenience init(languageModel: URL) {
            self.init(languageModel: languageModel, vocabulary: nil, weight: nil)
        }

        /// A configuration for a language model and a vocabulary.
        public convenience init(languageModel: URL, vocabulary: URL?) {
            self.init(languageModel: languageModel, vocabulary: vocabulary, weight: nil)
        }

        /// A configuration with the customization's relative `weight`, 0 to 1 (iOS 26+).
        public init(languageModel: URL, vocabulary: URL?, weight: NSNumber?) {
            self.languageModel = languageModel
            self.vocabulary = vocabulary
            weightValue = weight?.doubleValue
            super.init()
        }

        /// The customization's relative weight, 0 to 1, if set (iOS 26+).
        public var weight: NSNumber? { weightValue.map { NSNumber(value: $0) } }

        /// The configuration itself: it never changes.
        public func copy(with zone: NSZone? = nil) -> Any { self }
    }
}
