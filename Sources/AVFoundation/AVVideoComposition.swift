import Foundation

/// How to combine video tracks into frames. A render composes no frames; its settings are kept.
open class AVVideoComposition {
    /// The tracks whose sample data each frame request receives.
    open var sourceSampleDataTrackIDs: [CMPersistentTrackID] { storedSourceSampleDataTrackIDs }
    var storedSourceSampleDataTrackIDs: [CMPersistentTrackID] = []
    init() {}
}

/// A video composition an app edits.
open class AVMutableVideoComposition: AVVideoComposition {
    /// An empty composition.
    public override init() { super.init() }
    /// The tracks whose sample data each frame request receives (none unless set).
    open override var sourceSampleDataTrackIDs: [CMPersistentTrackID] {
        get { storedSourceSampleDataTrackIDs }
        set { storedSourceSampleDataTrackIDs = newValue }
    }
}

/// A request to a custom compositor for one frame (none is made in a render).
open class AVAsynchronousVideoCompositionRequest {
    /// The tracks whose sample data the request holds.
    public let sourceSampleDataTrackIDs: [CMPersistentTrackID]
    init(sourceSampleDataTrackIDs: [CMPersistentTrackID]) { self.sourceSampleDataTrackIDs = sourceSampleDataTrackIDs }
}

/// Shows video sample buffers an app enqueues. A render shows none; the expectation is kept.
open class AVSampleBufferVideoRenderer {
    /// What the app promises about the times of the buffers it enqueues (`.none` at first).
    open var presentationTimeExpectation: AVSampleBufferVideoRenderer.PresentationTimeExpectation = .none
    /// A renderer.
    public init() {}

    /// What an app promises about the presentation times of its buffers.
    public enum PresentationTimeExpectation: Sendable, Equatable {
        /// Nothing is promised.
        case none
        /// Each buffer's time is later than the one before.
        case monotonicallyIncreasing
        /// No buffer's time is earlier than this.
        case minimumUpcoming(CMTime)
    }
}
