import Foundation

/// A flat surface ARKit detected (ARKit's `ARPlaneAnchor`). A render detects no planes, so the
/// session never reports one; apps that make one for themselves with `init(anchor:)` get a copy.
open class ARPlaneAnchor: ARAnchor {
    /// The general orientation of a plane.
    public enum Alignment: Int, Sendable {
        /// Perpendicular to gravity.
        case horizontal = 0
        /// Parallel to gravity.
        case vertical = 1
    }

    /// What kind of real-world surface a plane is.
    public enum Classification: Sendable, Equatable, CustomStringConvertible {
        /// How far classifying the plane got.
        public enum Status: Int, Sendable {
            /// Classification is not available.
            case notAvailable = 0
            /// Not yet known.
            case undetermined = 1
            /// The plane is none of the known kinds.
            case unknown = 2
        }
        /// Not classified, for `status`.
        case none(ARPlaneAnchor.Classification.Status)
        /// A wall.
        case wall
        /// A floor.
        case floor
        /// A ceiling.
        case ceiling
        /// A table.
        case table
        /// A seat.
        case seat
        /// A window.
        case window
        /// A door.
        case door

        /// A short description.
        public var description: String {
            switch self {
            case .none: return "None"
            case .wall: return "Wall"
            case .floor: return "Floor"
            case .ceiling: return "Ceiling"
            case .table: return "Table"
            case .seat: return "Seat"
            case .window: return "Window"
            case .door: return "Door"
            }
        }
    }

    /// Whether this device classifies planes: `false` in a render.
    open class var isClassificationSupported: Bool { false }

    /// The plane's orientation.
    open private(set) var alignment: Alignment
    /// The plane's centre in the anchor's coordinates.
    open private(set) var center: simd_float3
    /// The plane's width (x) and length (z) in metres.
    open private(set) var extent: simd_float3
    /// The plane's size and rotation.
    open private(set) var planeExtent: ARPlaneExtent
    /// The plane's outline as a mesh.
    open private(set) var geometry: ARPlaneGeometry
    /// What the plane is (`.none(.notAvailable)`).
    open private(set) var classification: Classification
    /// How far classification got.
    open var classificationStatus: Classification.Status {
        if case .none(let status) = classification { return status }
        return .unknown
    }

    /// A copy of `anchor` (its plane properties too, when it is a plane; else a horizontal
    /// plane of zero size).
    public required init(anchor: ARAnchor) {
        let plane = anchor as? ARPlaneAnchor
        alignment = plane?.alignment ?? .horizontal
        center = plane?.center ?? .zero
        extent = plane?.extent ?? .zero
        planeExtent = plane?.planeExtent ?? ARPlaneExtent(width: 0, height: 0, rotationOnYAxis: 0)
        geometry = plane?.geometry ?? ARPlaneGeometry()
        classification = plane?.classification ?? .none(.notAvailable)
        super.init(anchor: anchor)
    }

    /// Reads an archived plane (a horizontal plane of zero size: the plane data is not archived).
    public required init?(coder: NSCoder) {
        alignment = .horizontal
        center = .zero
        extent = .zero
        planeExtent = ARPlaneExtent(width: 0, height: 0, rotationOnYAxis: 0)
        geometry = ARPlaneGeometry()
        classification = .none(.notAvailable)
        super.init(coder: coder)
    }
}

/// A plane's size and its rotation about the anchor's y axis (ARKit's `ARPlaneExtent`).
open class ARPlaneExtent: NSObject {
    /// The width in metres.
    open private(set) var width: Float
    /// The height (length along z) in metres.
    open private(set) var height: Float
    /// The rotation about the y axis, in radians.
    open private(set) var rotationOnYAxis: Float

    init(width: Float, height: Float, rotationOnYAxis: Float) {
        self.width = width
        self.height = height
        self.rotationOnYAxis = rotationOnYAxis
    }
}

/// A plane's outline as a triangle mesh (ARKit's `ARPlaneGeometry`).
open class ARPlaneGeometry: NSObject {
    /// The mesh's vertices.
    open private(set) var vertices: [simd_float3] = []
    /// The texture coordinates of each vertex.
    open private(set) var textureCoordinates: [simd_float2] = []
    /// The number of triangles.
    open var triangleCount: Int { triangleIndices.count / 3 }
    /// Three vertex indices per triangle.
    open private(set) var triangleIndices: [Int16] = []
    /// The outline's vertices, in order.
    open private(set) var boundaryVertices: [simd_float3] = []

    override init() { super.init() }
}
