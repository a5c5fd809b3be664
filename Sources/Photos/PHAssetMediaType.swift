/// What an asset holds: an image, a video or audio. No asset of a render's (empty) library has
/// one; an asset made in code reads `.unknown`.
public enum PHAssetMediaType: Int, Sendable {
    /// Unknown: what `PHAsset()` reads.
    case unknown = 0
    /// A still image (Live Photos included).
    case image = 1
    /// A video.
    case video = 2
    /// Audio.
    case audio = 3
}

/// The kinds an asset's media also is (panorama, HDR, screenshot, Live Photo, slow motion...),
/// with Apple's bit values. An asset made in code in a render has none (`[]`).
public struct PHAssetMediaSubtype: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Subtypes from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A panorama photo.
    public static let photoPanorama = PHAssetMediaSubtype(rawValue: 1 << 0)
    /// A high-dynamic-range photo.
    public static let photoHDR = PHAssetMediaSubtype(rawValue: 1 << 1)
    /// A screenshot.
    public static let photoScreenshot = PHAssetMediaSubtype(rawValue: 1 << 2)
    /// A Live Photo.
    @available(iOS 9.1, macOS 10.15, *)
    public static let photoLive = PHAssetMediaSubtype(rawValue: 1 << 3)
    /// A photo with depth effect (portrait mode).
    @available(iOS 10.2, macOS 10.15, *)
    public static let photoDepthEffect = PHAssetMediaSubtype(rawValue: 1 << 4)
    /// Spatial media.
    public static let spatialMedia = PHAssetMediaSubtype(rawValue: 1 << 10)
    /// A streamed video.
    public static let videoStreamed = PHAssetMediaSubtype(rawValue: 1 << 16)
    /// A high-frame-rate (slow-motion) video.
    public static let videoHighFrameRate = PHAssetMediaSubtype(rawValue: 1 << 17)
    /// A time-lapse video.
    public static let videoTimelapse = PHAssetMediaSubtype(rawValue: 1 << 18)
    /// A screen recording.
    public static let videoScreenRecording = PHAssetMediaSubtype(rawValue: 1 << 19)
    /// A Cinematic-mode video.
    @available(iOS 15, macOS 12, *)
    public static let videoCinematic = PHAssetMediaSubtype(rawValue: 1 << 21)
}
