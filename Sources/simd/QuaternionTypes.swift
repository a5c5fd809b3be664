import Foundation

/// A quaternion of `Float`s (simd's `simd_quatf`): `vector` holds the imaginary parts (x, y,
/// z) and the real part (w); a unit quaternion is a rotation.
public struct simd_quatf: _SIMDQuaternion {
    /// The imaginary parts (x, y, z) and the real part (w).
    public var vector: SIMD4<Float>

    /// The quaternion of (`ix`, `iy`, `iz`, `r`).
    public init(vector: SIMD4<Float>) { self.vector = vector }

    /// The rotation of the upper-left 3 × 3 part of a rotation matrix.
    public init(_ m: simd_float4x4) {
        let (c0, c1, c2) = (m.columns.0, m.columns.1, m.columns.2)
        self.init(rotationColumns: SIMD3(c0.x, c0.y, c0.z), SIMD3(c1.x, c1.y, c1.z), SIMD3(c2.x, c2.y, c2.z))
    }

    /// The rotation of a 3 × 3 rotation matrix.
    public init(_ m: simd_float3x3) { self.init(rotationColumns: m.columns.0, m.columns.1, m.columns.2) }
}

/// A quaternion of `Double`s (simd's `simd_quatd`, the type of Core Motion attitudes read as
/// simd): the same parts and operations as `simd_quatf`.
public struct simd_quatd: _SIMDQuaternion {
    /// The imaginary parts (x, y, z) and the real part (w).
    public var vector: SIMD4<Double>

    /// The quaternion of (`ix`, `iy`, `iz`, `r`).
    public init(vector: SIMD4<Double>) { self.vector = vector }
}
