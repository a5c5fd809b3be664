import Foundation

/// A trait of media (audible, legible, visual...) that media selection options are chosen by.
public struct AVMediaCharacteristic: RawRepresentable, Hashable, Sendable {
    /// The characteristic's identifier.
    public let rawValue: String
    /// A characteristic of this identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Media one hears.
    public static let audible = AVMediaCharacteristic(rawValue: "public.audible")
    /// Media one reads (subtitles, captions).
    public static let legible = AVMediaCharacteristic(rawValue: "public.legible")
    /// Media one sees.
    public static let visual = AVMediaCharacteristic(rawValue: "public.visual")
}

/// The options chosen in each of an asset's media selection groups (a render has none).
open class AVMediaSelection {
    init() {}
}

/// An audio format's four-character code (CoreAudioTypes' `AudioFormatID`).
public typealias AudioFormatID = UInt32

/// One variant of an HTTP Live Streaming asset: its bit rates and media attributes. A render
/// reads no playlist, so none is made.
@available(iOS 15, macOS 12, *)
open class AVAssetVariant {
    /// The variant's peak bit rate in bits per second, if the playlist gives it.
    public let peakBitRate: Double?
    /// The variant's average bit rate in bits per second, if the playlist gives it.
    public let averageBitRate: Double?
    /// The variant's video attributes, if it has video.
    public let videoAttributes: AVAssetVariant.VideoAttributes?
    /// The variant's audio attributes, if it has audio.
    public let audioAttributes: AVAssetVariant.AudioAttributes?

    init(peakBitRate: Double?, averageBitRate: Double?, videoAttributes: VideoAttributes?, audioAttributes: AudioAttributes?) {
        self.peakBitRate = peakBitRate
        self.averageBitRate = averageBitRate
        self.videoAttributes = videoAttributes
        self.audioAttributes = audioAttributes
    }

    /// A variant's video: frame rate, codecs and size.
    open class VideoAttributes {
        /// Frames per second, if the playlist gives it.
        public let nominalFrameRate: Double?
        /// The video's codecs.
        public let codecTypes: [CMVideoCodecType]
        /// The video's size in pixels.
        public let presentationSize: CGSize

        init(nominalFrameRate: Double?, codecTypes: [CMVideoCodecType], presentationSize: CGSize) {
            self.nominalFrameRate = nominalFrameRate
            self.codecTypes = codecTypes
            self.presentationSize = presentationSize
        }
    }

    /// A variant's audio.
    open class AudioAttributes {
        init() {}

        /// The audio's format identifiers (`'aac '`...): none, as a render reads no playlist.
        public var formatIDs: [AudioFormatID] { [] }

        /// Attributes of one audio rendition of a variant.
        open class RenditionSpecificAttributes {
            /// The rendition's channel count, if the playlist gives it.
            public let channelCount: Int?
            init(channelCount: Int?) { self.channelCount = channelCount }
        }
    }
}
