import Foundation

/// The device's attitude, rotation rate and acceleration, fused from its sensors. A render has
/// no motion hardware, so none is ever made and `CMMotionManager.deviceMotion` stays `nil`.
open class CMDeviceMotion: CMLogItem {
    /// Where the sensors that measured the motion are.
    public enum SensorLocation: Int, Sendable {
        /// The device itself.
        case `default` = 0
        /// The left headphone.
        case headphoneLeft = 1
        /// The right headphone.
        case headphoneRight = 2
    }

    /// The device's orientation.
    open private(set) var attitude: CMAttitude
    /// The rotation rate, in radians per second.
    open private(set) var rotationRate: CMRotationRate
    /// Gravity in the device's frame, in G's.
    open private(set) var gravity: CMAcceleration
    /// The acceleration the user gives the device, in G's.
    open private(set) var userAcceleration: CMAcceleration
    /// The calibrated magnetic field.
    open private(set) var magneticField: CMCalibratedMagneticField
    /// The heading in degrees from the reference frame's north (-1 when unknown).
    open private(set) var heading: Double
    /// Where the sensors are.
    open private(set) var sensorLocation: SensorLocation

    init(timestamp: TimeInterval, attitude: CMAttitude, rotationRate: CMRotationRate, gravity: CMAcceleration,
         userAcceleration: CMAcceleration) {
        self.attitude = attitude
        self.rotationRate = rotationRate
        self.gravity = gravity
        self.userAcceleration = userAcceleration
        magneticField = CMCalibratedMagneticField()
        heading = -1
        sensorLocation = .default
        super.init(timestamp: timestamp)
    }
}
