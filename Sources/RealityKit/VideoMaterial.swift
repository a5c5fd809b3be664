import AVFoundation
import Foundation

/// A material showing an `AVPlayer`'s video, lit by nothing (RealityKit's `VideoMaterial`).
/// Kept as data: nothing is drawn in a render, and the player is not started.
public struct VideoMaterial: Material {
    /// The player whose video the material shows.
    public var avPlayer: AVPlayer?

    /// A material showing `avPlayer`'s video.
    public init(avPlayer: AVPlayer) { self.avPlayer = avPlayer }
}
