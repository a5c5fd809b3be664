@_exported import AVFoundation
import BackplateCore
import Foundation

/// A view that plays a player's video with the system's controls (AVKit).
///
/// A render decodes no video: the player's area is black, as AVKit's video layer is before
/// its first frame, with the overlay drawn on top; the playback controls are not drawn (they
/// hide once playback starts, and a still render shows no interaction). Like SwiftUI's, it
/// takes all the space it is offered; give it a frame or an aspect ratio.
nonisolated public struct VideoPlayer<VideoOverlay: View>: View {
    let overlay: VideoOverlay

    /// A player of `player`'s video (nil: an empty black player).
    public init(player: AVPlayer?) where VideoOverlay == EmptyView {
        overlay = EmptyView()
    }

    /// A player with a view drawn over the video (not over the controls).
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        overlay = videoOverlay()
    }

    /// The black video area with the overlay on top.
    public var body: some View {
        Rectangle()
            .fill(Color.black)
            .overlay { overlay }
    }
}
