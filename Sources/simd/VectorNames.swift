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
/// A vector of two `Double`s (simd's `simd_double2`).
public typealias simd_double2 = SIMD2<Double>
/// A vector of two `Int32`s (simd's `simd_int2`).
public typealias simd_int2 = SIMD2<Int32>
/// A vector of three `Int32`s (simd's `simd_int3`).
public typealias simd_int3 = SIMD3<Int32>
/// A vector of four `Int32`s (simd's `simd_int4`).
public typealias simd_int4 = SIMD4<Int32>
/// A vector of two `UInt32`s (simd's `simd_uint2`).
public typealias simd_uint2 = SIMD2<UInt32>
/// A vector of three `UInt32`s (simd's `simd_uint3`).
public typealias simd_uint3 = SIMD3<UInt32>
/// A vector of four `UInt32`s (simd's `simd_uint4`).
public typealias simd_uint4 = SIMD4<UInt32>
/// simd's C name for a vector of two `Float`s.
public typealias vector_float2 = SIMD2<Float>
/// simd's C name for a vector of two `Int32`s (Model I/O and ARKit sizes).
public typealias vector_int2 = SIMD2<Int32>
/// simd's pre-Swift 5.1 name for a vector of two `Float`s.
@available(swift, deprecated: 5.1, message: "Use SIMD2<Float> instead.")
public typealias float2 = SIMD2<Float>
/// simd's pre-Swift 5.1 name for a vector of three `Float`s.
@available(swift, deprecated: 5.1, message: "Use SIMD3<Float> instead.")
public typealias float3 = SIMD3<Float>
/// simd's pre-Swift 5.1 name for a vector of four `Float`s.
@available(swift, deprecated: 5.1, message: "Use SIMD4<Float> instead.")
public typealias float4 = SIMD4<Float>
