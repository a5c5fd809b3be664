import Foundation

/// A three-component vector (SceneKit's `SCNVector3`): a position, direction, scale or set of
/// Euler angles. Its components are `Float` on iOS (`CGFloat` only on macOS).
///
/// As on iOS it is a plain C-like struct: not `Equatable` (compare with
/// `SCNVector3EqualToVector3`, or declare the conformance in the app, as apps do) and with no
/// arithmetic operators.
public struct SCNVector3: Sendable {
    /// The x component.
    public var x: Float
    /// The y component.
    public var y: Float
    /// The z component.
    public var z: Float

    /// The zero vector.
    public init() { (x, y, z) = (0, 0, 0) }

    /// A vector of the given components.
    public init(x: Float, y: Float, z: Float) { (self.x, self.y, self.z) = (x, y, z) }

    /// A vector of the given `Float` components.
    public init(_ x: Float, _ y: Float, _ z: Float) { self.init(x: x, y: y, z: z) }

    /// A vector of the given `CGFloat` components, rounded to `Float`.
    public init(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) { self.init(x: Float(x), y: Float(y), z: Float(z)) }

    /// A vector of the given `Double` components, rounded to `Float`.
    public init(_ x: Double, _ y: Double, _ z: Double) { self.init(x: Float(x), y: Float(y), z: Float(z)) }

    /// A vector of the given integer components.
    public init(_ x: Int, _ y: Int, _ z: Int) { self.init(x: Float(x), y: Float(y), z: Float(z)) }

    /// The vector of a SIMD `Float` vector.
    public init(_ v: SIMD3<Float>) { self.init(x: v.x, y: v.y, z: v.z) }

    /// The vector of a SIMD `Double` vector, rounded to `Float`.
    public init(_ v: SIMD3<Double>) { self.init(x: Float(v.x), y: Float(v.y), z: Float(v.z)) }
}

/// A four-component vector (SceneKit's `SCNVector4`): an axis-angle rotation (x, y, z axis
/// and w angle in radians), a quaternion, or a colour. Its components are `Float` on iOS.
/// Not `Equatable`, as on iOS.
public struct SCNVector4: Sendable {
    /// The x component.
    public var x: Float
    /// The y component.
    public var y: Float
    /// The z component.
    public var z: Float
    /// The w component.
    public var w: Float

    /// The zero vector.
    public init() { (x, y, z, w) = (0, 0, 0, 0) }

    /// A vector of the given components.
    public init(x: Float, y: Float, z: Float, w: Float) { (self.x, self.y, self.z, self.w) = (x, y, z, w) }

    /// A vector of the given `Float` components.
    public init(_ x: Float, _ y: Float, _ z: Float, _ w: Float) { self.init(x: x, y: y, z: z, w: w) }

    /// A vector of the given `CGFloat` components, rounded to `Float`.
    public init(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat, _ w: CGFloat) {
        self.init(x: Float(x), y: Float(y), z: Float(z), w: Float(w))
    }

    /// A vector of the given `Double` components, rounded to `Float`.
    public init(_ x: Double, _ y: Double, _ z: Double, _ w: Double) {
        self.init(x: Float(x), y: Float(y), z: Float(z), w: Float(w))
    }

    /// A vector of the given integer components.
    public init(_ x: Int, _ y: Int, _ z: Int, _ w: Int) { self.init(x: Float(x), y: Float(y), z: Float(z), w: Float(w)) }

    /// The vector of a SIMD `Float` vector.
    public init(_ v: SIMD4<Float>) { self.init(x: v.x, y: v.y, z: v.z, w: v.w) }

    /// The vector of a SIMD `Double` vector, rounded to `Float`.
    public init(_ v: SIMD4<Double>) { self.init(x: Float(v.x), y: Float(v.y), z: Float(v.z), w: Float(v.w)) }
}

/// A rotation as a unit quaternion (x, y, z imaginary parts, w real part): SceneKit's
/// `SCNQuaternion`, the same type as `SCNVector4`.
public typealias SCNQuaternion = SCNVector4

/// The zero vector (0, 0, 0).
public let SCNVector3Zero = SCNVector3()

/// The zero vector (0, 0, 0, 0).
public let SCNVector4Zero = SCNVector4()

/// A vector of the given components.
public func SCNVector3Make(_ x: Float, _ y: Float, _ z: Float) -> SCNVector3 { SCNVector3(x: x, y: y, z: z) }

/// A vector of the given components.
public func SCNVector4Make(_ x: Float, _ y: Float, _ z: Float, _ w: Float) -> SCNVector4 { SCNVector4(x: x, y: y, z: z, w: w) }

/// Whether `a` and `b` have exactly equal components.
public func SCNVector3EqualToVector3(_ a: SCNVector3, _ b: SCNVector3) -> Bool { a.x == b.x && a.y == b.y && a.z == b.z }

/// Whether `a` and `b` have exactly equal components.
public func SCNVector4EqualToVector4(_ a: SCNVector4, _ b: SCNVector4) -> Bool {
    a.x == b.x && a.y == b.y && a.z == b.z && a.w == b.w
}

/// The SIMD vector of `v`.
public func SCNVector3ToFloat3(_ v: SCNVector3) -> SIMD3<Float> { SIMD3(v.x, v.y, v.z) }

/// The SIMD vector of `v`.
public func SCNVector4ToFloat4(_ v: SCNVector4) -> SIMD4<Float> { SIMD4(v.x, v.y, v.z, v.w) }

/// The vector of a SIMD vector.
public func SCNVector3FromFloat3(_ v: SIMD3<Float>) -> SCNVector3 { SCNVector3(v) }

/// The vector of a SIMD vector.
public func SCNVector4FromFloat4(_ v: SIMD4<Float>) -> SCNVector4 { SCNVector4(v) }

extension SIMD3 where Scalar == Float {
    /// The SIMD vector of a SceneKit vector.
    public init(_ v: SCNVector3) { self.init(v.x, v.y, v.z) }
}

extension SIMD3 where Scalar == Double {
    /// The SIMD vector of a SceneKit vector, widened to `Double`.
    public init(_ v: SCNVector3) { self.init(Double(v.x), Double(v.y), Double(v.z)) }
}

extension SIMD4 where Scalar == Float {
    /// The SIMD vector of a SceneKit vector.
    public init(_ v: SCNVector4) { self.init(v.x, v.y, v.z, v.w) }
}

extension SIMD4 where Scalar == Double {
    /// The SIMD vector of a SceneKit vector, widened to `Double`.
    public init(_ v: SCNVector4) { self.init(Double(v.x), Double(v.y), Double(v.z), Double(v.w)) }
}
