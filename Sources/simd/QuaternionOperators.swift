import Foundation

// simd's quaternion operators, for `simd_quatf` and `simd_quatd` alike.

extension _SIMDQuaternion {
    /// The Hamilton product: the rotation `rhs`, then `lhs`.
    public static func * (lhs: Self, rhs: Self) -> Self {
        let (a, b) = (lhs.imag, rhs.imag)
        return Self(real: lhs.real * rhs.real - dot(a, b), imag: lhs.real * b + rhs.real * a + cross(a, b))
    }

    /// Every part scaled by `rhs`.
    public static func * (lhs: Self, rhs: Scalar) -> Self { Self(vector: lhs.vector * rhs) }

    /// Every part scaled by `lhs`.
    public static func * (lhs: Scalar, rhs: Self) -> Self { rhs * lhs }

    /// The part-wise sum.
    public static func + (lhs: Self, rhs: Self) -> Self { Self(vector: lhs.vector + rhs.vector) }

    /// The part-wise difference.
    public static func - (lhs: Self, rhs: Self) -> Self { Self(vector: lhs.vector - rhs.vector) }

    /// Every part divided by `rhs`.
    public static func / (lhs: Self, rhs: Scalar) -> Self { Self(vector: lhs.vector / rhs) }

    /// `lhs` times the inverse of `rhs`.
    public static func / (lhs: Self, rhs: Self) -> Self { lhs * rhs.inverse }

    /// Every part negated.
    public static prefix func - (operand: Self) -> Self { Self(vector: -operand.vector) }

    /// Multiplies `lhs` by `rhs` in place (the rotation `rhs`, then `lhs`).
    public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }

    /// Scales `lhs` in place.
    public static func *= (lhs: inout Self, rhs: Scalar) { lhs = lhs * rhs }

    /// Divides `lhs` by `rhs` in place.
    public static func /= (lhs: inout Self, rhs: Scalar) { lhs = lhs / rhs }

    /// Adds `rhs` to `lhs` in place.
    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }

    /// Subtracts `rhs` from `lhs` in place.
    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
}
