import Foundation

/// One voice-analysis metric, a value per audio frame. A render analyzes no voice, so the only
/// features that exist are made with `init()`: no values and a zero frame duration.
open class SFAcousticFeature: NSObject, NSCopying {
    private let values: [Double]
    private let duration: TimeInterval

    /// An empty feature: no frames.
    public override init() {
        values = []
        duration = 0
        super.init()
    }

    /// The feature's value in each audio frame of a segment (iOS 17+).
    open var acousticFeatureValuePerFrame: [Double] { values }

    /// How long each audio frame lasts, in seconds.
    open var frameDuration: TimeInterval { duration }

    /// The feature itself: it never changes.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
