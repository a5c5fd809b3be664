import Foundation

/// One kind of per-vertex data of a mesh (SceneKit's `SCNGeometrySource`): positions,
/// normals, texture coordinates, colours..., as raw bytes with their layout. Kept as data; the
/// vertex positions give a mesh's bounding box.
open class SCNGeometrySource: NSObject {
    /// What the data describes.
    public struct Semantic: RawRepresentable, Hashable, Sendable {
        /// The semantic's name.
        public let rawValue: String
        /// A semantic of the given name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Vertex positions.
        public static let vertex = Semantic(rawValue: "kGeometrySourceSemanticVertex")
        /// Surface normals.
        public static let normal = Semantic(rawValue: "kGeometrySourceSemanticNormal")
        /// Vertex colours.
        public static let color = Semantic(rawValue: "kGeometrySourceSemanticColor")
        /// Texture coordinates.
        public static let texcoord = Semantic(rawValue: "kGeometrySourceSemanticTexcoord")
        /// Surface tangents.
        public static let tangent = Semantic(rawValue: "kGeometrySourceSemanticTangent")
        /// Vertex crease weights for subdivision.
        public static let vertexCrease = Semantic(rawValue: "kGeometrySourceSemanticVertexCrease")
        /// Edge crease weights for subdivision.
        public static let edgeCrease = Semantic(rawValue: "kGeometrySourceSemanticEdgeCrease")
        /// Skinning bone weights.
        public static let boneWeights = Semantic(rawValue: "kGeometrySourceSemanticBoneWeights")
        /// Skinning bone indices.
        public static let boneIndices = Semantic(rawValue: "kGeometrySourceSemanticBoneIndices")
    }

    /// The raw bytes.
    public let data: Data
    /// What the data describes.
    public let semantic: Semantic
    /// The number of vectors.
    public let vectorCount: Int
    /// Whether components are floating point.
    public let usesFloatComponents: Bool
    /// The components in each vector.
    public let componentsPerVector: Int
    /// The size of one component in bytes.
    public let bytesPerComponent: Int
    /// Where the first vector starts, in bytes.
    public let dataOffset: Int
    /// The distance from one vector to the next, in bytes.
    public let dataStride: Int

    /// A source reading `vectorCount` vectors from `data` with the given layout.
    public init(data: Data, semantic: Semantic, vectorCount: Int, usesFloatComponents floatComponents: Bool,
                componentsPerVector: Int, bytesPerComponent: Int, dataOffset offset: Int, dataStride stride: Int) {
        self.data = data
        self.semantic = semantic
        self.vectorCount = max(0, vectorCount)
        self.usesFloatComponents = floatComponents
        self.componentsPerVector = componentsPerVector
        self.bytesPerComponent = bytesPerComponent
        self.dataOffset = offset
        self.dataStride = stride
        super.init()
    }

    /// A source of `Float` vectors packed one after another.
    convenience init(floats: [Float], components: Int, semantic: Semantic) {
        let data = floats.withUnsafeBufferPointer { Data(buffer: $0) }
        self.init(data: data, semantic: semantic, vectorCount: components > 0 ? floats.count / components : 0, usesFloatComponents: true,
                  componentsPerVector: components, bytesPerComponent: MemoryLayout<Float>.size, dataOffset: 0,
                  dataStride: components * MemoryLayout<Float>.size)
    }

    /// A source of vertex positions.
    public convenience init(vertices: [SCNVector3]) {
        self.init(floats: vertices.flatMap { [$0.x, $0.y, $0.z] }, components: 3, semantic: .vertex)
    }

    /// A source of surface normals.
    public convenience init(normals: [SCNVector3]) {
        self.init(floats: normals.flatMap { [$0.x, $0.y, $0.z] }, components: 3, semantic: .normal)
    }

    /// A source of texture coordinates.
    public convenience init(textureCoordinates texcoord: [CGPoint]) {
        self.init(floats: texcoord.flatMap { [Float($0.x), Float($0.y)] }, components: 2, semantic: .texcoord)
    }

    /// A source of `count` vertex positions read from `vertices`.
    public convenience init(vertices: UnsafePointer<SCNVector3>, count: Int) {
        self.init(vertices: Array(UnsafeBufferPointer(start: vertices, count: max(0, count))))
    }

    /// A source of `count` normals read from `normals`.
    public convenience init(normals: UnsafePointer<SCNVector3>, count: Int) {
        self.init(normals: Array(UnsafeBufferPointer(start: normals, count: max(0, count))))
    }

    /// A source of `count` texture coordinates read from `texcoord`.
    public convenience init(textureCoordinates texcoord: UnsafePointer<CGPoint>, count: Int) {
        self.init(textureCoordinates: Array(UnsafeBufferPointer(start: texcoord, count: max(0, count))))
    }

    /// The vectors as points, when they are at least three 4- or 8-byte floats (else none).
    var points: [SCNVector3] {
        guard usesFloatComponents, componentsPerVector >= 3, bytesPerComponent == 4 || bytesPerComponent == 8 else { return [] }
        let bytes = [UInt8](data)
        var out: [SCNVector3] = []
        for i in 0..<vectorCount {
            let start = dataOffset + i * dataStride
            guard start >= 0, start + 3 * bytesPerComponent <= bytes.count else { break }
            func component(_ k: Int) -> Float {
                let at = start + k * bytesPerComponent
                if bytesPerComponent == 4 {
                    return Float(bitPattern: UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24)
                }
                var raw: UInt64 = 0
                for b in 0..<8 { raw |= UInt64(bytes[at + b]) << (8 * UInt64(b)) }
                return Float(Double(bitPattern: raw))
            }
            out.append(SCNVector3(x: component(0), y: component(1), z: component(2)))
        }
        return out
    }
}

/// How an element's indices form primitives.
public enum SCNGeometryPrimitiveType: Int, Sendable {
    /// Every three indices make a triangle.
    case triangles = 0
    /// Each index after the first two makes a triangle with the two before it.
    case triangleStrip = 1
    /// Every two indices make a line.
    case line = 2
    /// Each index is a point.
    case point = 3
    /// Polygons: first each polygon's vertex count, then their indices.
    case polygon = 4
}

/// The indices that join a mesh's vertices into primitives (SceneKit's
/// `SCNGeometryElement`). Kept as data.
open class SCNGeometryElement: NSObject {
    /// The index bytes.
    public let data: Data
    /// How the indices form primitives.
    public let primitiveType: SCNGeometryPrimitiveType
    /// The number of primitives.
    public let primitiveCount: Int
    /// The size of one index in bytes.
    public let bytesPerIndex: Int
    /// The range of primitives drawn (all of them by default).
    open var primitiveRange: NSRange
    /// The size of points, for `.point` elements (1).
    open var pointSize: CGFloat = 1
    /// The smallest on-screen radius of points (0).
    open var minimumPointScreenSpaceRadius: CGFloat = 0
    /// The largest on-screen radius of points (1).
    open var maximumPointScreenSpaceRadius: CGFloat = 1

    /// An element of `primitiveCount` primitives whose indices are `bytesPerIndex` bytes each.
    public init(data: Data?, primitiveType: SCNGeometryPrimitiveType, primitiveCount: Int, bytesPerIndex: Int) {
        self.data = data ?? Data()
        self.primitiveType = primitiveType
        self.primitiveCount = max(0, primitiveCount)
        self.bytesPerIndex = bytesPerIndex
        self.primitiveRange = NSRange(location: 0, length: max(0, primitiveCount))
        super.init()
    }

    /// An element of `indices`, its primitive count derived from the type (a polygon element's
    /// count cannot be derived from the flat array: it is half the indices, an estimate).
    public convenience init<IndexType: FixedWidthInteger>(indices: [IndexType], primitiveType: SCNGeometryPrimitiveType) {
        let count: Int
        switch primitiveType {
        case .triangles: count = indices.count / 3
        case .triangleStrip: count = max(0, indices.count - 2)
        case .line: count = indices.count / 2
        case .point: count = indices.count
        case .polygon: count = indices.count / 2
        }
        let data = indices.withUnsafeBufferPointer { Data(buffer: $0) }
        self.init(data: data, primitiveType: primitiveType, primitiveCount: count, bytesPerIndex: MemoryLayout<IndexType>.size)
    }
}
