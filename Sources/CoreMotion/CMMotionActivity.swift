import Foundation

/// How sure the system is of a motion activity.
public enum CMMotionActivityConfidence: Int, Sendable {
    /// Low confidence.
    case low = 0
    /// Medium confidence.
    case medium = 1
    /// High confidence.
    case high = 2
}

/// What the user was doing (walking, driving...) from a moment on (never made in a render).
open class CMMotionActivity: CMLogItem {
    /// How sure the system is.
    open private(set) var confidence: CMMotionActivityConfidence = .low
    /// When the activity started.
    open private(set) var startDate = Date(timeIntervalSince1970: 0)
    /// The activity is unknown.
    open private(set) var unknown = true
    /// The device is not moving.
    open private(set) var stationary = false
    /// The user is walking.
    open private(set) var walking = false
    /// The user is running.
    open private(set) var running = false
    /// The user is in a vehicle.
    open private(set) var automotive = false
    /// The user is cycling.
    open private(set) var cycling = false
}

/// Receives the current activity.
public typealias CMMotionActivityHandler = (CMMotionActivity?) -> Void
/// Receives the activities of a span of time.
public typealias CMMotionActivityQueryHandler = ([CMMotionActivity]?, (any Error)?) -> Void

/// Reports what the user is doing. A render has no motion coprocessor (as the iOS Simulator):
/// activity is unavailable, queries get CMErrorDomain error 104 at once and live updates
/// never arrive, each with a warning.
open class CMMotionActivityManager: NSObject {
    /// A manager.
    override public init() { super.init() }

    /// Whether activity data is available: `false` in a render.
    open class func isActivityAvailable() -> Bool { false }
    /// The app's access to motion data: `.notDetermined` in a render (no one is asked).
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }

    /// Asks for the activities between two dates: `handler` gets `(nil, error 104)` at once,
    /// before this returns, rather than on `queue`.
    open func queryActivityStarting(from start: Date, to end: Date, to queue: OperationQueue,
                                    withHandler handler: @escaping CMMotionActivityQueryHandler) {
        handler(nil, CoreMotionRender.notAvailable("CMMotionActivityManager.queryActivityStarting(from:to:to:withHandler:)"))
    }
    /// Starts live activity updates to `handler` on `queue`; a render never calls it.
    open func startActivityUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMotionActivityHandler) {
        CoreMotionRender.warnNoUpdates("CMMotionActivityManager.startActivityUpdates(to:withHandler:)")
    }
    /// Stops live activity updates.
    open func stopActivityUpdates() {}
}
