import Foundation

/// A change in altitude since updates started, with the air pressure (never made in a render).
open class CMAltitudeData: CMLogItem {
    /// The change in altitude, in meters.
    open var relativeAltitude: NSNumber { 0 }
    /// The air pressure, in kilopascals.
    open var pressure: NSNumber { 0 }
}

/// An absolute altitude with its accuracy (never made in a render).
open class CMAbsoluteAltitudeData: CMLogItem {
    /// The altitude above sea level, in meters.
    open var altitude: Double { 0 }
    /// The altitude's accuracy, in meters.
    open var accuracy: Double { 0 }
    /// The altitude's precision, in meters.
    open var precision: Double { 0 }
}

/// Receives relative-altitude samples.
public typealias CMAltitudeHandler = (CMAltitudeData?, (any Error)?) -> Void
/// Receives absolute-altitude samples.
public typealias CMAbsoluteAltitudeHandler = (CMAbsoluteAltitudeData?, (any Error)?) -> Void

/// Reports changes in altitude from the barometer. A render has no barometer: altitude is
/// unavailable and updates never arrive (with a warning).
open class CMAltimeter: NSObject {
    /// An altimeter.
    override public init() { super.init() }

    /// Whether relative altitude is available: `false` in a render.
    open class func isRelativeAltitudeAvailable() -> Bool { false }
    /// Whether absolute altitude is available: `false` in a render.
    open class func isAbsoluteAltitudeAvailable() -> Bool { false }
    /// The app's access to altitude data: `.notDetermined` in a render (no one is asked).
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }

    /// Starts relative-altitude updates to `handler` on `queue`; a render never calls it.
    open func startRelativeAltitudeUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAltitudeHandler) {
        CoreMotionRender.warnNoUpdates("CMAltimeter.startRelativeAltitudeUpdates(to:withHandler:)")
    }
    /// Stops relative-altitude updates.
    open func stopRelativeAltitudeUpdates() {}
    /// Starts absolute-altitude updates to `handler` on `queue`; a render never calls it.
    open func startAbsoluteAltitudeUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAbsoluteAltitudeHandler) {
        CoreMotionRender.warnNoUpdates("CMAltimeter.startAbsoluteAltitudeUpdates(to:withHandler:)")
    }
    /// Stops absolute-altitude updates.
    open func stopAbsoluteAltitudeUpdates() {}
}
