import Foundation

/// The base of the motion data types: a sample with the time it was taken. A render has no
/// motion hardware, so no sample is ever made.
open class CMLogItem: NSObject {
    /// When the sample was taken, in seconds since the device booted.
    open var timestamp: TimeInterval { recordedAt }
    private let recordedAt: TimeInterval

    init(timestamp: TimeInterval) {
        recordedAt = timestamp
        super.init()
    }
}

/// One accelerometer sample (never made in a render).
open class CMAccelerometerData: CMLogItem {
    /// The acceleration, in G's.
    open var acceleration: CMAcceleration { CMAcceleration() }
}

/// One gyroscope sample (never made in a render).
open class CMGyroData: CMLogItem {
    /// The rotation rate, in radians per second.
    open var rotationRate: CMRotationRate { CMRotationRate() }
}

/// One magnetometer sample (never made in a render).
open class CMMagnetometerData: CMLogItem {
    /// The magnetic field, in microteslas.
    open var magneticField: CMMagneticField { CMMagneticField() }
}

/// Receives accelerometer samples.
public typealias CMAccelerometerHandler = (CMAccelerometerData?, (any Error)?) -> Void
/// Receives gyroscope samples.
public typealias CMGyroHandler = (CMGyroData?, (any Error)?) -> Void
/// Receives magnetometer samples.
public typealias CMMagnetometerHandler = (CMMagnetometerData?, (any Error)?) -> Void
/// Receives device-motion samples.
public typealias CMDeviceMotionHandler = (CMDeviceMotion?, (any Error)?) -> Void
