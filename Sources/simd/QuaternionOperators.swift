import Foundation

// simd's remaining quaternion operators.

extension simd_quatf {
    /// Multiplies `lhs` by `rhs` in place (the rotation `rhs`, then `lhs`).
    public static func *= (lhs: inout simd_quatf, rhs: simd_quatf) { lhs = lhs * rhs }

    /// Scales `lhs` in place.
    public static func *= (lhs: inout simd_quatf, rhs: Float) { lhs = lhs * rhs }

    /// Every part scaled by `lhs`.
    public static func * (lhs: Float, rhs: simd_quatf) -> simd_quatf { rhs * lhs }

    /// Every part divided by `rhs`.
    public static func / (lhs: simd_quatf, rhs: Float) -> simd_quatf { simd_quatf(vector: lhs.vector / rhs) }

    /// `lhs` times the inverse of `rhs`.
    public static func / (lhs: simd_quatf, rhs: simd_quatf) -> simd_quatf { lhs * rhs.inverse }

    /// Divides `lhs` by `rhs` in place.
    public static func /= (lhs: inout simd_quatf, rhs: Float) { lhs = lhs / rhs }

    /// Adds `rhs` to `lhs` in place.
    public static func += (lhs: inout simd_quatf, rhs: simd_quatf) { lhs = lhs + rhs }

    /// Subtracts `rhs` from `lhs` in place.
    public static func -= (lhs: inout simd_quatf, rhs: simd_quatf) { lhs = lhs - rhs }

    /// Every part negated.
    public static prefix func - (operand: simd_quatf) -> simd_quatf { simd_quatf(vector: -operand.vector) }
}
