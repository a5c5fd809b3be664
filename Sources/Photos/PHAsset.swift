import BackplateCore
import CoreLocation
import Foundation

/// An image, video or Live Photo of the photo library: its metadata, fetched with the class
/// methods below. A render's library is empty (its person never granted access), so every fetch
/// returns an empty result after a runtime warning; `PHAsset()` makes a blank asset for code
/// that needs one (unknown media, zero size, no dates), as no library fills it in.
///
/// A final class directly under `NSObject`, so that it is `Sendable` as Apple's is; it is not
/// a `PHObject` subclass here, but has the same `localIdentifier`, equality and hashing.
public final class PHAsset: NSObject, Sendable {
    /// How an asset plays back: a still, an animated image, a Live Photo, a video or a loop.
    public enum PlaybackStyle: Int, Sendable {
        /// Unknown or unsupported: what `PHAsset()` reads.
        case unsupported = 0
        /// A still image.
        case image = 1
        /// An animated image (GIF).
        case imageAnimated = 2
        /// A Live Photo.
        case livePhoto = 3
        /// A video.
        case video = 4
        /// A looping video.
        case videoLooping = 5
    }

    /// The identifier of the asset on this device ("UUID/L0/001" in form; fresh for `PHAsset()`).
    public let localIdentifier: String
    /// How the asset plays back: `.unsupported` for a blank asset.
    @available(iOS 11, macOS 10.15, *)
    public let playbackStyle: PlaybackStyle
    /// What the asset holds: `.unknown` for a blank asset.
    public let mediaType: PHAssetMediaType
    /// The kinds its media also is: none for a blank asset.
    public let mediaSubtypes: PHAssetMediaSubtype
    /// Its width in pixels: 0 for a blank asset.
    public let pixelWidth: Int
    /// Its height in pixels: 0 for a blank asset.
    public let pixelHeight: Int
    /// When it was taken: nil for a blank asset.
    public let creationDate: Date?
    /// When it was last changed: nil for a blank asset.
    public let modificationDate: Date?
    /// Where it was taken: nil for a blank asset.
    public let location: CLLocation?
    /// Its length in seconds (0 for a photo or a blank asset).
    public let duration: TimeInterval
    /// Whether the person hid it: `false` for a blank asset.
    public let isHidden: Bool
    /// Whether the person marked it a favorite: `false` for a blank asset.
    public let isFavorite: Bool
    /// The burst it belongs to: nil for a blank asset.
    public let burstIdentifier: String?
    /// How it was picked in its burst: none for a blank asset.
    public let burstSelectionTypes: PHAssetBurstSelectionType
    /// Whether it stands for a whole burst: `false` for a blank asset.
    public let representsBurst: Bool
    /// Where it comes from: none for a blank asset.
    public let sourceType: PHAssetSourceType
    /// Whether it has been edited: `false` for a blank asset.
    @available(iOS 15, macOS 12, *)
    public let hasAdjustments: Bool
    /// The format of its most recent edit: nil for a blank asset.
    @available(iOS 15, macOS 12, *)
    public let adjustmentFormatIdentifier: String?

    /// A blank asset with a fresh identifier: a render's library provides none, so this is the
    /// only way to have one (for previews and tests of code that takes an asset).
    public override init() {
        localIdentifier = PhotosRender.newLocalIdentifier()
        playbackStyle = .unsupported
        mediaType = .unknown
        mediaSubtypes = []
        pixelWidth = 0
        pixelHeight = 0
        creationDate = nil
        modificationDate = nil
        location = nil
        duration = 0
        isHidden = false
        isFavorite = false
        burstIdentifier = nil
        burstSelectionTypes = []
        representsBurst = false
        sourceType = []
        hasAdjustments = false
        adjustmentFormatIdentifier = nil
        super.init()
    }

    /// Whether `object` is an asset with the same local identifier.
    public override func isEqual(_ object: Any?) -> Bool {
        (object as? PHAsset)?.localIdentifier == localIdentifier
    }

    /// The hash of the local identifier.
    public override var hash: Int { localIdentifier.hashValue }

    /// Whether the asset allows `editOperation`: `false` in a render, which may not write the
    /// library.
    public func canPerform(_ editOperation: PHAssetEditOperation) -> Bool { false }

    // MARK: Fetching

    /// The assets in `assetCollection`: empty in a render, after a runtime warning.
    public class func fetchAssets(in assetCollection: PHAssetCollection, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult.empty("PHAsset.fetchAssets(in:options:)")
    }

    /// The assets with these local identifiers: empty in a render (no identifier is found),
    /// after a runtime warning.
    public class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult.empty("PHAsset.fetchAssets(withLocalIdentifiers:options:)")
    }

    /// The key assets of `assetCollection`: nil in a render (no collection has any).
    public class func fetchKeyAssets(in assetCollection: PHAssetCollection, options: PHFetchOptions?) -> PHFetchResult<PHAsset>? {
        PhotosRender.warn("PHAsset.fetchKeyAssets(in:options:)", "it returns nil")
        return nil
    }

    /// The photos of a burst: empty in a render, after a runtime warning.
    public class func fetchAssets(withBurstIdentifier burstIdentifier: String, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult.empty("PHAsset.fetchAssets(withBurstIdentifier:options:)")
    }

    /// Every asset matching `options`: empty in a render (count 0, `firstObject` nil), after a
    /// runtime warning.
    public class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult.empty("PHAsset.fetchAssets(with:)")
    }

    /// The assets of `mediaType` matching `options`: empty in a render, after a runtime warning.
    public class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult.empty("PHAsset.fetchAssets(with:options:)")
    }

    /// The assets at Assets Library URLs (a deprecated form): empty in a render.
    @available(iOS, introduced: 8, deprecated: 11, message: "Will be removed in a future release")
    public class func fetchAssets(withALAssetURLs assetURLs: [URL], options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult.empty("PHAsset.fetchAssets(withALAssetURLs:options:)")
    }
}
