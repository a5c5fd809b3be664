extension SpeechTranscriber {
    /// Options for the text of a transcription (iOS 26+). Kept; a render transcribes nothing.
    public enum TranscriptionOption: Hashable, Sendable {
        /// Replaces certain words and phrases with a redacted form.
        case etiquetteReplacements
    }

    /// Options for how results are delivered (iOS 26+). Kept; a render delivers none.
    public enum ReportingOption: Hashable, Sendable {
        /// Includes alternative transcriptions besides the most likely one.
        case alternativeTranscriptions
        /// Favors faster, less accurate results.
        case fastResults
        /// Delivers tentative results for an audio range before the final one.
        case volatileResults
    }

    /// Options for the attributes of a transcription's text (iOS 26+). Kept; a render has no text.
    public enum ResultAttributeOption: Hashable, Sendable, CaseIterable {
        /// Adds audio time ranges to the attributed text.
        case audioTimeRange
        /// Adds confidence values to the attributed text.
        case transcriptionConfidence
    }
}
