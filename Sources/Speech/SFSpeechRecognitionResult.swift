import Foundation

/// A partial or final result of a recognition request. A render recognizes no speech, so no
/// result is ever delivered (handlers get nil); one made with `init()` holds an empty, non-final
/// transcription.
open class SFSpeechRecognitionResult: NSObject, NSCopying {
    private let best: SFTranscription
    private let all: [SFTranscription]
    private let final: Bool

    /// A result with one empty transcription, not final.
    public override init() {
        best = SFTranscription()
        all = [best]
        final = false
        super.init()
    }

    /// The transcription the recognizer is surest of.
    open var bestTranscription: SFTranscription { best }
    /// Every transcription, surest first.
    open var transcriptions: [SFTranscription] { all }
    /// Whether recognition of the audio is complete.
    open var isFinal: Bool { final }
    /// Timing and voice metadata of the speech (iOS 14+): nil, as before the final result.
    open var speechRecognitionMetadata: SFSpeechRecognitionMetadata? { nil }

    /// The result itself: it never changes.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
