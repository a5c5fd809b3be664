import Foundation

/// Core Animation's 4×4 transform (QuartzCore's `CATransform3D`), in row-vector form as
/// CoreGraphics' affine transforms are: a point `(x, y, z, 1)` times the matrix; `m41`, `m42`
/// and `m43` translate, and `m34` adds perspective. A still render draws a layer's transform as
/// its flat projection (rows and columns 1, 2 and 4); perspective terms are dropped with a
/// runtime warning.
public struct CATransform3D: Sendable {
    /// Row 1.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4 (the translation, and the perspective denominator `m44`).
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The zero matrix, as Core Animation's C struct starts (use `CATransform3DIdentity` for
    /// no transform).
    public init() {
        (m11, m12, m13, m14) = (0, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 0, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 0, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 0)
    }

    /// A transform of these sixteen entries, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The entries row by row.
    package var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// The transform of sixteen entries row by row.
    package init(entries e: [CGFloat]) {
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }
}

/// No transform: ones on the diagonal.
public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is exactly the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.entries == CATransform3DIdentity.entries }

/// Whether `a` and `b` are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a.entries == b.entries }

/// A move by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)`; the identity when the axis has no
/// length. About `(0, 0, 1)` it turns as `CGAffineTransform(rotationAngle:)` does.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), k = 1 - c
    return CATransform3D(m11: k * ux * ux + c, m12: k * ux * uy + s * uz, m13: k * ux * uz - s * uy, m14: 0,
                         m21: k * ux * uy - s * uz, m22: k * uy * uy + c, m23: k * uy * uz + s * ux, m24: 0,
                         m31: k * ux * uz + s * uy, m32: k * uy * uz - s * ux, m33: k * uz * uz + c, m34: 0,
                         m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` followed by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.entries, y = b.entries
    var product = [CGFloat](repeating: 0, count: 16)
    for row in 0..<4 {
        for column in 0..<4 {
            product[row * 4 + column] = (0..<4).reduce(0) { $0 + x[row * 4 + $1] * y[$1 * 4 + column] }
        }
    }
    return CATransform3D(entries: product)
}

/// A move by `(tx, ty, tz)`, then `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// A scale by `(sx, sy, sz)`, then `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// A rotation by `angle` radians about `(x, y, z)`, then `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat,
                                _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse of `t`; `t` itself when it has none, as Core Animation returns.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    var m = t.entries, inverse = CATransform3DIdentity.entries
    for column in 0..<4 {
        guard let pivot = (column..<4).max(by: { abs(m[$0 * 4 + column]) < abs(m[$1 * 4 + column]) }),
              abs(m[pivot * 4 + column]) > 1e-12 else { return t }
        for k in 0..<4 {
            m.swapAt(column * 4 + k, pivot * 4 + k)
            inverse.swapAt(column * 4 + k, pivot * 4 + k)
        }
        let scale = m[column * 4 + column]
        for k in 0..<4 { m[column * 4 + k] /= scale; inverse[column * 4 + k] /= scale }
        for row in 0..<4 where row != column {
            let factor = m[row * 4 + column]
            for k in 0..<4 {
                m[row * 4 + k] -= factor * m[column * 4 + k]
                inverse[row * 4 + k] -= factor * inverse[column * 4 + k]
            }
        }
    }
    return CATransform3D(entries: inverse)
}

/// The transform that does what the affine transform `m` does, in the z = 0 plane.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}

/// Whether `t` is exactly an affine transform of the plane (no z terms, no perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    [t.m13, t.m14, t.m23, t.m24, t.m31, t.m32, t.m34, t.m43].allSatisfy { $0 == 0 } && t.m33 == 1 && t.m44 == 1
}

/// The affine part of `t` (its entries 11, 12, 21, 22, 41 and 42).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

extension CATransform3D {
    /// Where `point` of the z = 0 plane lands, divided through by the perspective term.
    package func projecting(_ point: CGPoint) -> CGPoint {
        let w = point.x * m14 + point.y * m24 + m44
        let x = point.x * m11 + point.y * m21 + m41, y = point.x * m12 + point.y * m22 + m42
        guard w != 0, w.isFinite else { return CGPoint(x: x, y: y) }
        return CGPoint(x: x / w, y: y / w)
    }

    /// Whether the flat projection is affine: no perspective reaches the z = 0 plane.
    package var projectsAffinely: Bool { m14 == 0 && m24 == 0 && m44 == 1 }

    /// The flat projection's affine part: what a still render draws (the identity when an
    /// entry is not finite).
    package var flatAffinePart: CGAffineTransform {
        let w = m44 != 0 ? m44 : 1
        let affine = CGAffineTransform(a: m11 / w, b: m12 / w, c: m21 / w, d: m22 / w, tx: m41 / w, ty: m42 / w)
        return [affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty].allSatisfy(\.isFinite) ? affine : .identity
    }
}
