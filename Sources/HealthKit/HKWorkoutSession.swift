import Foundation

// Live workouts as a fresh iPhone simulator runs them for an app with nothing authorized: a
// session can be made and prepared, but it never runs and its builder collects nothing.

/// A workout session's state.
public enum HKWorkoutSessionState: Int, Sendable {
    /// Made, not yet started.
    case notStarted = 1
    /// Running.
    case running = 2
    /// Ended.
    case ended = 3
    /// Paused.
    case paused = 4
    /// Prepared: sensors warming up before the start.
    case prepared = 5
    /// Stopped: no longer collecting, not yet ended.
    case stopped = 6
}

/// Whether a session runs on this device or mirrors one running on another.
public enum HKWorkoutSessionType: Int, Sendable {
    /// It runs here.
    case primary = 0
    /// It mirrors a session on the paired device.
    case mirrored = 1
}

/// What a workout session tells its delegate: state changes and failures (required), events,
/// activities and mirrored data (optional, empty by default).
public protocol HKWorkoutSessionDelegate: NSObjectProtocol {
    /// The session moved from `fromState` to `toState` at `date`.
    func workoutSession(_ workoutSession: HKWorkoutSession, didChangeTo toState: HKWorkoutSessionState,
                        from fromState: HKWorkoutSessionState, date: Date)
    /// The session failed.
    func workoutSession(_ workoutSession: HKWorkoutSession, didFailWithError error: any Error)
    /// The session produced an event (a pause, a lap).
    func workoutSession(_ workoutSession: HKWorkoutSession, didGenerate event: HKWorkoutEvent)
    /// An activity of a multi-activity workout began.
    func workoutSession(_ workoutSession: HKWorkoutSession, didBeginActivityWith workoutConfiguration: HKWorkoutConfiguration, date: Date)
    /// An activity of a multi-activity workout ended.
    func workoutSession(_ workoutSession: HKWorkoutSession, didEndActivityWith workoutConfiguration: HKWorkoutConfiguration, date: Date)
    /// The mirrored session on the other device sent data.
    func workoutSession(_ workoutSession: HKWorkoutSession, didReceiveDataFromRemoteWorkoutSession data: [Data])
    /// The other device of a mirrored session disconnected.
    func workoutSession(_ workoutSession: HKWorkoutSession, didDisconnectFromRemoteDeviceWithError error: (any Error)?)
}

extension HKWorkoutSessionDelegate {
    /// Optional: does nothing.
    public func workoutSession(_ workoutSession: HKWorkoutSession, didGenerate event: HKWorkoutEvent) {}
    /// Optional: does nothing.
    public func workoutSession(_ workoutSession: HKWorkoutSession, didBeginActivityWith workoutConfiguration: HKWorkoutConfiguration,
                               date: Date) {}
    /// Optional: does nothing.
    public func workoutSession(_ workoutSession: HKWorkoutSession, didEndActivityWith workoutConfiguration: HKWorkoutConfiguration,
                               date: Date) {}
    /// Optional: does nothing.
    public func workoutSession(_ workoutSession: HKWorkoutSession, didReceiveDataFromRemoteWorkoutSession data: [Data]) {}
    /// Optional: does nothing.
    public func workoutSession(_ workoutSession: HKWorkoutSession, didDisconnectFromRemoteDeviceWithError error: (any Error)?) {}
}

/// A live workout on this device. In a render nothing is authorized and no sensor runs, so a
/// session never reaches `.running`: `prepare()` moves it to `.prepared` and `end()` to
/// `.ended` (each telling the delegate at once); starting, pausing and resuming change nothing.
open class HKWorkoutSession: NSObject, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable; a render drives a session from one thread.
    /// What the workout is.
    public let workoutConfiguration: HKWorkoutConfiguration
    /// The workout's activity: its configuration's (watchOS 2's property, still on iOS 17).
    open var activityType: HKWorkoutActivityType { workoutConfiguration.activityType }
    /// The session's state (`.notStarted` when made).
    public private(set) var state: HKWorkoutSessionState = .notStarted
    /// Whether it runs here or mirrors another device's: `.primary`.
    public let type: HKWorkoutSessionType = .primary
    /// When it started: `nil`, as it never runs.
    public private(set) var startDate: Date?
    /// When it ended (set by `end()`).
    public private(set) var endDate: Date?
    /// Told of state changes.
    open weak var delegate: (any HKWorkoutSessionDelegate)?
    private let healthStore: HKHealthStore
    private lazy var builder = HKLiveWorkoutBuilder(healthStore: healthStore, configuration: workoutConfiguration, device: .local())

    /// A session of `workoutConfiguration` (iOS 17 on iPhone): made without error.
    public init(healthStore: HKHealthStore, configuration workoutConfiguration: HKWorkoutConfiguration) throws {
        self.healthStore = healthStore
        self.workoutConfiguration = workoutConfiguration
        super.init()
    }

    /// The activity in progress: the whole workout's, from when it was made.
    open var currentActivity: HKWorkoutActivity {
        HKWorkoutActivity(workoutConfiguration: workoutConfiguration, start: startDate ?? Date(), end: nil, metadata: nil)
    }

    /// Warms sensors up: a session not yet started moves to `.prepared`.
    open func prepare() {
        if state == .notStarted { move(to: .prepared, at: Date()) }
    }

    /// Starts the workout at `date`: nothing happens, as nothing is authorized to record it.
    open func startActivity(with date: Date?) {}
    /// Stops collecting: changes nothing, as the session never ran.
    open func stopActivity(with date: Date?) {}
    /// Pauses: changes nothing, as the session never ran.
    open func pause() {}
    /// Resumes: changes nothing, as the session never ran.
    open func resume() {}

    /// Ends the session: it moves to `.ended`, telling the delegate.
    open func end() {
        guard state != .ended else { return }
        let now = Date()
        endDate = now
        move(to: .ended, at: now)
    }

    /// The builder of this session's workout: the same one each call; it collects nothing.
    open func associatedWorkoutBuilder() -> HKLiveWorkoutBuilder { builder }

    /// Starts another activity of a multi-activity workout: nothing happens.
    open func beginNewActivity(configuration workoutConfiguration: HKWorkoutConfiguration, date: Date, metadata: [String: Any]?) {}
    /// Ends the current activity: nothing happens.
    open func endCurrentActivity(on date: Date) {}

    /// Mirrors the session to the paired device: throws `errorAuthorizationNotDetermined`.
    open func startMirroringToCompanionDevice() async throws { throw HKError(.errorAuthorizationNotDetermined) }
    /// Mirrors the session: `completion` gets `false` and `errorAuthorizationNotDetermined`.
    open func startMirroringToCompanionDevice(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(false, HKError(.errorAuthorizationNotDetermined))
    }
    /// Stops mirroring: returns, as nothing was mirrored.
    open func stopMirroringToCompanionDevice() async throws {}
    /// Sends data to the mirrored session: throws `errorAuthorizationNotDetermined` (none exists).
    open func sendToRemoteWorkoutSession(data: Data) async throws { throw HKError(.errorAuthorizationNotDetermined) }
    /// Sends data: `completion` gets `false` and `errorAuthorizationNotDetermined`.
    open func sendToRemoteWorkoutSession(data: Data, completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(false, HKError(.errorAuthorizationNotDetermined))
    }

    private func move(to newState: HKWorkoutSessionState, at date: Date) {
        let old = state
        state = newState
        delegate?.workoutSession(self, didChangeTo: newState, from: old, date: date)
    }
}

/// Where a live builder's samples come from: the types it collects. Nothing is collected in a
/// render, whatever the types.
open class HKLiveWorkoutDataSource: NSObject, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable; a render uses it from one thread.
    /// The types collected: none until enabled.
    public private(set) var typesToCollect: Set<HKQuantityType> = []

    /// A data source for a workout of `configuration`.
    public init(healthStore: HKHealthStore, workoutConfiguration configuration: HKWorkoutConfiguration?) { super.init() }

    /// Adds `quantityType` to the types collected (no sample arrives in a render).
    open func enableCollection(for quantityType: HKQuantityType, predicate: NSPredicate?) { typesToCollect.insert(quantityType) }
    /// Removes `quantityType` from the types collected.
    open func disableCollection(for quantityType: HKQuantityType) { typesToCollect.remove(quantityType) }
}

/// What a live workout builder tells its delegate: collected data and events (required), and
/// activities beginning and ending (optional, empty by default). Never called in a render.
public protocol HKLiveWorkoutBuilderDelegate: NSObjectProtocol {
    /// Samples of `collectedTypes` were added.
    func workoutBuilder(_ workoutBuilder: HKLiveWorkoutBuilder, didCollectDataOf collectedTypes: Set<HKSampleType>)
    /// An event was added.
    func workoutBuilderDidCollectEvent(_ workoutBuilder: HKLiveWorkoutBuilder)
    /// An activity began.
    func workoutBuilder(_ workoutBuilder: HKLiveWorkoutBuilder, didBegin workoutActivity: HKWorkoutActivity)
    /// An activity ended.
    func workoutBuilder(_ workoutBuilder: HKLiveWorkoutBuilder, didEnd workoutActivity: HKWorkoutActivity)
}

extension HKLiveWorkoutBuilderDelegate {
    /// Optional: does nothing.
    public func workoutBuilder(_ workoutBuilder: HKLiveWorkoutBuilder, didBegin workoutActivity: HKWorkoutActivity) {}
    /// Optional: does nothing.
    public func workoutBuilder(_ workoutBuilder: HKLiveWorkoutBuilder, didEnd workoutActivity: HKWorkoutActivity) {}
}
