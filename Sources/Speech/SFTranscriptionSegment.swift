import Foundation

/// One utterance of a transcription: its text, place, timing and confidence. A render
/// recognizes no speech, so the only segments that exist are made with `init()`: empty text at
/// time zero with zero confidence.
open class SFTranscriptionSegment: NSObject, NSCopying {
    private let text: String
    private let range: NSRange
    private let start: TimeInterval
    private let length: TimeInterval
    private let score: Float
    private let alternatives: [String]

    /// An empty segment.
    public override init() {
        text = ""
        range = NSRange(location: 0, length: 0)
        start = 0
        length = 0
        score = 0
        alternatives = []
        super.init()
    }

    /// The utterance's text.
    open var substring: String { text }
    /// Where `substring` lies in the transcription's `formattedString`, in UTF-16 units.
    open var substringRange: NSRange { range }
    /// When the utterance starts in the audio, in seconds.
    open var timestamp: TimeInterval { start }
    /// How long the utterance lasts, in seconds.
    open var duration: TimeInterval { length }
    /// How sure the recognizer is of `substring`, 0 to 1 (0 until the result is final).
    open var confidence: Float { score }
    /// Other readings of the utterance.
    open var alternativeSubstrings: [String] { alternatives }
    /// The utterance's vocal metrics (iOS 13–14.5; moved to `SFSpeechRecognitionMetadata`): nil.
    @available(iOS, deprecated: 14.5, message: "voiceAnalytics is moved to SFSpeechRecognitionMetadata")
    open var voiceAnalytics: SFVoiceAnalytics? { nil }

    /// The segment itself: it never changes.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
