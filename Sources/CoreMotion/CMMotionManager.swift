import Foundation

/// Starts and stops the accelerometer, gyroscope, magnetometer and device-motion updates.
/// A render has no motion hardware (as the iOS Simulator): every sensor is unavailable, its
/// data stays `nil`, and `start…Updates` calls warn and never deliver a sample.
open class CMMotionManager: NSObject {
    /// The interval between accelerometer updates asked for, in seconds.
    open var accelerometerUpdateInterval: TimeInterval = 0.01
    /// The interval between gyroscope updates asked for, in seconds.
    open var gyroUpdateInterval: TimeInterval = 0.01
    /// The interval between magnetometer updates asked for, in seconds.
    open var magnetometerUpdateInterval: TimeInterval = 0.01
    /// The interval between device-motion updates asked for, in seconds.
    open var deviceMotionUpdateInterval: TimeInterval = 0.01
    /// Whether the compass calibration display may show (never shown in a render).
    open var showsDeviceMovementDisplay = false

    /// A manager; one per app is recommended.
    override public init() { super.init() }

    /// Whether there is an accelerometer: `false` in a render.
    open var isAccelerometerAvailable: Bool { false }
    /// Whether accelerometer updates are running: `false` in a render.
    open var isAccelerometerActive: Bool { false }
    /// The latest accelerometer sample: `nil` in a render.
    open var accelerometerData: CMAccelerometerData? { nil }
    /// Whether there is a gyroscope: `false` in a render.
    open var isGyroAvailable: Bool { false }
    /// Whether gyroscope updates are running: `false` in a render.
    open var isGyroActive: Bool { false }
    /// The latest gyroscope sample: `nil` in a render.
    open var gyroData: CMGyroData? { nil }
    /// Whether there is a magnetometer: `false` in a render.
    open var isMagnetometerAvailable: Bool { false }
    /// Whether magnetometer updates are running: `false` in a render.
    open var isMagnetometerActive: Bool { false }
    /// The latest magnetometer sample: `nil` in a render.
    open var magnetometerData: CMMagnetometerData? { nil }
    /// Whether device motion is available: `false` in a render, as in the iOS Simulator.
    open var isDeviceMotionAvailable: Bool { false }
    /// Whether device-motion updates are running: `false` in a render.
    open var isDeviceMotionActive: Bool { false }
    /// The latest device-motion sample: `nil` in a render.
    open var deviceMotion: CMDeviceMotion? { nil }
    /// The reference frame of the running device-motion updates.
    open var attitudeReferenceFrame: CMAttitudeReferenceFrame { .xArbitraryZVertical }

    /// The reference frames the device supports: none in a render.
    open class func availableAttitudeReferenceFrames() -> CMAttitudeReferenceFrame { [] }

    /// Starts accelerometer updates to poll; a render delivers none (with a warning).
    open func startAccelerometerUpdates() { CoreMotionRender.warnNoUpdates("startAccelerometerUpdates()") }
    /// Starts accelerometer updates to `handler` on `queue`; a render never calls it (with a warning).
    open func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler) {
        CoreMotionRender.warnNoUpdates("startAccelerometerUpdates(to:withHandler:)")
    }
    /// Stops accelerometer updates.
    open func stopAccelerometerUpdates() {}

    /// Starts gyroscope updates to poll; a render delivers none (with a warning).
    open func startGyroUpdates() { CoreMotionRender.warnNoUpdates("startGyroUpdates()") }
    /// Starts gyroscope updates to `handler` on `queue`; a render never calls it (with a warning).
    open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) {
        CoreMotionRender.warnNoUpdates("startGyroUpdates(to:withHandler:)")
    }
    /// Stops gyroscope updates.
    open func stopGyroUpdates() {}

    /// Starts magnetometer updates to poll; a render delivers none (with a warning).
    open func startMagnetometerUpdates() { CoreMotionRender.warnNoUpdates("startMagnetometerUpdates()") }
    /// Starts magnetometer updates to `handler` on `queue`; a render never calls it (with a warning).
    open func startMagnetometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMagnetometerHandler) {
        CoreMotionRender.warnNoUpdates("startMagnetometerUpdates(to:withHandler:)")
    }
    /// Stops magnetometer updates.
    open func stopMagnetometerUpdates() {}

    /// Starts device-motion updates to poll; a render delivers none (with a warning).
    open func startDeviceMotionUpdates() { CoreMotionRender.warnNoUpdates("startDeviceMotionUpdates()") }
    /// Starts device-motion updates in `referenceFrame` to poll; a render delivers none (with a warning).
    open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame) {
        CoreMotionRender.warnNoUpdates("startDeviceMotionUpdates(using:)")
    }
    /// Starts device-motion updates to `handler` on `queue`; a render never calls it (with a warning).
    open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {
        CoreMotionRender.warnNoUpdates("startDeviceMotionUpdates(to:withHandler:)")
    }
    /// Starts device-motion updates in `referenceFrame` to `handler` on `queue`; a render never
    /// calls it (with a warning).
    open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame, to queue: OperationQueue,
                                       withHandler handler: @escaping CMDeviceMotionHandler) {
        CoreMotionRender.warnNoUpdates("startDeviceMotionUpdates(using:to:withHandler:)")
    }
    /// Stops device-motion updates.
    open func stopDeviceMotionUpdates() {}
}
