import BackplateCore
import BackplateUIKit
import CoreLocation
import Foundation

/// The superclass of Photos' change requests. Requests do their work only inside a
/// `performChanges` block, and a render never runs one (the app may not write the library).
@available(iOS 13, macOS 10.15, *)
open class PHChangeRequest: NSObject {
    /// A request that changes nothing.
    public override init() { super.init() }

    /// Warns that `call` was made outside a change block: iOS allows it only inside one, and a
    /// render runs none, so the request it makes does nothing.
    static func outsideChangeBlock(_ call: String) {
        RuntimeWarning.emit("Photos: \(call) works only inside a performChanges block, which a render never runs (no photo-library access); the request does nothing")
    }
}

/// A request to create, delete or change an asset, made inside a `performChanges` block.
///
/// A render never runs change blocks (`performChanges` fails with
/// `PHPhotosError.accessUserDenied`), so a request can only be made outside one: it is inert,
/// with a runtime warning, instead of raising as iOS does. Creation requests still hand out a
/// placeholder, whose identifier no asset ever takes.
open class PHAssetChangeRequest: PHChangeRequest {
    /// A placeholder for the asset a creation request makes; nil for other requests.
    open private(set) var placeholderForCreatedAsset: PHObjectPlaceholder?
    /// The creation date to give the asset (kept, never applied in a render).
    open var creationDate: Date?
    /// The location to give the asset (kept, never applied in a render).
    open var location: CLLocation?
    /// Whether to mark the asset a favorite (kept, never applied in a render).
    open var isFavorite = false
    /// Whether to hide the asset (kept, never applied in a render).
    open var isHidden = false

    /// An inert request (`Self` creation methods make theirs with this).
    public required override init() { super.init() }

    /// A request to change `asset`: inert in a render, with a runtime warning.
    public convenience init(for asset: PHAsset) {
        self.init()
        Self.outsideChangeBlock("PHAssetChangeRequest(for:)")
    }

    /// A request that `image` become a new asset: inert in a render (a warning; the image is not
    /// saved), with a placeholder for the asset that is never created.
    @discardableResult
    open class func creationRequestForAsset(from image: UIImage) -> Self {
        creation("PHAssetChangeRequest.creationRequestForAsset(from:)")
    }

    /// A request that the image file at `fileURL` become a new asset: inert in a render, with a
    /// runtime warning (the file is not read).
    @discardableResult
    open class func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> Self? {
        creation("PHAssetChangeRequest.creationRequestForAssetFromImage(atFileURL:)")
    }

    /// A request that the video file at `fileURL` become a new asset: inert in a render, with a
    /// runtime warning (the file is not read).
    @discardableResult
    open class func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> Self? {
        creation("PHAssetChangeRequest.creationRequestForAssetFromVideo(atFileURL:)")
    }

    /// A request that `assets` be deleted: nothing is deleted in a render (a runtime warning).
    open class func deleteAssets(_ assets: any NSFastEnumeration) {
        outsideChangeBlock("PHAssetChangeRequest.deleteAssets(_:)")
    }

    /// A request to drop the asset's edits: nothing changes in a render.
    open func revertAssetContentToOriginal() {}

    /// An inert creation request with a placeholder, after the warning for `call`.
    static func creation(_ call: String) -> Self {
        outsideChangeBlock(call)
        let request = Self()
        request.placeholderForCreatedAsset = PHObjectPlaceholder()
        return request
    }
}
