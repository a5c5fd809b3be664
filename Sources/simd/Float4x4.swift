import Foundation

/// A 4 × 4 matrix of `Float`s stored as four columns (simd's `simd_float4x4`), in the
/// column-vector convention: `m * v` transforms `v`, the translation is `columns.3`.
public struct simd_float4x4: Equatable, Sendable {
    /// The four columns.
    public var columns: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)

    /// The zero matrix.
    public init() { columns = (.zero, .zero, .zero, .zero) }

    /// The matrix with `scalar` on the diagonal and zeros elsewhere.
    public init(_ scalar: Float) { self.init(diagonal: SIMD4(repeating: scalar)) }

    /// The matrix with `diagonal` on its diagonal and zeros elsewhere.
    public init(diagonal: SIMD4<Float>) {
        columns = (SIMD4(diagonal.x, 0, 0, 0), SIMD4(0, diagonal.y, 0, 0), SIMD4(0, 0, diagonal.z, 0), SIMD4(0, 0, 0, diagonal.w))
    }

    /// The matrix of four columns.
    public init(columns: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)) { self.columns = columns }

    /// The matrix of four columns.
    public init(_ col0: SIMD4<Float>, _ col1: SIMD4<Float>, _ col2: SIMD4<Float>, _ col3: SIMD4<Float>) {
        columns = (col0, col1, col2, col3)
    }

    /// The matrix of an array of four columns (missing columns are zero).
    public init(_ columns: [SIMD4<Float>]) {
        let c = columns + [SIMD4<Float>](repeating: .zero, count: max(0, 4 - columns.count))
        self.columns = (c[0], c[1], c[2], c[3])
    }

    /// The matrix of an array of four rows.
    public init(rows: [SIMD4<Float>]) { self = simd_float4x4(rows).transpose }

    /// The rotation matrix of a unit quaternion.
    public init(_ q: simd_quatf) {
        let (x, y, z, w) = (q.vector.x, q.vector.y, q.vector.z, q.vector.w)
        columns = (SIMD4(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0),
                   SIMD4(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0),
                   SIMD4(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0),
                   SIMD4(0, 0, 0, 1))
    }

    /// The column at `column` (0...3).
    public subscript(column: Int) -> SIMD4<Float> {
        get {
            switch column {
            case 0: return columns.0
            case 1: return columns.1
            case 2: return columns.2
            default: return columns.3
            }
        }
        set {
            switch column {
            case 0: columns.0 = newValue
            case 1: columns.1 = newValue
            case 2: columns.2 = newValue
            default: columns.3 = newValue
            }
        }
    }

    /// The entry at `column`, `row`.
    public subscript(column: Int, row: Int) -> Float {
        get { self[column][row] }
        set { self[column][row] = newValue }
    }

    /// The transposed matrix.
    public var transpose: simd_float4x4 {
        simd_float4x4(SIMD4(columns.0.x, columns.1.x, columns.2.x, columns.3.x), SIMD4(columns.0.y, columns.1.y, columns.2.y, columns.3.y),
                      SIMD4(columns.0.z, columns.1.z, columns.2.z, columns.3.z), SIMD4(columns.0.w, columns.1.w, columns.2.w, columns.3.w))
    }

    /// Whether every entry is equal.
    public static func == (lhs: simd_float4x4, rhs: simd_float4x4) -> Bool {
        lhs.columns.0 == rhs.columns.0 && lhs.columns.1 == rhs.columns.1 && lhs.columns.2 == rhs.columns.2 && lhs.columns.3 == rhs.columns.3
    }

    /// The matrix product (apply `rhs`, then `lhs`).
    public static func * (lhs: simd_float4x4, rhs: simd_float4x4) -> simd_float4x4 {
        simd_float4x4(lhs * rhs.columns.0, lhs * rhs.columns.1, lhs * rhs.columns.2, lhs * rhs.columns.3)
    }

    /// `rhs` transformed by `lhs`.
    public static func * (lhs: simd_float4x4, rhs: SIMD4<Float>) -> SIMD4<Float> {
        lhs.columns.0 * rhs.x + lhs.columns.1 * rhs.y + lhs.columns.2 * rhs.z + lhs.columns.3 * rhs.w
    }

    /// Every entry scaled by `lhs`.
    public static func * (lhs: Float, rhs: simd_float4x4) -> simd_float4x4 {
        simd_float4x4(rhs.columns.0 * lhs, rhs.columns.1 * lhs, rhs.columns.2 * lhs, rhs.columns.3 * lhs)
    }

    /// The entry-wise sum.
    public static func + (lhs: simd_float4x4, rhs: simd_float4x4) -> simd_float4x4 {
        simd_float4x4(lhs.columns.0 + rhs.columns.0, lhs.columns.1 + rhs.columns.1, lhs.columns.2 + rhs.columns.2, lhs.columns.3 + rhs.columns.3)
    }

    /// The entry-wise difference.
    public static func - (lhs: simd_float4x4, rhs: simd_float4x4) -> simd_float4x4 {
        simd_float4x4(lhs.columns.0 - rhs.columns.0, lhs.columns.1 - rhs.columns.1, lhs.columns.2 - rhs.columns.2, lhs.columns.3 - rhs.columns.3)
    }

    /// Multiplies `lhs` by `rhs` in place.
    public static func *= (lhs: inout simd_float4x4, rhs: simd_float4x4) { lhs = lhs * rhs }
}

/// simd's short name for `simd_float4x4`.
public typealias float4x4 = simd_float4x4
/// simd's C name for `simd_float4x4`.
public typealias matrix_float4x4 = simd_float4x4

/// The 4 × 4 identity matrix.
public let matrix_identity_float4x4 = simd_float4x4(diagonal: SIMD4(repeating: 1))

