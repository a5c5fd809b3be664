import AVFoundation
import Foundation

extension SpeechTranscriber {
    /// A phrase of transcribed speech (iOS 26+). A render transcribes nothing, so none is ever
    /// delivered.
    public struct Result: SpeechModuleResult, Sendable {
        /// The audio input range the phrase covers.
        public let range: CMTimeRange
        /// The time up to which results are final, after this one.
        public let resultsFinalizationTime: CMTime
        /// Every reading of the audio, most likely first.
        public let alternatives: [AttributedString]

        /// The most likely reading of the audio ("" when no speech was recognized).
        public var text: AttributedString { alternatives.first ?? AttributedString() }

        init(range: CMTimeRange, resultsFinalizationTime: CMTime, alternatives: [AttributedString]) {
            self.range = range
            self.resultsFinalizationTime = resultsFinalizationTime
            self.alternatives = alternatives
        }
    }
}
