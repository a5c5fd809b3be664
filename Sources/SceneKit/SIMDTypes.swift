import Foundation

// The part of Apple's `simd` module that SceneKit's API and its apps use (`import SceneKit`
// brings simd on iOS): the vector names over the standard library's SIMD types, a 4 × 4
// `Float` matrix and a `Float` quaternion, with the functions apps call on them.

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

    /// The matrix of a SceneKit matrix (its rows become the columns).
    public init(_ m: SCNMatrix4) {
        columns = (SIMD4(m.m11, m.m12, m.m13, m.m14), SIMD4(m.m21, m.m22, m.m23, m.m24),
                   SIMD4(m.m31, m.m32, m.m33, m.m34), SIMD4(m.m41, m.m42, m.m43, m.m44))
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

    /// The inverse (a singular matrix's entries are not finite, as simd's are).
    public var inverse: simd_float4x4 {
        guard let inverse = SCNMatrix4(self).inverse else { return simd_float4x4(diagonal: SIMD4(repeating: .infinity)) }
        return simd_float4x4(inverse)
    }

    /// The determinant.
    public var determinant: Float { SCNMatrix4(self).determinant }

    /// Whether every entry is equal.
    public static func == (lhs: simd_float4x4, rhs: simd_float4x4) -> Bool {
        lhs.columns.0 == rhs.columns.0 && lhs.columns.1 == rhs.columns.1 && lhs.columns.2 == rhs.columns.2 && lhs.columns.3 == rhs.columns.3
    }

    /// The matrix product (apply `rhs`, then `lhs`).
    public static func * (lhs: simd_float4x4, rhs: simd_float4x4) -> simd_float4x4 {
        simd_float4x4(SCNMatrix4(rhs).multiplied(by: SCNMatrix4(lhs)))
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

/// The rotation by `angle` radians about `axis`.
public func simd_quaternion(_ angle: Float, _ axis: SIMD3<Float>) -> simd_quatf { simd_quatf(angle: angle, axis: axis) }

/// `v` rotated by `q`.
public func simd_act(_ q: simd_quatf, _ v: SIMD3<Float>) -> SIMD3<Float> { q.act(v) }

/// A vector of three `Float`s.
public func simd_make_float3(_ x: Float, _ y: Float, _ z: Float) -> SIMD3<Float> { SIMD3(x, y, z) }

/// A vector of four `Float`s.
public func simd_make_float4(_ x: Float, _ y: Float, _ z: Float, _ w: Float) -> SIMD4<Float> { SIMD4(x, y, z, w) }
