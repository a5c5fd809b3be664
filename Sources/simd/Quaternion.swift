import Foundation

/// A quaternion of `Float`s (simd's `simd_quatf`): `vector` holds the imaginary parts (x, y,
/// z) and the real part (w); a unit quaternion is a rotation.
public struct simd_quatf: Equatable, Sendable {
    /// The imaginary parts (x, y, z) and the real part (w).
    public var vector: SIMD4<Float>

    /// The zero quaternion.
    public init() { vector = .zero }

    /// The quaternion of (`ix`, `iy`, `iz`, `r`).
    public init(vector: SIMD4<Float>) { self.vector = vector }

    /// The quaternion with imaginary parts `ix`, `iy`, `iz` and real part `r`.
    public init(ix: Float, iy: Float, iz: Float, r: Float) { vector = SIMD4(ix, iy, iz, r) }

    /// The quaternion with real part `real` and imaginary parts `imag`.
    public init(real: Float, imag: SIMD3<Float>) { vector = SIMD4(imag, real) }

    /// The rotation by `angle` radians about `axis` (normalized first).
    public init(angle: Float, axis: SIMD3<Float>) {
        let n = simd_length(axis)
        let unit = n > 0 ? axis / n : SIMD3<Float>(1, 0, 0)
        vector = SIMD4(unit * sin(angle / 2), cos(angle / 2))
    }

    /// The shortest rotation turning the direction `from` onto `to`.
    public init(from: SIMD3<Float>, to: SIMD3<Float>) {
        let a = normalize(from), b = normalize(to)
        let d = dot(a, b)
        if d < -0.999_999 {
            var axis = cross(SIMD3<Float>(1, 0, 0), a)
            if simd_length(axis) < 1e-6 { axis = cross(SIMD3<Float>(0, 1, 0), a) }
            self.init(angle: .pi, axis: axis)
        } else {
            self.init(vector: simd_normalize(SIMD4(cross(a, b), 1 + d)))
        }
    }

    /// The rotation of the upper-left 3 × 3 part of a rotation matrix.
    public init(_ m: simd_float4x4) {
        let (c0, c1, c2) = (m.columns.0, m.columns.1, m.columns.2)
        let trace = c0.x + c1.y + c2.z
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            vector = SIMD4((c1.z - c2.y) / s, (c2.x - c0.z) / s, (c0.y - c1.x) / s, s / 4)
        } else if c0.x > c1.y && c0.x > c2.z {
            let s = (1 + c0.x - c1.y - c2.z).squareRoot() * 2
            vector = SIMD4(s / 4, (c1.x + c0.y) / s, (c2.x + c0.z) / s, (c1.z - c2.y) / s)
        } else if c1.y > c2.z {
            let s = (1 + c1.y - c0.x - c2.z).squareRoot() * 2
            vector = SIMD4((c1.x + c0.y) / s, s / 4, (c2.y + c1.z) / s, (c2.x - c0.z) / s)
        } else {
            let s = (1 + c2.z - c0.x - c1.y).squareRoot() * 2
            vector = SIMD4((c2.x + c0.z) / s, (c2.y + c1.z) / s, s / 4, (c0.y - c1.x) / s)
        }
    }

    /// The real part.
    public var real: Float {
        get { vector.w }
        set { vector.w = newValue }
    }

    /// The imaginary parts.
    public var imag: SIMD3<Float> {
        get { SIMD3(vector.x, vector.y, vector.z) }
        set { vector = SIMD4(newValue, vector.w) }
    }

    /// The rotation angle in radians (0...2π) of a unit quaternion.
    public var angle: Float { 2 * atan2(simd_length(imag), real) }

    /// The rotation axis (unit length; the x axis for no rotation).
    public var axis: SIMD3<Float> {
        let n = simd_length(imag)
        return n > 0 ? imag / n : SIMD3(1, 0, 0)
    }

    /// The length.
    public var length: Float { simd_length(vector) }

    /// The quaternion scaled to unit length.
    public var normalized: simd_quatf { simd_quatf(vector: simd_normalize(vector)) }

    /// The conjugate (the imaginary parts negated).
    public var conjugate: simd_quatf { simd_quatf(real: real, imag: -imag) }

    /// The multiplicative inverse (the opposite rotation of a unit quaternion).
    public var inverse: simd_quatf {
        let n = simd_dot(vector, vector)
        return simd_quatf(vector: conjugate.vector / (n > 0 ? n : 1))
    }

    /// `v` rotated by this quaternion.
    public func act(_ v: SIMD3<Float>) -> SIMD3<Float> {
        let t = 2 * cross(imag, v)
        return v + real * t + cross(imag, t)
    }

    /// The Hamilton product: the rotation `rhs`, then `lhs`.
    public static func * (lhs: simd_quatf, rhs: simd_quatf) -> simd_quatf {
        let (a, b) = (lhs.imag, rhs.imag)
        return simd_quatf(real: lhs.real * rhs.real - dot(a, b), imag: lhs.real * b + rhs.real * a + cross(a, b))
    }

    /// Every part scaled by `rhs`.
    public static func * (lhs: simd_quatf, rhs: Float) -> simd_quatf { simd_quatf(vector: lhs.vector * rhs) }

    /// The part-wise sum.
    public static func + (lhs: simd_quatf, rhs: simd_quatf) -> simd_quatf { simd_quatf(vector: lhs.vector + rhs.vector) }

    /// The part-wise difference.
    public static func - (lhs: simd_quatf, rhs: simd_quatf) -> simd_quatf { simd_quatf(vector: lhs.vector - rhs.vector) }
}

