import BackplateUIKit
import CoreText
import Foundation

/// A mesh: the vertices and faces of a shape (RealityKit's `MeshResource`). Backplate keeps
/// what a mesh was generated from (its kind and dimensions) and its bounds, which answer as on
/// iOS; no vertex data is made, as nothing is drawn.
@MainActor @preconcurrency
public final class MeshResource {
    /// The font type of generated text.
    public typealias Font = UIFont

    /// What a mesh was generated from, with its parameters (Backplate's record; iOS keeps
    /// only the vertices).
    package enum Shape: Equatable, Sendable {
        /// A box of `size` with rounded corners.
        case box(size: SIMD3<Float>, cornerRadius: Float)
        /// A sphere.
        case sphere(radius: Float)
        /// A plane in the x-z plane (`depth`) or the x-y plane (`height`).
        case plane(width: Float, depth: Float?, height: Float?, cornerRadius: Float)
        /// A cylinder along the y axis.
        case cylinder(height: Float, radius: Float)
        /// A cone along the y axis, its tip up.
        case cone(height: Float, radius: Float)
        /// Extruded text.
        case text(String, extrusionDepth: Float, fontSize: CGFloat)
        /// Meshes from descriptors, with their total vertex count.
        case descriptors(vertexCount: Int)
    }

    /// What the mesh was generated from.
    nonisolated package let shape: Shape
    /// The axis-aligned box around the mesh, in its own coordinates.
    nonisolated public let bounds: BoundingBox
    /// How many materials the mesh's parts use (6 for a box with split faces, else 1).
    nonisolated public let expectedMaterialCount: Int

    init(shape: Shape, bounds: BoundingBox, expectedMaterialCount: Int = 1) {
        self.shape = shape
        self.bounds = bounds
        self.expectedMaterialCount = expectedMaterialCount
    }

    /// A box centred at the origin with all sides `size` metres; `cornerRadius` is clamped to
    /// half the side.
    public static func generateBox(size: Float, cornerRadius: Float = 0) -> MeshResource {
        generateBox(size: SIMD3(repeating: size), cornerRadius: cornerRadius)
    }

    /// A box centred at the origin of `size` (width, height, depth) metres; `cornerRadius` is
    /// clamped to half the smallest side.
    public static func generateBox(size: SIMD3<Float>, cornerRadius: Float = 0) -> MeshResource {
        let radius = Swift.min(Swift.max(cornerRadius, 0), Swift.min(size.x, size.y, size.z) / 2)
        return MeshResource(shape: .box(size: size, cornerRadius: radius), bounds: BoundingBox(min: -size / 2, max: size / 2))
    }

    /// A box centred at the origin; with `splitFaces`, each face takes its own material (six).
    public static func generateBox(width: Float, height: Float, depth: Float, cornerRadius: Float = 0,
                                   splitFaces: Bool = false) -> MeshResource {
        let size = SIMD3(width, height, depth)
        let radius = Swift.min(Swift.max(cornerRadius, 0), Swift.min(width, height, depth) / 2)
        return MeshResource(shape: .box(size: size, cornerRadius: radius), bounds: BoundingBox(min: -size / 2, max: size / 2),
                            expectedMaterialCount: splitFaces ? 6 : 1)
    }

    /// A box centred at the origin with corners of two radii (the major one is kept as its
    /// corner radius).
    public static func generateBox(size: SIMD3<Float>, majorCornerRadius: Float = 0.2, minorCornerRadius: Float = 0.05) -> MeshResource {
        generateBox(size: size, cornerRadius: majorCornerRadius)
    }

    /// A sphere of `radius` metres centred at the origin.
    public static func generateSphere(radius: Float) -> MeshResource {
        MeshResource(shape: .sphere(radius: radius), bounds: BoundingBox(min: SIMD3(repeating: -radius), max: SIMD3(repeating: radius)))
    }

    /// A horizontal plane (in the x-z plane, facing up) centred at the origin.
    public static func generatePlane(width: Float, depth: Float, cornerRadius: Float = 0) -> MeshResource {
        MeshResource(shape: .plane(width: width, depth: depth, height: nil, cornerRadius: cornerRadius),
                     bounds: BoundingBox(min: SIMD3(-width / 2, 0, -depth / 2), max: SIMD3(width / 2, 0, depth / 2)))
    }

    /// A vertical plane (in the x-y plane, facing +z) centred at the origin.
    public static func generatePlane(width: Float, height: Float, cornerRadius: Float = 0) -> MeshResource {
        MeshResource(shape: .plane(width: width, depth: nil, height: height, cornerRadius: cornerRadius),
                     bounds: BoundingBox(min: SIMD3(-width / 2, -height / 2, 0), max: SIMD3(width / 2, height / 2, 0)))
    }

    /// A cylinder along the y axis centred at the origin.
    public static func generateCylinder(height: Float, radius: Float) -> MeshResource {
        MeshResource(shape: .cylinder(height: height, radius: radius),
                     bounds: BoundingBox(min: SIMD3(-radius, -height / 2, -radius), max: SIMD3(radius, height / 2, radius)))
    }

    /// A cone along the y axis centred at the origin, its tip up.
    public static func generateCone(height: Float, radius: Float) -> MeshResource {
        MeshResource(shape: .cone(height: height, radius: radius),
                     bounds: BoundingBox(min: SIMD3(-radius, -height / 2, -radius), max: SIMD3(radius, height / 2, radius)))
    }

    /// Text extruded `extrusionDepth` metres along z, its font size in metres (0.1 by default).
    /// Its bounds come from the text's measured size on one line (wrapped to `containerFrame`'s
    /// width when it has one), its baseline-left at the origin, extruded from z = 0.
    public static func generateText(_ string: String, extrusionDepth: Float = 0.25,
                                    font: MeshResource.Font = .systemFont(ofSize: 0.1), containerFrame: CGRect = CGRect.zero,
                                    alignment: CTTextAlignment = .left, lineBreakMode: CTLineBreakMode = .byTruncatingTail) -> MeshResource {
        // Measured at 100 points, then scaled to the font's size in metres.
        let reference: CGFloat = 100
        let attributes: [NSAttributedString.Key: Any] = [.font: font.withSize(reference)]
        var size = string.size(withAttributes: attributes)
        if containerFrame.width > 0 {
            let width = containerFrame.width * reference / Swift.max(font.pointSize, .leastNonzeroMagnitude)
            size = string.boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                                       attributes: attributes, context: nil).size
        }
        let scale = Float(font.pointSize / reference)
        let width = Float(size.width) * scale, height = Float(size.height) * scale
        let descent = Float(font.withSize(reference).lineHeight) * scale * 0.2
        let bounds = string.isEmpty ? BoundingBox.empty
            : BoundingBox(min: SIMD3(0, -descent, 0), max: SIMD3(width, height - descent, extrusionDepth))
        return MeshResource(shape: .text(string, extrusionDepth: extrusionDepth, fontSize: font.pointSize), bounds: bounds)
    }

    /// A mesh from descriptors of vertices and faces (bounds from their positions).
    public static func generate(from descriptors: [MeshDescriptor]) throws -> MeshResource {
        var box = BoundingBox.empty
        for descriptor in descriptors {
            for position in descriptor.positions.elements { box.formUnion(position) }
        }
        let materials = descriptors.map(\.materials.count).reduce(0, +)
        return MeshResource(shape: .descriptors(vertexCount: descriptors.map(\.positions.count).reduce(0, +)), bounds: box,
                            expectedMaterialCount: Swift.max(materials, 1))
    }
}

/// A buffer of per-vertex values (RealityKit's `MeshBuffer`).
public struct MeshBuffer<Element>: Sequence {
    /// The values.
    public let elements: [Element]
    /// The number of values.
    public var count: Int { elements.count }

    /// A buffer of the values of `sequence`.
    public init<S: Sequence>(_ sequence: S) where S.Element == Element { elements = Array(sequence) }

    /// The values, in order.
    public func makeIterator() -> IndexingIterator<[Element]> { elements.makeIterator() }
}

extension MeshBuffer: Sendable where Element: Sendable {}

/// The standard kinds of mesh buffer (RealityKit's `MeshBuffers`).
public enum MeshBuffers {
    /// Vertex positions.
    public typealias Positions = MeshBuffer<SIMD3<Float>>
    /// Vertex normals.
    public typealias Normals = MeshBuffer<SIMD3<Float>>
    /// Vertex tangents.
    public typealias Tangents = MeshBuffer<SIMD3<Float>>
    /// Texture coordinates.
    public typealias TextureCoordinates = MeshBuffer<SIMD2<Float>>
}

/// The vertices and faces of a mesh part to generate (RealityKit's `MeshDescriptor`).
public struct MeshDescriptor: Sendable {
    /// How the vertices form faces.
    public enum Primitives: Sendable {
        /// Three indices per triangle.
        case triangles([UInt32])
        /// The vertex count of each polygon, and their indices.
        case polygons([UInt8], [UInt32])
        /// Triangles' and quads' indices.
        case trianglesAndQuads(triangles: [UInt32], quads: [UInt32])
    }

    /// Which materials the faces use.
    public enum Materials: Sendable {
        /// One material for every face.
        case allFaces(UInt32)
        /// A material index per face.
        case perFace([UInt32])

        /// The number of distinct materials.
        var count: Int {
            switch self {
            case .allFaces: return 1
            case .perFace(let indices): return Set(indices).count
            }
        }
    }

    /// The part's name.
    public var name: String
    /// The vertex positions.
    public var positions = MeshBuffers.Positions([])
    /// The vertex normals.
    public var normals: MeshBuffers.Normals?
    /// The vertex tangents.
    public var tangents: MeshBuffers.Tangents?
    /// The texture coordinates.
    public var textureCoordinates: MeshBuffers.TextureCoordinates?
    /// How the vertices form faces.
    public var primitives: Primitives?
    /// Which materials the faces use (material 0 for all).
    public var materials = Materials.allFaces(0)

    /// An empty descriptor named `name`.
    public init(name: String = "") { self.name = name }
}
