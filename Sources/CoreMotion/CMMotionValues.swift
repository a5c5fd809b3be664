import Foundation

/// Acceleration along the device's three axes, in G's (9.81 m/s²).
public struct CMAcceleration: Sendable {
    /// Along the x-axis.
    public var x: Double
    /// Along the y-axis.
    public var y: Double
    /// Along the z-axis.
    public var z: Double
    /// No acceleration.
    public init() { (x, y, z) = (0, 0, 0) }
    /// An acceleration of these components.
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// Rotation rate around the device's three axes, in radians per second.
public struct CMRotationRate: Sendable {
    /// Around the x-axis.
    public var x: Double
    /// Around the y-axis.
    public var y: Double
    /// Around the z-axis.
    public var z: Double
    /// No rotation.
    public init() { (x, y, z) = (0, 0, 0) }
    /// A rotation rate of these components.
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// A magnetic field along the device's three axes, in microteslas.
public struct CMMagneticField: Sendable {
    /// Along the x-axis.
    public var x: Double
    /// Along the y-axis.
    public var y: Double
    /// Along the z-axis.
    public var z: Double
    /// No field.
    public init() { (x, y, z) = (0, 0, 0) }
    /// A field of these components.
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// How well the magnetometer is calibrated.
public enum CMMagneticFieldCalibrationAccuracy: Int32, Sendable {
    /// Not calibrated.
    case uncalibrated = -1
    /// Low accuracy.
    case low = 0
    /// Medium accuracy.
    case medium = 1
    /// High accuracy.
    case high = 2
}

/// A magnetic field with its calibration accuracy, as device motion reports it.
public struct CMCalibratedMagneticField: Sendable {
    /// The field, in microteslas.
    public var field: CMMagneticField
    /// How accurate the field is.
    public var accuracy: CMMagneticFieldCalibrationAccuracy
    /// An empty, uncalibrated field.
    public init() { (field, accuracy) = (CMMagneticField(), .uncalibrated) }
    /// A field with its accuracy.
    public init(field: CMMagneticField, accuracy: CMMagneticFieldCalibrationAccuracy) { (self.field, self.accuracy) = (field, accuracy) }
}

/// An attitude as a unit quaternion.
public struct CMQuaternion: Sendable {
    /// The x component.
    public var x: Double
    /// The y component.
    public var y: Double
    /// The z component.
    public var z: Double
    /// The w (real) component.
    public var w: Double
    /// The zero quaternion.
    public init() { (x, y, z, w) = (0, 0, 0, 0) }
    /// A quaternion of these components.
    public init(x: Double, y: Double, z: Double, w: Double) { (self.x, self.y, self.z, self.w) = (x, y, z, w) }
}

/// An attitude as a 3×3 rotation matrix.
public struct CMRotationMatrix: Sendable {
    /// Row 1.
    public var m11: Double, m12: Double, m13: Double
    /// Row 2.
    public var m21: Double, m22: Double, m23: Double
    /// Row 3.
    public var m31: Double, m32: Double, m33: Double
    /// The zero matrix.
    public init() { (m11, m12, m13, m21, m22, m23, m31, m32, m33) = (0, 0, 0, 0, 0, 0, 0, 0, 0) }
    /// A matrix of these entries.
    public init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double, m33: Double) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }
}

/// The reference frames device motion's attitude can be measured against.
public struct CMAttitudeReferenceFrame: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Frames of these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Z vertical, x in an arbitrary horizontal direction.
    public static let xArbitraryZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 0)
    /// As `xArbitraryZVertical`, corrected by the magnetometer for yaw drift.
    public static let xArbitraryCorrectedZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 1)
    /// Z vertical, x toward magnetic north.
    public static let xMagneticNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 2)
    /// Z vertical, x toward true north.
    public static let xTrueNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 3)
}
