// simd's vector names (Apple's `simd` module): aliases of the standard library's SIMD types.

/// A vector of two `Float`s (simd's `simd_float2`).
public typealias simd_float2 = SIMD2<Float>
/// A vector of three `Float`s (simd's `simd_float3`).
public typealias simd_float3 = SIMD3<Float>
/// A vector of four `Float`s (simd's `simd_float4`).
public typealias simd_float4 = SIMD4<Float>
/// A vector of three `Double`s (simd's `simd_double3`).
public typealias simd_double3 = SIMD3<Double>
/// A vector of four `Double`s (simd's `simd_double4`).
public typealias simd_double4 = SIMD4<Double>
/// simd's C name for a vector of three `Float`s.
public typealias vector_float3 = SIMD3<Float>
/// simd's C name for a vector of four `Float`s.
public typealias vector_float4 = SIMD4<Float>
