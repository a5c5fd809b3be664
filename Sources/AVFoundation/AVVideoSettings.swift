import Foundation

// The video settings dictionaries photo settings, asset writers and video outputs take (Apple's
// AVVideoSettings.h). A render encodes no video and takes no photo: the values are kept where
// given, so code that builds the dictionaries and reads them back works.

/// A video or photo codec, by its four-character code as Apple spells it. The value of
/// `AVVideoCodecKey`, and what `availablePhotoCodecTypes` lists.
public struct AVVideoCodecType: RawRepresentable, Hashable, Sendable {
    /// The codec's four-character code ("hvc1").
    public let rawValue: String
    /// The codec of code `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The codec of code `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// H.264 ("avc1").
    public static let h264 = AVVideoCodecType(rawValue: "avc1")
    /// HEVC, H.265 ("hvc1"); photos of this codec are HEIC.
    public static let hevc = AVVideoCodecType(rawValue: "hvc1")
    /// HEVC with an alpha channel (iOS 13): "muxa" selects the encoder; files still say "hvc1".
    public static let hevcWithAlpha = AVVideoCodecType(rawValue: "muxa")
    /// JPEG ("jpeg").
    public static let jpeg = AVVideoCodecType(rawValue: "jpeg")
    /// Apple ProRes 4444 ("ap4h").
    public static let proRes4444 = AVVideoCodecType(rawValue: "ap4h")
    /// Apple ProRes 422 ("apcn").
    public static let proRes422 = AVVideoCodecType(rawValue: "apcn")
    /// Apple ProRes 422 HQ (iOS 13, "apch").
    public static let proRes422HQ = AVVideoCodecType(rawValue: "apch")
    /// Apple ProRes 422 LT (iOS 13, "apcs").
    public static let proRes422LT = AVVideoCodecType(rawValue: "apcs")
    /// Apple ProRes 422 Proxy (iOS 13, "apco").
    public static let proRes422Proxy = AVVideoCodecType(rawValue: "apco")
}

/// The settings key of the codec (an `AVVideoCodecType`).
public let AVVideoCodecKey = "AVVideoCodecKey"
/// The settings key of the encoded width in pixels.
public let AVVideoWidthKey = "AVVideoWidthKey"
/// The settings key of the encoded height in pixels.
public let AVVideoHeightKey = "AVVideoHeightKey"
/// The settings key of the encoder's properties (a dictionary of the keys below).
public let AVVideoCompressionPropertiesKey = "AVVideoCompressionPropertiesKey"
/// The compression key of the average bit rate in bits per second; VideoToolbox's own name.
public let AVVideoAverageBitRateKey = "AverageBitRate"
/// The compression key of the quality, 0 to 1 (JPEG and HEIC; 1 is lossless for HEIC).
public let AVVideoQualityKey = "Quality"
/// The compression key of the most frames between key frames (1: key frames only).
public let AVVideoMaxKeyFrameIntervalKey = "MaxKeyFrameInterval"
/// The compression key of the frame rate the source is expected to run at.
public let AVVideoExpectedSourceFrameRateKey = "ExpectedFrameRate"
/// The compression key of the H.264 or HEVC profile and level.
public let AVVideoProfileLevelKey = "ProfileLevel"
