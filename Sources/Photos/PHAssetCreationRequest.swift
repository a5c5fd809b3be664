import BackplateCore
import Foundation

/// A request to create an asset from its data resources (a photo, a paired video...), made
/// inside a `performChanges` block. A render never runs one: a request made outside it is inert,
/// with a runtime warning, and the resources added to it are not read.
@available(iOS 9, macOS 10.15, *)
open class PHAssetCreationRequest: PHAssetChangeRequest {
    /// A request to create an asset from resources: inert in a render (a runtime warning), with
    /// a placeholder for the asset that is never created.
    @discardableResult
    open class func forAsset() -> Self {
        creation("PHAssetCreationRequest.forAsset()")
    }

    /// Whether an asset can be made of resources of these types (`PHAssetResourceType` raw values
    /// as numbers): true when each names a known type, as no library is asked in a render.
    open class func supportsAssetResourceTypes(_ types: [NSNumber]) -> Bool {
        types.allSatisfy { PHAssetResourceType(rawValue: $0.intValue) != nil }
    }

    /// Adds a resource from `data`: not kept in a render, where the asset is never created.
    open func addResource(with type: PHAssetResourceType, data: Data, options: PHAssetResourceCreationOptions?) {}

    /// Adds a resource from the file at `fileURL`: the file is not read in a render.
    open func addResource(with type: PHAssetResourceType, fileURL: URL, options: PHAssetResourceCreationOptions?) {}
}

/// How a resource added to a creation request is described: file name, type, whether to move
/// the file. Kept as set; a render creates no asset.
@available(iOS 9, macOS 10.15, *)
open class PHAssetResourceCreationOptions: NSObject {
    /// The resource's file name (nil: Photos chooses one).
    open var originalFilename: String?
    /// The resource's uniform type identifier (nil: inferred).
    open var uniformTypeIdentifier: String?
    /// The resource's type (iOS 26; nil: inferred): the same setting as `uniformTypeIdentifier`.
    open var contentType: UTType? {
        get { uniformTypeIdentifier.flatMap { UTType($0) } }
        set { uniformTypeIdentifier = newValue?.identifier }
    }
    /// Whether Photos moves the file instead of copying it (`false`); nothing is moved in a render.
    open var shouldMoveFile = false

    /// Default options.
    public override init() { super.init() }
}

/// The role of a data resource in an asset, with Apple's raw values.
@available(iOS 9, macOS 10.15, *)
public enum PHAssetResourceType: Int, Sendable {
    /// The original photo.
    case photo = 1
    /// The original video.
    case video = 2
    /// The original audio.
    case audio = 3
    /// A second photo format (JPEG beside RAW).
    case alternatePhoto = 4
    /// The current, edited photo.
    case fullSizePhoto = 5
    /// The current, edited video.
    case fullSizeVideo = 6
    /// The edit's adjustment data.
    case adjustmentData = 7
    /// The photo the edit started from.
    case adjustmentBasePhoto = 8
    /// A Live Photo's original video.
    case pairedVideo = 9
    /// A Live Photo's current video.
    case fullSizePairedVideo = 10
    /// The Live Photo video the edit started from.
    case adjustmentBasePairedVideo = 11
    /// The video the edit started from.
    case adjustmentBaseVideo = 12
    /// A proxy photo delivered before the full one.
    case photoProxy = 19
}
