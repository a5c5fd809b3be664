import Foundation

/// A 3 × 3 matrix of `Float`s stored as three columns (simd's `simd_float3x3`), in the
/// column-vector convention: `m * v` transforms `v`. ARKit's camera intrinsics and rotation
/// matrices are of this type.
public struct simd_float3x3: Equatable, Sendable {
    /// The three columns.
    public var columns: (SIMD3<Float>, SIMD3<Float>, SIMD3<Float>)

    /// The zero matrix.
    public init() { columns = (.zero, .zero, .zero) }

    /// The matrix with `scalar` on the diagonal and zeros elsewhere.
    public init(_ scalar: Float) { self.init(diagonal: SIMD3(repeating: scalar)) }

    /// The matrix with `diagonal` on its diagonal and zeros elsewhere.
    public init(diagonal: SIMD3<Float>) {
        columns = (SIMD3(diagonal.x, 0, 0), SIMD3(0, diagonal.y, 0), SIMD3(0, 0, diagonal.z))
    }

    /// The matrix of three columns.
    public init(columns: (SIMD3<Float>, SIMD3<Float>, SIMD3<Float>)) { self.columns = columns }

    /// The matrix of three columns.
    public init(_ col0: SIMD3<Float>, _ col1: SIMD3<Float>, _ col2: SIMD3<Float>) { columns = (col0, col1, col2) }

    /// The matrix of an array of three columns (missing columns are zero).
    public init(_ columns: [SIMD3<Float>]) {
        let c = columns + [SIMD3<Float>](repeating: .zero, count: max(0, 3 - columns.count))
        self.columns = (c[0], c[1], c[2])
    }

    /// The matrix of an array of three rows.
    public init(rows: [SIMD3<Float>]) { self = simd_float3x3(rows).transpose }

    /// The rotation matrix of a unit quaternion.
    public init(_ q: simd_quatf) {
        let m = simd_float4x4(q)
        self.init(SIMD3(m.columns.0.x, m.columns.0.y, m.columns.0.z), SIMD3(m.columns.1.x, m.columns.1.y, m.columns.1.z),
                  SIMD3(m.columns.2.x, m.columns.2.y, m.columns.2.z))
    }

    /// The column at `column` (0...2).
    public subscript(column: Int) -> SIMD3<Float> {
        get {
            switch column {
            case 0: return columns.0
            case 1: return columns.1
            default: return columns.2
            }
        }
        set {
            switch column {
            case 0: columns.0 = newValue
            case 1: columns.1 = newValue
            default: columns.2 = newValue
            }
        }
    }

    /// The entry at `column`, `row`.
    public subscript(column: Int, row: Int) -> Float {
        get { self[column][row] }
        set { self[column][row] = newValue }
    }

    /// The transposed matrix.
    public var transpose: simd_float3x3 {
        simd_float3x3(SIMD3(columns.0.x, columns.1.x, columns.2.x), SIMD3(columns.0.y, columns.1.y, columns.2.y),
                      SIMD3(columns.0.z, columns.1.z, columns.2.z))
    }

    /// The determinant.
    public var determinant: Float { dot(columns.0, cross(columns.1, columns.2)) }

    /// The inverse (a singular matrix's entries are not finite, as simd's are).
    public var inverse: simd_float3x3 {
        let det = determinant
        guard det != 0 else { return simd_float3x3(diagonal: SIMD3(repeating: .infinity)) }
        // The rows of the inverse are the cross products of column pairs, over the determinant.
        let r0 = cross(columns.1, columns.2) / det, r1 = cross(columns.2, columns.0) / det, r2 = cross(columns.0, columns.1) / det
        return simd_float3x3(rows: [r0, r1, r2])
    }

    /// Whether every entry is equal.
    public static func == (lhs: simd_float3x3, rhs: simd_float3x3) -> Bool {
        lhs.columns.0 == rhs.columns.0 && lhs.columns.1 == rhs.columns.1 && lhs.columns.2 == rhs.columns.2
    }

    /// The matrix product (apply `rhs`, then `lhs`).
    public static func * (lhs: simd_float3x3, rhs: simd_float3x3) -> simd_float3x3 {
        simd_float3x3(lhs * rhs.columns.0, lhs * rhs.columns.1, lhs * rhs.columns.2)
    }

    /// `rhs` transformed by `lhs`.
    public static func * (lhs: simd_float3x3, rhs: SIMD3<Float>) -> SIMD3<Float> {
        lhs.columns.0 * rhs.x + lhs.columns.1 * rhs.y + lhs.columns.2 * rhs.z
    }

    /// Every entry scaled by `lhs`.
    public static func * (lhs: Float, rhs: simd_float3x3) -> simd_float3x3 {
        simd_float3x3(rhs.columns.0 * lhs, rhs.columns.1 * lhs, rhs.columns.2 * lhs)
    }

    /// The entry-wise sum.
    public static func + (lhs: simd_float3x3, rhs: simd_float3x3) -> simd_float3x3 {
        simd_float3x3(lhs.columns.0 + rhs.columns.0, lhs.columns.1 + rhs.columns.1, lhs.columns.2 + rhs.columns.2)
    }

    /// The entry-wise difference.
    public static func - (lhs: simd_float3x3, rhs: simd_float3x3) -> simd_float3x3 {
        simd_float3x3(lhs.columns.0 - rhs.columns.0, lhs.columns.1 - rhs.columns.1, lhs.columns.2 - rhs.columns.2)
    }

    /// Multiplies `lhs` by `rhs` in place.
    public static func *= (lhs: inout simd_float3x3, rhs: simd_float3x3) { lhs = lhs * rhs }
}

/// simd's short name for `simd_float3x3`.
public typealias float3x3 = simd_float3x3
/// simd's C name for `simd_float3x3`.
public typealias matrix_float3x3 = simd_float3x3

/// The 3 × 3 identity matrix.
public let matrix_identity_float3x3 = simd_float3x3(diagonal: SIMD3(repeating: 1))
