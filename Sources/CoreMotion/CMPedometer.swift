import Foundation

/// Steps, distance and floors over a span of time (never made in a render).
open class CMPedometerData: NSObject {
    /// The span's start.
    open private(set) var startDate: Date
    /// The span's end.
    open private(set) var endDate: Date
    /// The steps taken.
    open private(set) var numberOfSteps: NSNumber
    /// The distance walked or run, in meters (`nil` when unavailable).
    open private(set) var distance: NSNumber?
    /// The floors climbed (`nil` when unavailable).
    open private(set) var floorsAscended: NSNumber?
    /// The floors descended (`nil` when unavailable).
    open private(set) var floorsDescended: NSNumber?
    /// The current pace, in seconds per meter (`nil` when unavailable).
    open private(set) var currentPace: NSNumber?
    /// The current cadence, in steps per second (`nil` when unavailable).
    open private(set) var currentCadence: NSNumber?
    /// The average pace while moving, in seconds per meter (`nil` when unavailable).
    open private(set) var averageActivePace: NSNumber?

    init(startDate: Date, endDate: Date, numberOfSteps: NSNumber) {
        (self.startDate, self.endDate, self.numberOfSteps) = (startDate, endDate, numberOfSteps)
        super.init()
    }
}

/// Whether the user paused or resumed moving.
public enum CMPedometerEventType: Int, Sendable {
    /// The user stopped moving.
    case pause = 0
    /// The user started moving again.
    case resume = 1
}

/// A pause or resumption of walking or running (never made in a render).
open class CMPedometerEvent: NSObject {
    /// When it happened.
    open private(set) var date: Date
    /// What happened.
    open private(set) var type: CMPedometerEventType

    init(date: Date, type: CMPedometerEventType) {
        (self.date, self.type) = (date, type)
        super.init()
    }
}

/// Receives pedometer data.
public typealias CMPedometerHandler = (CMPedometerData?, (any Error)?) -> Void
/// Receives pedometer events.
public typealias CMPedometerEventHandler = (CMPedometerEvent?, (any Error)?) -> Void

/// Counts steps and floors. A render has no motion coprocessor (as the iOS Simulator): nothing
/// is available, and queries and updates call their handler once, before returning, with
/// CMErrorDomain error 104, after a warning.
open class CMPedometer: NSObject {
    /// A pedometer.
    override public init() { super.init() }

    /// Whether step counting is available: `false` in a render.
    open class func isStepCountingAvailable() -> Bool { false }
    /// Whether distance is available: `false` in a render.
    open class func isDistanceAvailable() -> Bool { false }
    /// Whether floor counting is available: `false` in a render.
    open class func isFloorCountingAvailable() -> Bool { false }
    /// Whether pace is available: `false` in a render.
    open class func isPaceAvailable() -> Bool { false }
    /// Whether cadence is available: `false` in a render.
    open class func isCadenceAvailable() -> Bool { false }
    /// Whether pause and resume events are available: `false` in a render.
    open class func isPedometerEventTrackingAvailable() -> Bool { false }
    /// The app's access to motion data: `.notDetermined` in a render (no one is asked).
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }

    /// Asks for the data between two dates: `handler` gets `(nil, error 104)` at once.
    open func queryPedometerData(from start: Date, to end: Date, withHandler handler: @escaping CMPedometerHandler) {
        handler(nil, CoreMotionRender.notAvailable("CMPedometer.queryPedometerData(from:to:withHandler:)"))
    }
    /// Starts live updates from `start`: `handler` gets `(nil, error 104)` once, at once.
    open func startUpdates(from start: Date, withHandler handler: @escaping CMPedometerHandler) {
        handler(nil, CoreMotionRender.notAvailable("CMPedometer.startUpdates(from:withHandler:)"))
    }
    /// Stops live updates.
    open func stopUpdates() {}
    /// Starts pause and resume events: `handler` gets `(nil, error 104)` once, at once.
    open func startEventUpdates(handler: @escaping CMPedometerEventHandler) {
        handler(nil, CoreMotionRender.notAvailable("CMPedometer.startEventUpdates(handler:)"))
    }
    /// Stops pause and resume events.
    open func stopEventUpdates() {}
}
