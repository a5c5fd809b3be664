import Foundation

/// A whole transcription of the speech heard: its text and its segments. A render recognizes
/// no speech, so the only transcriptions that exist are made with `init()`: empty text, no
/// segments.
open class SFTranscription: NSObject, NSCopying {
    private let text: String
    private let parts: [SFTranscriptionSegment]

    /// An empty transcription.
    public override init() {
        text = ""
        parts = []
        super.init()
    }

    /// The transcription's text, formatted for display ("" when nothing was recognized).
    open var formattedString: String { text }
    /// The transcription's utterances, in order.
    open var segments: [SFTranscriptionSegment] { parts }
    /// Words spoken per minute (iOS 13–14.5; moved to `SFSpeechRecognitionMetadata`): 0.
    @available(iOS, deprecated: 14.5, message: "speakingRate is moved to SFSpeechRecognitionMetadata")
    open var speakingRate: Double { 0 }
    /// The mean pause between words, in seconds (iOS 13–14.5; moved to `SFSpeechRecognitionMetadata`): 0.
    @available(iOS, deprecated: 14.5, message: "averagePauseDuration is moved to SFSpeechRecognitionMetadata")
    open var averagePauseDuration: TimeInterval { 0 }

    /// The transcription itself: it never changes.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
