extension SpeechTranscriber {
    /// A named set of transcriber options (iOS 26+), with Apple's presets.
    public struct Preset: Sendable {
        /// The preset's text options.
        public var transcriptionOptions: Set<SpeechTranscriber.TranscriptionOption>
        /// The preset's delivery options.
        public var reportingOptions: Set<SpeechTranscriber.ReportingOption>
        /// The preset's text-attribute options.
        public var attributeOptions: Set<SpeechTranscriber.ResultAttributeOption>

        /// A preset of these options.
        public init(transcriptionOptions: Set<SpeechTranscriber.TranscriptionOption>,
                    reportingOptions: Set<SpeechTranscriber.ReportingOption>,
                    attributeOptions: Set<SpeechTranscriber.ResultAttributeOption>) {
            self.transcriptionOptions = transcriptionOptions
            self.reportingOptions = reportingOptions
            self.attributeOptions = attributeOptions
        }

        /// Basic, accurate transcription: no options.
        public static let transcription = Preset(transcriptionOptions: [], reportingOptions: [], attributeOptions: [])
        /// Transcription with alternatives for editing.
        public static let transcriptionWithAlternatives = Preset(
            transcriptionOptions: [], reportingOptions: [.alternativeTranscriptions], attributeOptions: [])
        /// Transcription with alternatives, with audio time ranges.
        public static let timeIndexedTranscriptionWithAlternatives = Preset(
            transcriptionOptions: [], reportingOptions: [.alternativeTranscriptions], attributeOptions: [.audioTimeRange])
        /// Immediate transcription of live audio: volatile and fast results.
        public static let progressiveTranscription = Preset(
            transcriptionOptions: [], reportingOptions: [.volatileResults, .fastResults], attributeOptions: [])
        /// Immediate transcription of live audio, with audio time ranges.
        public static let timeIndexedProgressiveTranscription = Preset(
            transcriptionOptions: [], reportingOptions: [.volatileResults, .fastResults], attributeOptions: [.audioTimeRange])
    }
}
