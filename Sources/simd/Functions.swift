import Foundation

// simd's free functions over vectors, matrices and quaternions.

/// The length of `v`.
public func length<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint { (v * v).sum().squareRoot() }

/// `v` scaled to unit length.
public func normalize<V: SIMD>(_ v: V) -> V where V.Scalar: FloatingPoint { v / V(repeating: length(v)) }

/// The dot product.
public func dot<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint { (a * b).sum() }

/// The distance between two points.
public func distance<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint { length(a - b) }

/// The cross product.
public func cross<Scalar: FloatingPoint & SIMDScalar>(_ a: SIMD3<Scalar>, _ b: SIMD3<Scalar>) -> SIMD3<Scalar> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}

/// The length of `v` (simd's C name).
public func simd_length<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint { length(v) }

/// `v` scaled to unit length (simd's C name).
public func simd_normalize<V: SIMD>(_ v: V) -> V where V.Scalar: FloatingPoint { normalize(v) }

/// The dot product (simd's C name).
public func simd_dot<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint { dot(a, b) }

/// The distance between two points (simd's C name).
public func simd_distance<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint { distance(a, b) }

/// The cross product (simd's C name).
public func simd_cross(_ a: SIMD3<Float>, _ b: SIMD3<Float>) -> SIMD3<Float> { cross(a, b) }

/// The matrix product `a × b`.
public func simd_mul(_ a: simd_float4x4, _ b: simd_float4x4) -> simd_float4x4 { a * b }

/// `v` transformed by `m`.
public func simd_mul(_ m: simd_float4x4, _ v: SIMD4<Float>) -> SIMD4<Float> { m * v }

/// The inverse of `m`.
public func simd_inverse(_ m: simd_float4x4) -> simd_float4x4 { m.inverse }

/// The transpose of `m`.
public func simd_transpose(_ m: simd_float4x4) -> simd_float4x4 { m.transpose }

/// A vector of three `Float`s.
public func simd_make_float3(_ x: Float, _ y: Float, _ z: Float) -> SIMD3<Float> { SIMD3(x, y, z) }

/// A vector of four `Float`s.
public func simd_make_float4(_ x: Float, _ y: Float, _ z: Float, _ w: Float) -> SIMD4<Float> { SIMD4(x, y, z, w) }
