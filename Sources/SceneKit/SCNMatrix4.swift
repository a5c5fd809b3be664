import Foundation

/// A 4 × 4 transform matrix (SceneKit's `SCNMatrix4`, `Float` fields on iOS), in SceneKit's
/// row-vector convention: a point is the row (x, y, z, 1) multiplied on the left, so the
/// translation sits in `m41`, `m42`, `m43`, and `SCNMatrix4Mult(a, b)` applies `a` then `b`.
/// Not `Equatable`, as on iOS (compare with `SCNMatrix4EqualToMatrix4`).
public struct SCNMatrix4: Sendable {
    /// Row 1, column 1.
    public var m11: Float
    /// Row 1, column 2.
    public var m12: Float
    /// Row 1, column 3.
    public var m13: Float
    /// Row 1, column 4.
    public var m14: Float
    /// Row 2, column 1.
    public var m21: Float
    /// Row 2, column 2.
    public var m22: Float
    /// Row 2, column 3.
    public var m23: Float
    /// Row 2, column 4.
    public var m24: Float
    /// Row 3, column 1.
    public var m31: Float
    /// Row 3, column 2.
    public var m32: Float
    /// Row 3, column 3.
    public var m33: Float
    /// Row 3, column 4.
    public var m34: Float
    /// Row 4, column 1 (the x translation).
    public var m41: Float
    /// Row 4, column 2 (the y translation).
    public var m42: Float
    /// Row 4, column 3 (the z translation).
    public var m43: Float
    /// Row 4, column 4.
    public var m44: Float

    /// The zero matrix (every field 0), as a C struct's empty initializer gives.
    public init() { self.init(entries: [Float](repeating: 0, count: 16)) }

    /// A matrix of the given fields, row by row.
    public init(m11: Float, m12: Float, m13: Float, m14: Float, m21: Float, m22: Float, m23: Float, m24: Float,
                m31: Float, m32: Float, m33: Float, m34: Float, m41: Float, m42: Float, m43: Float, m44: Float) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The matrix of a SIMD matrix: its columns become the rows (the same memory layout, as on
    /// iOS), so a simd transform and its SceneKit matrix describe the same transform.
    public init(_ m: simd_float4x4) {
        self.init(entries: [m.columns.0, m.columns.1, m.columns.2, m.columns.3].flatMap { [$0.x, $0.y, $0.z, $0.w] })
    }

    /// A matrix from 16 entries, row by row.
    init(entries e: [Float]) {
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// The 16 entries, row by row.
    var entries: [Float] { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }

    /// The product `self × other` (apply `self`, then `other`).
    func multiplied(by other: SCNMatrix4) -> SCNMatrix4 {
        SCNMatrix4(simd_float4x4(other) * simd_float4x4(self))
    }

    /// The point (x, y, z, 1) transformed (the row vector times the matrix), divided by w.
    func transformPoint(_ p: SCNVector3) -> SCNVector3 {
        let x = p.x * m11 + p.y * m21 + p.z * m31 + m41
        let y = p.x * m12 + p.y * m22 + p.z * m32 + m42
        let z = p.x * m13 + p.y * m23 + p.z * m33 + m43
        let w = p.x * m14 + p.y * m24 + p.z * m34 + m44
        return w != 0 && w != 1 ? SCNVector3(x: x / w, y: y / w, z: z / w) : SCNVector3(x: x, y: y, z: z)
    }

    /// The direction (x, y, z, 0) transformed: rotated and scaled, not translated.
    func transformVector(_ v: SCNVector3) -> SCNVector3 {
        SCNVector3(x: v.x * m11 + v.y * m21 + v.z * m31, y: v.x * m12 + v.y * m22 + v.z * m32, z: v.x * m13 + v.y * m23 + v.z * m33)
    }

    /// The inverse, or `nil` when the matrix is singular (its determinant is 0 or not finite).
    var inverse: SCNMatrix4? {
        let determinant = determinant
        guard determinant != 0, determinant.isFinite else { return nil }
        return SCNMatrix4(simd_float4x4(self).inverse)
    }

    /// The determinant.
    var determinant: Float { simd_float4x4(self).determinant }
}

extension simd_float4x4 {
    /// The matrix of a SceneKit matrix (its rows become the columns).
    public init(_ m: SCNMatrix4) {
        self.init(SIMD4(m.m11, m.m12, m.m13, m.m14), SIMD4(m.m21, m.m22, m.m23, m.m24),
                  SIMD4(m.m31, m.m32, m.m33, m.m34), SIMD4(m.m41, m.m42, m.m43, m.m44))
    }
}

/// The identity matrix.
public let SCNMatrix4Identity = SCNMatrix4(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                           m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `m` is exactly the identity matrix.
public func SCNMatrix4IsIdentity(_ m: SCNMatrix4) -> Bool { SCNMatrix4EqualToMatrix4(m, SCNMatrix4Identity) }

/// Whether `a` and `b` have exactly equal fields.
public func SCNMatrix4EqualToMatrix4(_ a: SCNMatrix4, _ b: SCNMatrix4) -> Bool { a.entries == b.entries }

/// A translation by (`tx`, `ty`, `tz`): the identity with `m41`, `m42`, `m43` set.
public func SCNMatrix4MakeTranslation(_ tx: Float, _ ty: Float, _ tz: Float) -> SCNMatrix4 {
    var m = SCNMatrix4Identity
    (m.m41, m.m42, m.m43) = (tx, ty, tz)
    return m
}

/// A scale by (`sx`, `sy`, `sz`) along the axes.
public func SCNMatrix4MakeScale(_ sx: Float, _ sy: Float, _ sz: Float) -> SCNMatrix4 {
    var m = SCNMatrix4Identity
    (m.m11, m.m22, m.m33) = (sx, sy, sz)
    return m
}

/// A rotation by `angle` radians about the axis (`x`, `y`, `z`) (normalized first; a zero
/// axis gives the identity), counter-clockwise looking down the axis: about z, `m11 = cos`,
/// `m12 = sin`, `m21 = -sin`, `m22 = cos`.
public func SCNMatrix4MakeRotation(_ angle: Float, _ x: Float, _ y: Float, _ z: Float) -> SCNMatrix4 {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return SCNMatrix4Identity }
    let (ax, ay, az) = (Double(x / length), Double(y / length), Double(z / length))
    let c = cos(Double(angle)), s = sin(Double(angle)), t = 1 - c
    let e: [Double] = [
        c + ax * ax * t, ax * ay * t + az * s, ax * az * t - ay * s, 0,
        ax * ay * t - az * s, c + ay * ay * t, ay * az * t + ax * s, 0,
        ax * az * t + ay * s, ay * az * t - ax * s, c + az * az * t, 0,
        0, 0, 0, 1,
    ]
    return SCNMatrix4(entries: e.map(Float.init))
}

/// `m` followed by a translation by (`tx`, `ty`, `tz`): its `m41`, `m42`, `m43` increased.
public func SCNMatrix4Translate(_ m: SCNMatrix4, _ tx: Float, _ ty: Float, _ tz: Float) -> SCNMatrix4 {
    var out = m
    out.m41 += tx
    out.m42 += ty
    out.m43 += tz
    return out
}

/// A scale by (`sx`, `sy`, `sz`) followed by `m`.
public func SCNMatrix4Scale(_ m: SCNMatrix4, _ sx: Float, _ sy: Float, _ sz: Float) -> SCNMatrix4 {
    SCNMatrix4MakeScale(sx, sy, sz).multiplied(by: m)
}

/// A rotation by `angle` radians about (`x`, `y`, `z`) followed by `m`.
public func SCNMatrix4Rotate(_ m: SCNMatrix4, _ angle: Float, _ x: Float, _ y: Float, _ z: Float) -> SCNMatrix4 {
    SCNMatrix4MakeRotation(angle, x, y, z).multiplied(by: m)
}

/// The inverse of `m`; a singular matrix is returned unchanged (it has no inverse).
public func SCNMatrix4Invert(_ m: SCNMatrix4) -> SCNMatrix4 { m.inverse ?? m }

/// The product `a × b`: the transform that applies `a`, then `b`.
public func SCNMatrix4Mult(_ a: SCNMatrix4, _ b: SCNMatrix4) -> SCNMatrix4 { a.multiplied(by: b) }

/// The SIMD matrix of `m` (each row becomes a column: the same memory layout).
public func SCNMatrix4ToMat4(_ m: SCNMatrix4) -> simd_float4x4 { simd_float4x4(m) }

/// The SceneKit matrix of a SIMD matrix.
public func SCNMatrix4FromMat4(_ m: simd_float4x4) -> SCNMatrix4 { SCNMatrix4(m) }
