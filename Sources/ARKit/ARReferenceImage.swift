import BackplateCore
import Foundation

/// An image a session looks for in the real world (ARKit's `ARReferenceImage`). Images made
/// from a `CGImage` keep their physical size; AR resource groups of an asset catalog are not
/// read in a render (`referenceImages(inGroupNamed:bundle:)` answers `nil`, with a warning).
open class ARReferenceImage: NSObject {
    /// The image's name.
    open var name: String?
    /// The image's real-world size in metres.
    open private(set) var physicalSize: CGSize
    /// The asset-catalog group the image came from, if any.
    open private(set) var resourceGroupName: String?

    /// An image from `image` shown in `orientation`, `physicalWidth` metres wide (its height
    /// follows the image's aspect ratio, after the orientation).
    public init(_ image: CGImage, orientation: CGImagePropertyOrientation, physicalWidth: CGFloat) {
        physicalSize = Self.size(pixelWidth: image.width, pixelHeight: image.height, orientation: orientation, physicalWidth: physicalWidth)
        super.init()
    }

    /// An image from a pixel buffer shown in `orientation`, `physicalWidth` metres wide.
    public init(_ pixelBuffer: CVPixelBuffer, orientation: CGImagePropertyOrientation, physicalWidth: CGFloat) {
        physicalSize = Self.size(pixelWidth: CVPixelBufferGetWidth(pixelBuffer), pixelHeight: CVPixelBufferGetHeight(pixelBuffer),
                                 orientation: orientation, physicalWidth: physicalWidth)
        super.init()
    }

    /// An empty image of no size, for anchors copied from nothing.
    init(placeholderNamed name: String?) {
        self.name = name
        physicalSize = .zero
        super.init()
    }

    /// The images in an AR resource group of the asset catalog: `nil` in a render, with a
    /// runtime warning (Backplate reads no AR resource groups).
    open class func referenceImages(inGroupNamed name: String, bundle: Bundle?) -> Set<ARReferenceImage>? {
        RuntimeWarning.emit("ARReferenceImage.referenceImages(inGroupNamed: \"\(name)\"): Backplate reads no AR resource groups; nil is returned")
        return nil
    }

    /// Checks that the image has enough detail to be detected: `completionHandler` is called at
    /// once with no error (Backplate does not grade images).
    open func validate(completionHandler: @escaping ((any Error)?) -> Void) { completionHandler(nil) }

    /// The physical size of a `pixelWidth` × `pixelHeight` image in `orientation`.
    private static func size(pixelWidth: Int, pixelHeight: Int, orientation: CGImagePropertyOrientation, physicalWidth: CGFloat) -> CGSize {
        let turned = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
        let (w, h) = turned ? (pixelHeight, pixelWidth) : (pixelWidth, pixelHeight)
        guard w > 0 else { return CGSize(width: physicalWidth, height: 0) }
        return CGSize(width: physicalWidth, height: physicalWidth * CGFloat(h) / CGFloat(w))
    }
}

/// A scanned 3D object a session looks for (ARKit's `ARReferenceObject`). Backplate reads no
/// `.arobject` archives and scans nothing: loading throws, with a runtime warning.
open class ARReferenceObject: NSObject {
    /// The file extension of reference object archives.
    public static let archiveExtension = "arobject"

    /// The object's name.
    open var name: String?
    /// The asset-catalog group the object came from, if any.
    open private(set) var resourceGroupName: String?
    /// The centre of the object's bounding box.
    open private(set) var center = simd_float3.zero
    /// The size of the object's bounding box.
    open private(set) var extent = simd_float3.zero
    /// The object's scale relative to when it was scanned (1).
    open private(set) var scale = simd_float3(repeating: 1)
    /// The feature points scanned.
    open private(set) var rawFeaturePoints = ARPointCloud()

    /// An empty object, for anchors copied from nothing.
    init(placeholderNamed name: String?) {
        self.name = name
        super.init()
    }

    /// The object in the archive at `url`: throws `ARError(.invalidReferenceObject)` in a render,
    /// with a runtime warning.
    public init(archiveURL url: URL) throws {
        RuntimeWarning.emit("ARReferenceObject(archiveURL: \(url.lastPathComponent)): Backplate reads no reference object archives; an error is thrown")
        throw ARError(.invalidReferenceObject)
    }

    /// The objects in an AR resource group of the asset catalog: `nil` in a render, with a
    /// runtime warning.
    open class func referenceObjects(inGroupNamed name: String, bundle: Bundle?) -> Set<ARReferenceObject>? {
        RuntimeWarning.emit("ARReferenceObject.referenceObjects(inGroupNamed: \"\(name)\"): Backplate reads no AR resource groups; nil is returned")
        return nil
    }

    /// Writes the object to `url`: throws `ARError(.fileIOFailed)`, as Backplate writes no archives.
    open func export(to url: URL, previewImage: UIImage?) throws { throw ARError(.fileIOFailed) }

    /// The object moved by `transform`: the same object here (no features to move).
    open func applyingTransform(_ transform: simd_float4x4) -> ARReferenceObject { self }

    /// The object merged with `object`: throws `ARError(.objectMergeFailed)` in a render.
    open func merging(_ object: ARReferenceObject) throws -> ARReferenceObject { throw ARError(.objectMergeFailed) }
}

/// The state of a session's mapping of the world, to save and relocalize to (ARKit's
/// `ARWorldMap`). A render maps nothing, so `ARSession.getCurrentWorldMap` fails; a map decoded
/// from an archive keeps its anchors.
open class ARWorldMap: NSObject, NSCopying, NSSecureCoding {
    /// The centre of the mapped space.
    open private(set) var center = simd_float3.zero
    /// The size of the mapped space.
    open private(set) var extent = simd_float3.zero
    /// The anchors saved with the map.
    open var anchors: [ARAnchor] = []
    /// The feature points mapped.
    open private(set) var rawFeaturePoints = ARPointCloud()

    /// An empty map.
    override init() { super.init() }

    /// World maps are securely codable.
    public static var supportsSecureCoding: Bool { true }

    /// Writes the anchors.
    open func encode(with coder: NSCoder) { coder.encode(anchors as NSArray, forKey: "anchors") }

    /// Reads what `encode(with:)` wrote.
    public required init?(coder: NSCoder) {
        anchors = (coder.decodeObject(forKey: "anchors") as? [ARAnchor]) ?? []
        super.init()
    }

    /// A copy with the same anchors.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = ARWorldMap()
        copy.anchors = anchors
        return copy
    }
}
