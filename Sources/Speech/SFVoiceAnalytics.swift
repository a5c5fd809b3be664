import Foundation

/// Vocal metrics of a segment: jitter, shimmer, pitch and voicing. A render analyzes no voice;
/// analytics made with `init()` hold empty features.
open class SFVoiceAnalytics: NSObject, NSCopying {
    private let features: (jitter: SFAcousticFeature, shimmer: SFAcousticFeature,
                           pitch: SFAcousticFeature, voicing: SFAcousticFeature)

    /// Analytics whose four features have no frames.
    public override init() {
        features = (SFAcousticFeature(), SFAcousticFeature(), SFAcousticFeature(), SFAcousticFeature())
        super.init()
    }

    /// How much the pitch varies per frame, as a percentage of the fundamental frequency.
    open var jitter: SFAcousticFeature { features.jitter }
    /// How much the amplitude varies per frame, in decibels.
    open var shimmer: SFAcousticFeature { features.shimmer }
    /// The pitch per frame, as the natural log of the normalized pitch.
    open var pitch: SFAcousticFeature { features.pitch }
    /// How likely each frame is voiced.
    open var voicing: SFAcousticFeature { features.voicing }

    /// The analytics themselves: they never change.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
