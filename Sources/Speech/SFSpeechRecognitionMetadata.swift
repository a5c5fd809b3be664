import Foundation

/// Timing and voice metadata of the speech in a request's audio (iOS 14.5+). A render hears no
/// speech, so the only metadata that exists is made with `init()`: all zero, no analytics.
open class SFSpeechRecognitionMetadata: NSObject, NSCopying {
    /// Empty metadata.
    public override init() {
        super.init()
    }

    /// Words spoken per minute: 0.
    open var speakingRate: Double { 0 }
    /// The mean pause between words, in seconds: 0.
    open var averagePauseDuration: TimeInterval { 0 }
    /// When speech starts in the audio, in seconds: 0.
    open var speechStartTimestamp: TimeInterval { 0 }
    /// How long the speech lasts, in seconds: 0.
    open var speechDuration: TimeInterval { 0 }
    /// The speech's vocal metrics: nil.
    open var voiceAnalytics: SFVoiceAnalytics? { nil }

    /// The metadata itself: it never changes.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
