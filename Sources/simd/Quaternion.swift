import Foundation

/// What simd's quaternions share: `simd_quatf` and `simd_quatd` differ only in their scalar.
/// `vector` holds the imaginary parts (x, y, z) and the real part (w); a unit quaternion is a
/// rotation.
public protocol _SIMDQuaternion: Equatable, Sendable {
    /// The scalar of every part: `Float` or `Double`.
    associatedtype Scalar: BinaryFloatingPoint & SIMDScalar & Sendable

    /// The imaginary parts (x, y, z) and the real part (w).
    var vector: SIMD4<Scalar> { get set }

    /// The quaternion of (`ix`, `iy`, `iz`, `r`).
    init(vector: SIMD4<Scalar>)
}

extension _SIMDQuaternion {
    /// The zero quaternion.
    public init() { self.init(vector: .zero) }

    /// The quaternion with imaginary parts `ix`, `iy`, `iz` and real part `r`.
    public init(ix: Scalar, iy: Scalar, iz: Scalar, r: Scalar) { self.init(vector: SIMD4(ix, iy, iz, r)) }

    /// The quaternion with real part `real` and imaginary parts `imag`.
    public init(real: Scalar, imag: SIMD3<Scalar>) { self.init(vector: SIMD4(imag, real)) }

    /// The rotation by `angle` radians about `axis` (normalized first).
    public init(angle: Scalar, axis: SIMD3<Scalar>) {
        let n = simd_length(axis)
        let unit = n > 0 ? axis / n : SIMD3<Scalar>(1, 0, 0)
        let half = Double(angle) / 2
        self.init(vector: SIMD4(unit * Scalar(sin(half)), Scalar(cos(half))))
    }

    /// The shortest rotation turning the direction `from` onto `to`.
    public init(from: SIMD3<Scalar>, to: SIMD3<Scalar>) {
        let a = normalize(from), b = normalize(to)
        let d = dot(a, b)
        if d < -0.999_999 {
            var axis = cross(SIMD3<Scalar>(1, 0, 0), a)
            if simd_length(axis) < 1e-6 { axis = cross(SIMD3<Scalar>(0, 1, 0), a) }
            self.init(angle: .pi, axis: axis)
        } else {
            self.init(vector: simd_normalize(SIMD4(cross(a, b), 1 + d)))
        }
    }

    /// The rotation of a rotation matrix given by the first three rows of its first three columns.
    init(rotationColumns c0: SIMD3<Scalar>, _ c1: SIMD3<Scalar>, _ c2: SIMD3<Scalar>) {
        let trace = c0.x + c1.y + c2.z
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            self.init(vector: SIMD4((c1.z - c2.y) / s, (c2.x - c0.z) / s, (c0.y - c1.x) / s, s / 4))
        } else if c0.x > c1.y && c0.x > c2.z {
            let s = (1 + c0.x - c1.y - c2.z).squareRoot() * 2
            self.init(vector: SIMD4(s / 4, (c1.x + c0.y) / s, (c2.x + c0.z) / s, (c1.z - c2.y) / s))
        } else if c1.y > c2.z {
            let s = (1 + c1.y - c0.x - c2.z).squareRoot() * 2
            self.init(vector: SIMD4((c1.x + c0.y) / s, s / 4, (c2.y + c1.z) / s, (c2.x - c0.z) / s))
        } else {
            let s = (1 + c2.z - c0.x - c1.y).squareRoot() * 2
            self.init(vector: SIMD4((c2.x + c0.z) / s, (c2.y + c1.z) / s, s / 4, (c0.y - c1.x) / s))
        }
    }

    /// The real part.
    public var real: Scalar {
        get { vector.w }
        set { vector.w = newValue }
    }

    /// The imaginary parts.
    public var imag: SIMD3<Scalar> {
        get { SIMD3(vector.x, vector.y, vector.z) }
        set { vector = SIMD4(newValue, vector.w) }
    }

    /// The rotation angle in radians (0...2π) of a unit quaternion.
    public var angle: Scalar { 2 * Scalar(atan2(Double(simd_length(imag)), Double(real))) }

    /// The rotation axis (unit length; the x axis for no rotation).
    public var axis: SIMD3<Scalar> {
        let n = simd_length(imag)
        return n > 0 ? imag / n : SIMD3(1, 0, 0)
    }

    /// The length.
    public var length: Scalar { simd_length(vector) }

    /// The quaternion scaled to unit length.
    public var normalized: Self { Self(vector: simd_normalize(vector)) }

    /// The conjugate (the imaginary parts negated).
    public var conjugate: Self { Self(real: real, imag: -imag) }

    /// The multiplicative inverse (the opposite rotation of a unit quaternion).
    public var inverse: Self {
        let n = simd_dot(vector, vector)
        return Self(vector: conjugate.vector / (n > 0 ? n : 1))
    }

    /// `v` rotated by this quaternion.
    public func act(_ v: SIMD3<Scalar>) -> SIMD3<Scalar> {
        let t = 2 * cross(imag, v)
        return v + real * t + cross(imag, t)
    }
}
