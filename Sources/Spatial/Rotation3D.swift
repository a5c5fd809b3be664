import Foundation

/// An axis of rotation in 3D: a direction, normalized when made from components.
public struct RotationAxis3D: Hashable, Sendable, Codable {
    /// The axis's x component.
    public var x: Double
    /// The axis's y component.
    public var y: Double
    /// The axis's z component.
    public var z: Double

    /// The axis through (`x`, `y`, `z`), scaled to unit length (the x axis when all are zero).
    public init(x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        if length > 0, length.isFinite { (self.x, self.y, self.z) = (x / length, y / length, z / length) }
        else { (self.x, self.y, self.z) = (1, 0, 0) }
    }

    /// The x axis.
    public static let x = RotationAxis3D(x: 1, y: 0, z: 0)
    /// The y axis.
    public static let y = RotationAxis3D(x: 0, y: 1, z: 0)
    /// The z axis.
    public static let z = RotationAxis3D(x: 0, y: 0, z: 1)
}

/// A rotation in 3D, as an angle about an axis (Spatial's `Rotation3D`; a 3D chart's symbols
/// turn by it).
public struct Rotation3D: Hashable, Sendable, Codable {
    /// The rotation's angle.
    public var angle: Angle2D
    /// The axis the rotation turns about.
    public var axis: RotationAxis3D

    /// No rotation.
    public init() { self.init(angle: .zero, axis: .x) }
    /// A rotation of `angle` about `axis`.
    public init(angle: Angle2D, axis: RotationAxis3D) {
        self.angle = angle
        self.axis = axis
    }

    /// No rotation.
    public static var identity: Rotation3D { Rotation3D() }

    /// Whether the rotation leaves every point where it is.
    public var isIdentity: Bool { angle.normalized.radians == 0 }

    /// `point` (x, y, z) turned by this rotation (Rodrigues' formula).
    package func apply(_ point: (x: Double, y: Double, z: Double)) -> (x: Double, y: Double, z: Double) {
        let c = cos(angle.radians), s = sin(angle.radians), k = axis
        let dot = k.x * point.x + k.y * point.y + k.z * point.z
        let cross = (x: k.y * point.z - k.z * point.y, y: k.z * point.x - k.x * point.z, z: k.x * point.y - k.y * point.x)
        return (x: point.x * c + cross.x * s + k.x * dot * (1 - c),
                y: point.y * c + cross.y * s + k.y * dot * (1 - c),
                z: point.z * c + cross.z * s + k.z * dot * (1 - c))
    }
}
