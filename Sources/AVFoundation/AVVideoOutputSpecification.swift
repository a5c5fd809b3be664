import BackplateCore
import CoreMedia
import Foundation

@available(iOS 17.2, macOS 14.2, *)
extension Array where Element == CMTag {
    /// The tags of monoscopic video output: no stereo view (`kCMTagStereoNone`).
    public static func monoscopicForVideoOutput() -> [CMTag] { [.stereoView([])] }
    /// The tags of stereoscopic video output: both eyes (`kCMTagStereoLeftAndRight`).
    public static func stereoscopicForVideoOutput() -> [CMTag] { [.stereoView([.leftEye, .rightEye])] }
}

/// What a video output asks for: the tag collections (channels) it wants, in order of
/// preference, and their pixel buffer attributes.
@available(iOS 17.2, macOS 14.2, *)
open class AVVideoOutputSpecification {
    /// The tag collections asked for, most preferred first.
    public let preferredTagCollections: [[CMTag]]
    /// The pixel buffer attributes of collections given none of their own.
    open var defaultPixelBufferAttributes: [String: Any]?
    private var attributes: [[CMTag]: [String: Any]] = [:]

    /// A specification asking for `tagCollections`, most preferred first.
    public init(tagCollections: [[CMTag]]) { preferredTagCollections = tagCollections }

    /// Sets the pixel buffer attributes of `tagCollection` (`nil`: the default ones).
    open func setOutputPixelBufferAttributes(_ pixelBufferAttributes: [String: Any]?, for tagCollection: [CMTag]) {
        attributes[tagCollection] = pixelBufferAttributes
    }
}

/// A player's output of tagged video buffers (spatial video's eyes). A render plays nothing,
/// so it never has a buffer.
@available(iOS 17.2, macOS 14.2, *)
open class AVPlayerVideoOutput {
    /// The specification the output was made with.
    public let specification: AVVideoOutputSpecification

    /// An output for `specification`.
    public init(specification: AVVideoOutputSpecification) { self.specification = specification }

    /// The buffers shown at `hostTime`: `nil`, since nothing plays in a render.
    open func taggedBuffers(forHostTime hostTime: CMTime) -> (taggedBufferGroup: [CMTaggedBuffer], presentationTime: CMTime, activeConfiguration: AVPlayerVideoOutput.Configuration)? {
        nil
    }

    /// The output's configuration while an item plays.
    open class Configuration {
        /// The item being played.
        public let sourcePlayerItem: AVPlayerItem?
        /// The tag collections of the channels delivered.
        public let dataChannelDescription: [[CMTag]]
        /// When the configuration took effect.
        public let activationTime: CMTime

        init(sourcePlayerItem: AVPlayerItem?, dataChannelDescription: [[CMTag]], activationTime: CMTime) {
            self.sourcePlayerItem = sourcePlayerItem
            self.dataChannelDescription = dataChannelDescription
            self.activationTime = activationTime
        }
    }
}

/// Appends groups of tagged pixel buffers (spatial video's eyes) to an asset writer input.
/// A render writes no media file, so appending fails.
@available(iOS 17, macOS 14, *)
open class AVAssetWriterInputTaggedPixelBufferGroupAdaptor {
    /// The pixel buffer attributes asked for.
    public let sourcePixelBufferAttributes: [String: Any]?

    // Apple's initializer takes an `AVAssetWriterInput`, which Backplate does not declare.
    init(sourcePixelBufferAttributes: [String: Any]? = nil) {
        self.sourcePixelBufferAttributes = sourcePixelBufferAttributes
    }

    /// Appends `taggedBuffers` at `presentationTime`: `false`, since no file is written.
    open func appendTaggedBuffers(_ taggedBuffers: [CMTaggedBuffer], withPresentationTime presentationTime: CMTime) -> Bool {
        false
    }
}
