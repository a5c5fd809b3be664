import BackplateCore
import Foundation

/// A label of a media buffer or channel (CoreMedia's `CMTag`): a category and a 64-bit value,
/// such as which stereo eye a video layer shows. Spatial video is never decoded in a render.
@available(iOS 17, macOS 14, *)
public final class CMTag: Hashable, Sendable, CustomStringConvertible {
    /// What a tag labels.
    public struct Category: RawRepresentable, Hashable, Sendable {
        /// The category's four-character code.
        public let rawValue: FourCharCode
        /// A category of this code.
        public init(rawValue: FourCharCode) { self.rawValue = rawValue }
        /// The media type (`'mdia'`).
        public static let mediaType = Category(rawValue: 0x6D64_6961)
        /// The stereo views a layer holds (`'eyes'`).
        public static let stereoView = Category(rawValue: 0x6579_6573)
        /// A video layer's identifier (`'vlay'`).
        public static let videoLayerID = Category(rawValue: 0x766C_6179)
    }

    /// The tag's category.
    public let category: Category
    /// The tag's value, in 64 bits.
    public let value: Int64

    init(category: Category, value: Int64) {
        self.category = category
        self.value = value
    }

    /// A tag naming the stereo views a layer holds.
    public static func stereoView(_ value: CMStereoViewComponents) -> CMTag {
        CMTag(category: .stereoView, value: Int64(bitPattern: value.rawValue))
    }
    /// A tag naming a video layer.
    public static func videoLayerID(_ value: Int64) -> CMTag { CMTag(category: .videoLayerID, value: value) }

    /// Equal when both category and value are.
    public static func == (lhs: CMTag, rhs: CMTag) -> Bool {
        lhs.category == rhs.category && lhs.value == rhs.value
    }
    /// Hashes the category and value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(category)
        hasher.combine(value)
    }
    /// The category's code and the value.
    public var description: String { "CMTag(\(category.rawValue), \(value))" }
}

/// The stereo views a video layer holds (CoreMedia's raw bits).
@available(iOS 17, macOS 14, *)
public struct CMStereoViewComponents: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt64
    /// Views from raw bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// The left eye's view.
    public static let leftEye = CMStereoViewComponents(rawValue: 1 << 0)
    /// The right eye's view.
    public static let rightEye = CMStereoViewComponents(rawValue: 1 << 1)
}

/// A media buffer with its tags (CoreMedia's `CMTaggedBuffer`), such as one eye's frame of
/// spatial video. A render decodes no video, so none holds pixels.
@available(iOS 17, macOS 14, *)
public struct CMTaggedBuffer: Sendable {
    /// The buffer's tags.
    public var tags: [CMTag]
    /// A tagged buffer with `tags`.
    public init(tags: [CMTag]) { self.tags = tags }
}

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
