import Foundation

/// A component that places an entity relative to its parent: scale, rotation and translation
/// (RealityKit's `Transform`), applied in that order.
@frozen public struct Transform: Component, Hashable, Sendable {
    /// No scale, rotation or translation.
    public static let identity = Transform()

    /// The scale along each axis.
    public var scale: SIMD3<Float>
    /// The rotation, a unit quaternion.
    public var rotation: simd_quatf
    /// The position along the x, y and z axes.
    public var translation: SIMD3<Float>

    /// The identity transform.
    public init() {
        scale = SIMD3(repeating: 1)
        rotation = simd_quatf(ix: 0, iy: 0, iz: 0, r: 1)
        translation = .zero
    }

    /// A transform of the given parts.
    public init(scale: SIMD3<Float> = SIMD3<Float>(x: 1, y: 1, z: 1), rotation: simd_quatf = simd_quaternion(0, 0, 0, 1),
                translation: SIMD3<Float> = SIMD3<Float>(x: 0, y: 0, z: 0)) {
        self.scale = scale
        self.rotation = rotation
        self.translation = translation
    }

    /// A rotation of Euler angles in radians, applied as roll (z), then pitch (x), then yaw (y)
    /// about the world axes.
    public init(pitch x: Float = 0, yaw y: Float = 0, roll z: Float = 0) {
        let yaw = simd_quatf(angle: y, axis: SIMD3(0, 1, 0))
        let pitch = simd_quatf(angle: x, axis: SIMD3(1, 0, 0))
        let roll = simd_quatf(angle: z, axis: SIMD3(0, 0, 1))
        self.init(rotation: yaw * pitch * roll)
    }

    /// The transform a 4 × 4 matrix stands for (its shear, if any, is dropped).
    public init(matrix: float4x4) {
        let c0 = SIMD3(matrix.columns.0.x, matrix.columns.0.y, matrix.columns.0.z)
        let c1 = SIMD3(matrix.columns.1.x, matrix.columns.1.y, matrix.columns.1.z)
        let c2 = SIMD3(matrix.columns.2.x, matrix.columns.2.y, matrix.columns.2.z)
        var s = SIMD3(simd_length(c0), simd_length(c1), simd_length(c2))
        if simd_float3x3(c0, c1, c2).determinant < 0 { s.x = -s.x }
        translation = SIMD3(matrix.columns.3.x, matrix.columns.3.y, matrix.columns.3.z)
        scale = s
        if s.x == 0 || s.y == 0 || s.z == 0 {
            rotation = simd_quatf(ix: 0, iy: 0, iz: 0, r: 1)
        } else {
            rotation = simd_quatf(simd_float3x3(c0 / s.x, c1 / s.y, c2 / s.z)).normalized
        }
    }

    /// The transform as a 4 × 4 matrix: translation × rotation × scale.
    public var matrix: float4x4 {
        get {
            let r = simd_float3x3(rotation)
            return float4x4(SIMD4(r.columns.0 * scale.x, 0), SIMD4(r.columns.1 * scale.y, 0), SIMD4(r.columns.2 * scale.z, 0),
                            SIMD4(translation, 1))
        }
        set { self = Transform(matrix: newValue) }
    }

    /// Whether the parts are equal.
    public static func == (lhs: Transform, rhs: Transform) -> Bool {
        lhs.scale == rhs.scale && lhs.rotation == rhs.rotation && lhs.translation == rhs.translation
    }

    /// Hashes the parts.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(scale)
        hasher.combine(rotation.vector)
        hasher.combine(translation)
    }
}
