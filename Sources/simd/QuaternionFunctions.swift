import Foundation

// simd's quaternion functions with their C names; the makers come once per scalar, as the
// scalar picks the quaternion type.

/// The rotation by `angle` radians about `axis`.
public func simd_quaternion(_ angle: Float, _ axis: SIMD3<Float>) -> simd_quatf { simd_quatf(angle: angle, axis: axis) }

/// The rotation by `angle` radians about `axis`.
public func simd_quaternion(_ angle: Double, _ axis: SIMD3<Double>) -> simd_quatd { simd_quatd(angle: angle, axis: axis) }

/// The quaternion with imaginary parts `ix`, `iy`, `iz` and real part `r`.
public func simd_quaternion(_ ix: Float, _ iy: Float, _ iz: Float, _ r: Float) -> simd_quatf {
    simd_quatf(ix: ix, iy: iy, iz: iz, r: r)
}

/// The quaternion with imaginary parts `ix`, `iy`, `iz` and real part `r`.
public func simd_quaternion(_ ix: Double, _ iy: Double, _ iz: Double, _ r: Double) -> simd_quatd {
    simd_quatd(ix: ix, iy: iy, iz: iz, r: r)
}

/// The quaternion whose parts are `xyzr`.
public func simd_quaternion(_ xyzr: SIMD4<Float>) -> simd_quatf { simd_quatf(vector: xyzr) }

/// The quaternion whose parts are `xyzr`.
public func simd_quaternion(_ xyzr: SIMD4<Double>) -> simd_quatd { simd_quatd(vector: xyzr) }

/// The shortest rotation turning the direction `from` onto `to`.
public func simd_quaternion(_ from: SIMD3<Float>, _ to: SIMD3<Float>) -> simd_quatf { simd_quatf(from: from, to: to) }

/// The shortest rotation turning the direction `from` onto `to`.
public func simd_quaternion(_ from: SIMD3<Double>, _ to: SIMD3<Double>) -> simd_quatd { simd_quatd(from: from, to: to) }

/// The rotation of a rotation matrix.
public func simd_quaternion(_ m: simd_float4x4) -> simd_quatf { simd_quatf(m) }

/// The rotation of a rotation matrix.
public func simd_quaternion(_ m: simd_float3x3) -> simd_quatf { simd_quatf(m) }

/// `v` rotated by `q`.
public func simd_act<Q: _SIMDQuaternion>(_ q: Q, _ v: SIMD3<Q.Scalar>) -> SIMD3<Q.Scalar> { q.act(v) }

/// The Hamilton product: the rotation `b`, then `a`.
public func simd_mul<Q: _SIMDQuaternion>(_ a: Q, _ b: Q) -> Q { a * b }

/// The multiplicative inverse of `q`.
public func simd_inverse<Q: _SIMDQuaternion>(_ q: Q) -> Q { q.inverse }

/// `q` scaled to unit length.
public func simd_normalize<Q: _SIMDQuaternion>(_ q: Q) -> Q { q.normalized }

/// The conjugate of `q`.
public func simd_conjugate<Q: _SIMDQuaternion>(_ q: Q) -> Q { q.conjugate }

/// The length of `q`.
public func simd_length<Q: _SIMDQuaternion>(_ q: Q) -> Q.Scalar { q.length }

/// The rotation angle of `q` in radians.
public func simd_angle<Q: _SIMDQuaternion>(_ q: Q) -> Q.Scalar { q.angle }

/// The rotation axis of `q`.
public func simd_axis<Q: _SIMDQuaternion>(_ q: Q) -> SIMD3<Q.Scalar> { q.axis }

/// The real part of `q`.
public func simd_real<Q: _SIMDQuaternion>(_ q: Q) -> Q.Scalar { q.real }

/// The imaginary parts of `q`.
public func simd_imag<Q: _SIMDQuaternion>(_ q: Q) -> SIMD3<Q.Scalar> { q.imag }

/// The dot product of two quaternions' parts.
public func simd_dot<Q: _SIMDQuaternion>(_ a: Q, _ b: Q) -> Q.Scalar { dot(a.vector, b.vector) }

/// The spherical interpolation from `q0` (t = 0) to `q1` (t = 1) along the shortest arc.
public func simd_slerp<Q: _SIMDQuaternion>(_ q0: Q, _ q1: Q, _ t: Q.Scalar) -> Q {
    var end = q1.vector
    var cosine = dot(q0.vector, end)
    if cosine < 0 {
        end = -end
        cosine = -cosine
    }
    if cosine > 0.9995 {
        return Q(vector: normalize(q0.vector + (end - q0.vector) * t))
    }
    let theta = acos(Double(min(cosine, 1)))
    let s = sin(theta)
    let weight0 = Q.Scalar(sin((1 - Double(t)) * theta) / s), weight1 = Q.Scalar(sin(Double(t) * theta) / s)
    return Q(vector: q0.vector * weight0 + end * weight1)
}
