import Foundation

/// Which version of an edited image to request: the current one, without adjustments, or the
/// original file.
public enum PHImageRequestOptionsVersion: Int, Sendable {
    /// The latest version, edits included (the default).
    case current = 0
    /// The latest version without its adjustments.
    case unadjusted = 1
    /// The original, highest-fidelity version.
    case original = 2
}

/// How requested images are delivered: a fast one then a good one, only a good one, or only a
/// fast one. A render delivers none: the handler is called once, with nil.
public enum PHImageRequestOptionsDeliveryMode: Int, Sendable {
    /// Possibly a degraded image first, then the good one (the default).
    case opportunistic = 0
    /// Only the high-quality image.
    case highQualityFormat = 1
    /// Only a fast, possibly degraded image.
    case fastFormat = 2
}

/// How a requested image is resized to the target size.
public enum PHImageRequestOptionsResizeMode: Int, Sendable {
    /// Not resized.
    case none = 0
    /// Resized quickly to about the target size (the default).
    case fast = 1
    /// Resized to exactly the target size.
    case exact = 2
}

/// The signature of the block Photos calls while downloading an image from iCloud: never called
/// in a render, which downloads nothing.
public typealias PHAssetImageProgressHandler = (Double, (any Error)?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?) -> Void

/// How an image request is served: version, quality, resizing, network use, synchrony. Kept as
/// set; in a render every request ends at once with a nil image, whatever the options.
open class PHImageRequestOptions: NSObject {
    /// Which version to request (`.current`).
    open var version: PHImageRequestOptionsVersion = .current
    /// How images are delivered (`.opportunistic`).
    open var deliveryMode: PHImageRequestOptionsDeliveryMode = .opportunistic
    /// How the image is resized (`.fast`).
    open var resizeMode: PHImageRequestOptionsResizeMode = .fast
    /// A crop rectangle in unit coordinates (`.zero`: no crop).
    open var normalizedCropRect: CGRect = .zero
    /// Whether Photos may download the image from iCloud (`false`); a render never downloads.
    open var isNetworkAccessAllowed = false
    /// Whether the request completes before returning (`false`). A render's requests always do.
    open var isSynchronous = false
    /// Called while downloading from iCloud: never, in a render.
    open var progressHandler: PHAssetImageProgressHandler?
    /// Whether a second degraded image may be delivered (`false`).
    @available(iOS 17, macOS 14, *)
    open var allowSecondaryDegradedImage = false

    /// Default options.
    public override init() { super.init() }
}
