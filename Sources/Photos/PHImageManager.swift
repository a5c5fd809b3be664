import BackplateUIKit
import Foundation
import Synchronization

/// The identifier of an image request, for cancelling it.
public typealias PHImageRequestID = Int32

/// The request identifier that names no request.
public let PHInvalidImageRequestID: PHImageRequestID = 0

/// The target size that asks for the largest image available, with no scaling or cropping.
/// Apple documents no numeric value; it is `CGSize(width: -1, height: -1)` on iOS, as here.
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)

/// Info key: whether the image would have to come from iCloud (an `NSNumber` Boolean).
public let PHImageResultIsInCloudKey = "PHImageResultIsInCloudKey"
/// Info key: whether the image is a low-quality stand-in for a better one (an `NSNumber` Boolean).
public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"
/// Info key: the identifier of the request (an `NSNumber` of `PHImageRequestID`).
public let PHImageResultRequestIDKey = "PHImageResultRequestIDKey"
/// Info key: whether the request was cancelled (an `NSNumber` Boolean).
public let PHImageCancelledKey = "PHImageCancelledKey"
/// Info key: the `NSError` the request failed with.
public let PHImageErrorKey = "PHImageErrorKey"

/// Loads images of assets. A render's photo library is closed to the app (its person never
/// granted access), so every request ends without data: the result handler is called exactly
/// once, before the request method returns, with a nil result and an info dictionary holding
/// `PHImageErrorKey` (`PHPhotosError.accessUserDenied`), `PHImageResultIsDegradedKey` (false),
/// `PHImageResultIsInCloudKey` (false) and `PHImageResultRequestIDKey`, after a runtime warning.
open class PHImageManager: NSObject {
    private static let lastRequestID = Atomic<PHImageRequestID>(0)

    /// A new image manager (most apps use `default()`).
    public override init() { super.init() }

    /// The shared image manager. A render's managers keep no state (no cache, no requests in
    /// flight), so each call hands out a fresh one that behaves exactly like any other.
    open class func `default`() -> PHImageManager { PHImageManager() }

    /// Requests an image of `asset`: in a render `resultHandler` is called once, before this
    /// returns, with nil and an info dictionary carrying `PHImageErrorKey`; never a second time.
    @discardableResult
    open func requestImage(for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode,
                           options: PHImageRequestOptions?,
                           resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        let id = Self.fail("PHImageManager.requestImage(for:targetSize:contentMode:options:resultHandler:)")
        resultHandler(nil, Self.failureInfo(id))
        return id
    }

    /// Requests the image data and orientation of `asset`: in a render `resultHandler` is called
    /// once, before this returns, with nil data, nil type, `.up` and an info dictionary carrying
    /// `PHImageErrorKey`.
    @available(iOS 13, macOS 10.15, *)
    @discardableResult
    open func requestImageDataAndOrientation(for asset: PHAsset, options: PHImageRequestOptions?,
                                             resultHandler: @escaping (Data?, String?, CGImagePropertyOrientation, [AnyHashable: Any]?) -> Void)
        -> PHImageRequestID {
        let id = Self.fail("PHImageManager.requestImageDataAndOrientation(for:options:resultHandler:)")
        resultHandler(nil, nil, .up, Self.failureInfo(id))
        return id
    }

    /// Requests a Live Photo of `asset`: in a render `resultHandler` is called once, before this
    /// returns, with nil and an info dictionary carrying `PHImageErrorKey`.
    @available(iOS 9.1, macOS 10.15, *)
    @discardableResult
    open func requestLivePhoto(for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode,
                               options: PHLivePhotoRequestOptions?,
                               resultHandler: @escaping (PHLivePhoto?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        let id = Self.fail("PHImageManager.requestLivePhoto(for:targetSize:contentMode:options:resultHandler:)")
        resultHandler(nil, Self.failureInfo(id))
        return id
    }

    /// Cancels a request: nothing to do in a render, where every request has already ended.
    open func cancelImageRequest(_ requestID: PHImageRequestID) {}

    /// A fresh request identifier (never `PHInvalidImageRequestID`), after the warning for `call`.
    static func fail(_ call: String) -> PHImageRequestID {
        PhotosRender.warn(call, "its result handler is called once with nil and PHImageErrorKey")
        return lastRequestID.add(1, ordering: .relaxed).newValue
    }

    /// The info dictionary of a request that failed for want of access.
    static func failureInfo(_ id: PHImageRequestID) -> [AnyHashable: Any] {
        [PHImageErrorKey: PhotosRender.accessDeniedNSError,
         PHImageResultIsDegradedKey: NSNumber(value: false),
         PHImageResultIsInCloudKey: NSNumber(value: false),
         PHImageResultRequestIDKey: NSNumber(value: id)]
    }
}

/// An image manager that prepares images ahead of need, for scrolling grids. A render loads no
/// images, so caching does nothing and requests end as `PHImageManager`'s do.
open class PHCachingImageManager: PHImageManager {
    /// Whether high-quality images are cached (`true`); nothing is cached in a render.
    @available(iOS, introduced: 8, deprecated: 26)
    @available(macOS, introduced: 10.15, deprecated: 26)
    open var allowsCachingHighQualityImages = true

    /// Starts preparing images of `assets`: nothing is prepared in a render.
    open func startCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode,
                                 options: PHImageRequestOptions?) {}

    /// Stops preparing images of `assets`: nothing was prepared in a render.
    open func stopCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode,
                                options: PHImageRequestOptions?) {}

    /// Stops preparing every image: nothing was prepared in a render.
    open func stopCachingImagesForAllAssets() {}
}
