import Foundation

// More of simd's free functions: the `simd_make_*` constructors, matrix products and the
// quaternion functions ARKit and RealityKit code calls, with simd's C names.

/// A vector of two `Float`s.
public func simd_make_float2(_ x: Float, _ y: Float) -> SIMD2<Float> { SIMD2(x, y) }

/// The first two elements of `v`.
public func simd_make_float2(_ v: SIMD3<Float>) -> SIMD2<Float> { SIMD2(v.x, v.y) }

/// The first two elements of `v`.
public func simd_make_float2(_ v: SIMD4<Float>) -> SIMD2<Float> { SIMD2(v.x, v.y) }

/// `xy` and `z`.
public func simd_make_float3(_ xy: SIMD2<Float>, _ z: Float) -> SIMD3<Float> { SIMD3(xy.x, xy.y, z) }

/// `x` and `yz`.
public func simd_make_float3(_ x: Float, _ yz: SIMD2<Float>) -> SIMD3<Float> { SIMD3(x, yz.x, yz.y) }

/// `v` itself.
public func simd_make_float3(_ v: SIMD3<Float>) -> SIMD3<Float> { v }

/// The first three elements of `v` (a transform's `columns.3` gives its translation).
public func simd_make_float3(_ v: SIMD4<Float>) -> SIMD3<Float> { SIMD3(v.x, v.y, v.z) }

/// `xyz` and `w`.
public func simd_make_float4(_ xyz: SIMD3<Float>, _ w: Float) -> SIMD4<Float> { SIMD4(xyz, w) }

/// `x` and `yzw`.
public func simd_make_float4(_ x: Float, _ yzw: SIMD3<Float>) -> SIMD4<Float> { SIMD4(x, yzw.x, yzw.y, yzw.z) }

/// `xy` and `zw`.
public func simd_make_float4(_ xy: SIMD2<Float>, _ zw: SIMD2<Float>) -> SIMD4<Float> { SIMD4(xy.x, xy.y, zw.x, zw.y) }

/// `v` itself.
public func simd_make_float4(_ v: SIMD4<Float>) -> SIMD4<Float> { v }

/// The matrix product `a × b`.
public func matrix_multiply(_ a: simd_float4x4, _ b: simd_float4x4) -> simd_float4x4 { a * b }

/// `v` transformed by `m`.
public func matrix_multiply(_ m: simd_float4x4, _ v: SIMD4<Float>) -> SIMD4<Float> { m * v }

/// The matrix product `a × b`.
public func matrix_multiply(_ a: simd_float3x3, _ b: simd_float3x3) -> simd_float3x3 { a * b }

/// `v` transformed by `m`.
public func matrix_multiply(_ m: simd_float3x3, _ v: SIMD3<Float>) -> SIMD3<Float> { m * v }

/// The matrix product `a × b`.
public func simd_mul(_ a: simd_float3x3, _ b: simd_float3x3) -> simd_float3x3 { a * b }

/// `v` transformed by `m`.
public func simd_mul(_ m: simd_float3x3, _ v: SIMD3<Float>) -> SIMD3<Float> { m * v }

/// The inverse of `m`.
public func simd_inverse(_ m: simd_float3x3) -> simd_float3x3 { m.inverse }

/// The transpose of `m`.
public func simd_transpose(_ m: simd_float3x3) -> simd_float3x3 { m.transpose }

/// The determinant of `m`.
public func simd_determinant(_ m: simd_float3x3) -> Float { m.determinant }

/// The determinant of `m`.
public func simd_determinant(_ m: simd_float4x4) -> Float { m.determinant }

/// The matrix of four columns.
public func simd_matrix(_ col0: SIMD4<Float>, _ col1: SIMD4<Float>, _ col2: SIMD4<Float>, _ col3: SIMD4<Float>) -> simd_float4x4 {
    simd_float4x4(col0, col1, col2, col3)
}

/// The matrix of three columns.
public func simd_matrix(_ col0: SIMD3<Float>, _ col1: SIMD3<Float>, _ col2: SIMD3<Float>) -> simd_float3x3 {
    simd_float3x3(col0, col1, col2)
}

/// The rotation matrix of `q`.
public func simd_matrix4x4(_ q: simd_quatf) -> simd_float4x4 { simd_float4x4(q) }

/// The rotation matrix of `q`.
public func simd_matrix3x3(_ q: simd_quatf) -> simd_float3x3 { simd_float3x3(q) }

/// The squared length of `v`.
public func simd_length_squared<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint { (v * v).sum() }

/// The squared length of `v`.
public func length_squared<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint { (v * v).sum() }

/// The squared distance between two points.
public func simd_distance_squared<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length_squared(a - b) }

/// The squared distance between two points.
public func distance_squared<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length_squared(a - b) }

/// `x` held to `min...max`, element by element.
public func simd_clamp<V: SIMD>(_ x: V, _ min: V, _ max: V) -> V where V.Scalar: FloatingPoint {
    x.replacing(with: min, where: x .< min).replacing(with: max, where: x .> max)
}

/// `x` held to `min...max`.
public func simd_clamp(_ x: Float, _ min: Float, _ max: Float) -> Float { Swift.min(Swift.max(x, min), max) }

/// The linear interpolation `x + (y - x) * t`, element by element.
public func simd_mix<V: SIMD>(_ x: V, _ y: V, _ t: V) -> V where V.Scalar: FloatingPoint { x + (y - x) * t }

/// The linear interpolation `x + (y - x) * t`.
public func simd_mix(_ x: Float, _ y: Float, _ t: Float) -> Float { x + (y - x) * t }

/// The element-wise absolute value.
public func simd_abs<V: SIMD>(_ v: V) -> V where V.Scalar: FloatingPoint {
    var out = v
    for i in v.indices { out[i] = Swift.abs(v[i]) }
    return out
}

/// The element-wise minimum.
public func simd_min<V: SIMD>(_ a: V, _ b: V) -> V where V.Scalar: FloatingPoint { a.replacing(with: b, where: b .< a) }

/// The element-wise maximum.
public func simd_max<V: SIMD>(_ a: V, _ b: V) -> V where V.Scalar: FloatingPoint { a.replacing(with: b, where: b .> a) }

/// `v` reflected off the plane whose unit normal is `n`.
public func simd_reflect<V: SIMD>(_ v: V, _ n: V) -> V where V.Scalar: FloatingPoint { v - n * (2 * dot(v, n)) }

/// `v` reflected off the plane whose unit normal is `n`.
public func reflect<V: SIMD>(_ v: V, n: V) -> V where V.Scalar: FloatingPoint { simd_reflect(v, n) }
