import Foundation

/// How a hit test gathers results.
public enum SCNHitTestSearchMode: Int, Sendable {
    /// The closest result.
    case closest = 0
    /// Every result.
    case all = 1
    /// The first result found.
    case any = 2
}

/// An option of a hit test.
public struct SCNHitTestOption: RawRepresentable, Hashable, Sendable {
    /// The option's key.
    public let rawValue: String
    /// An option of the given key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Whether back faces are ignored.
    public static let backFaceCulling = SCNHitTestOption(rawValue: "backFaceCulling")
    /// Whether only bounding boxes are tested.
    public static let boundingBoxOnly = SCNHitTestOption(rawValue: "boundingBoxOnly")
    /// The categories tested.
    public static let categoryBitMask = SCNHitTestOption(rawValue: "categoryBitMask")
    /// Whether results beyond the camera's z range are ignored.
    public static let clipToZRange = SCNHitTestOption(rawValue: "clipToZRange")
    /// Whether the search stops at the first result.
    public static let firstFoundOnly = SCNHitTestOption(rawValue: "firstFoundOnly")
    /// Whether child nodes are ignored.
    public static let ignoreChildNodes = SCNHitTestOption(rawValue: "ignoreChildNodes")
    /// Whether hidden nodes are ignored.
    public static let ignoreHiddenNodes = SCNHitTestOption(rawValue: "ignoreHiddenNodes")
    /// The root of the subtree searched.
    public static let rootNode = SCNHitTestOption(rawValue: "rootNode")
    /// How results are gathered (an `SCNHitTestSearchMode` raw value).
    public static let searchMode = SCNHitTestOption(rawValue: "searchMode")
    /// Whether results are sorted by distance.
    public static let sortResults = SCNHitTestOption(rawValue: "sortResults")
}

/// A point where a hit test met a node's surface (SceneKit's `SCNHitTestResult`). Hit tests find
/// nothing in a still render (no geometry is rasterized), so Backplate makes none; the type
/// exists for code that reads results.
open class SCNHitTestResult: NSObject {
    /// The node hit.
    open private(set) var node = SCNNode()
    /// The index of the geometry element hit.
    open private(set) var geometryIndex = 0
    /// The index of the face hit.
    open private(set) var faceIndex = 0
    /// The point hit in the node's coordinates.
    open private(set) var localCoordinates = SCNVector3Zero
    /// The point hit in world coordinates.
    open private(set) var worldCoordinates = SCNVector3Zero
    /// The surface normal in the node's coordinates.
    open private(set) var localNormal = SCNVector3Zero
    /// The surface normal in world coordinates.
    open private(set) var worldNormal = SCNVector3Zero
    /// The node's world transform.
    open private(set) var modelTransform = SCNMatrix4Identity
    /// The skeleton bone hit, if any.
    open private(set) var boneNode: SCNNode?

    /// An empty result.
    public override init() { super.init() }

    /// The texture coordinates at the point hit in `channel`.
    open func textureCoordinates(withMappingChannel channel: Int) -> CGPoint { .zero }

    /// `localCoordinates` as a simd vector.
    open var simdLocalCoordinates: SIMD3<Float> { SIMD3(localCoordinates) }
    /// `worldCoordinates` as a simd vector.
    open var simdWorldCoordinates: SIMD3<Float> { SIMD3(worldCoordinates) }
    /// `localNormal` as a simd vector.
    open var simdLocalNormal: SIMD3<Float> { SIMD3(localNormal) }
    /// `worldNormal` as a simd vector.
    open var simdWorldNormal: SIMD3<Float> { SIMD3(worldNormal) }
    /// `modelTransform` as a simd matrix.
    open var simdModelTransform: simd_float4x4 { simd_float4x4(modelTransform) }
}

extension SCNNode {
    /// The surfaces in the node's subtree a segment from `pointA` to `pointB` crosses: none in
    /// a still render, as Backplate rasterizes no geometry.
    public func hitTestWithSegment(from pointA: SCNVector3, to pointB: SCNVector3, options: [String: Any]? = nil) -> [SCNHitTestResult] { [] }
}
