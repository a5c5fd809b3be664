import Foundation

/// A composition an app builds from other assets' tracks: tracks added to it are kept in order.
/// A render reads no media, so loading its properties fails as for any asset.
open class AVMutableComposition: AVAsset, @unchecked Sendable {
    // Unchecked Sendable: AVFoundation's is Sendable, as AVAsset's; a render builds compositions on one thread.
    private var addedTracks: [AVMutableCompositionTrack] = []

    /// An empty composition.
    public override init() { super.init() }

    /// The tracks added so far, in order.
    open var compositionTracks: [AVMutableCompositionTrack] { addedTracks }

    /// Adds an empty track of `mediaType`; its identifier is `preferredTrackID`, or the next
    /// free one (1, 2...) for `kCMPersistentTrackID_Invalid` (0) or an identifier in use.
    open func addMutableTrack(withMediaType mediaType: AVMediaType,
                              preferredTrackID: CMPersistentTrackID) -> AVMutableCompositionTrack? {
        let used = Set(addedTracks.map(\.trackID))
        var id = preferredTrackID
        if id == kCMPersistentTrackID_Invalid || used.contains(id) {
            id = (used.max() ?? 0) + 1
        }
        let track = AVMutableCompositionTrack(mediaType: mediaType, trackID: id)
        addedTracks.append(track)
        return track
    }
}

/// The track identifier that asks a composition for the next free one.
public let kCMPersistentTrackID_Invalid: CMPersistentTrackID = 0
