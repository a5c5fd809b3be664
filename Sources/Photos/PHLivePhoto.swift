import BackplateUIKit
import Foundation
import Synchronization

/// The identifier of a Live Photo load, for cancelling it.
public typealias PHLivePhotoRequestID = Int32

/// The request identifier that names no request.
public let PHLivePhotoRequestIDInvalid: PHLivePhotoRequestID = 0

/// Info key: the `NSError` a Live Photo load failed with.
public let PHLivePhotoInfoErrorKey = "PHLivePhotoInfoErrorKey"
/// Info key: whether the Live Photo is a low-quality stand-in (an `NSNumber` Boolean).
public let PHLivePhotoInfoIsDegradedKey = "PHLivePhotoInfoIsDegradedKey"
/// Info key: whether the load was cancelled (an `NSNumber` Boolean).
public let PHLivePhotoInfoCancelledKey = "PHLivePhotoInfoCancelledKey"

/// A Live Photo ready to display: a still image with a few seconds of motion and sound. A render
/// decodes no Live Photo: loads end once with nil, and one made by Backplate (for a picker item)
/// has zero size and no content.
public final class PHLivePhoto: NSObject, Sendable {
    private static let lastRequestID = Atomic<PHLivePhotoRequestID>(0)

    /// An empty Live Photo. Unavailable to apps, as on iOS; PhotosUI's transfer support makes one.
    package override init() { super.init() }

    /// The Live Photo's size in pixels: zero, as a render's Live Photos have no content.
    public var size: CGSize { .zero }

    /// Loads a Live Photo from its still and video files: in a render `resultHandler` is called
    /// once, before this returns, with nil and an info dictionary carrying
    /// `PHLivePhotoInfoErrorKey` (`invalidResource`), after a runtime warning (nothing is decoded).
    @discardableResult
    public class func request(withResourceFileURLs fileURLs: [URL], placeholderImage image: UIImage?, targetSize: CGSize,
                              contentMode: PHImageContentMode,
                              resultHandler: @escaping (PHLivePhoto?, [AnyHashable: Any]) -> Void) -> PHLivePhotoRequestID {
        PhotosRender.warn("PHLivePhoto.request(withResourceFileURLs:placeholderImage:targetSize:contentMode:resultHandler:)",
                          "its result handler is called once with nil and PHLivePhotoInfoErrorKey")
        let id = lastRequestID.add(1, ordering: .relaxed).newValue
        resultHandler(nil, [PHLivePhotoInfoErrorKey: PhotosRender.nsError(.invalidResource, "A render does not decode Live Photos."),
                            PHLivePhotoInfoIsDegradedKey: NSNumber(value: false)])
        return id
    }

    /// Cancels a load: nothing to do in a render, where every load has already ended.
    public class func cancelRequest(withRequestID requestID: PHLivePhotoRequestID) {}
}

/// How a Live Photo request is served. Kept as set; a render's requests end at once with nil.
@available(iOS 9.1, macOS 10.15, *)
open class PHLivePhotoRequestOptions: NSObject {
    /// Which version to request (`.current`).
    open var version: PHImageRequestOptionsVersion = .current
    /// How the Live Photo is delivered (`.opportunistic`).
    open var deliveryMode: PHImageRequestOptionsDeliveryMode = .opportunistic
    /// Whether Photos may download from iCloud (`false`); a render never downloads.
    open var isNetworkAccessAllowed = false
    /// Called while downloading from iCloud: never, in a render.
    open var progressHandler: PHAssetImageProgressHandler?

    /// Default options.
    public override init() { super.init() }
}
