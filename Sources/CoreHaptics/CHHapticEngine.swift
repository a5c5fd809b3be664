// The module a file's `import CoreHaptics` finds on Linux: haptic patterns that compile and
// never play. The hardware reports no haptics, as the iOS Simulator does.
@_exported import Foundation

/// What the device's haptic hardware can do.
public protocol CHHapticDeviceCapability {
    /// Whether the device plays haptics (`false` in a render, as on the simulator).
    var supportsHaptics: Bool { get }
    /// Whether the device plays audio through the haptic engine.
    var supportsAudio: Bool { get }
}

struct NoHapticHardware: CHHapticDeviceCapability {
    var supportsHaptics: Bool { false }
    var supportsAudio: Bool { false }
}

/// The time meaning "now", for `start(atTime:)` and its kin.
public let CHHapticTimeImmediate: TimeInterval = 0

/// CoreHaptics' errors.
public struct CHHapticError: Error, Hashable, Sendable {
    /// The error codes.
    public enum Code: Int, Sendable {
        /// The engine is not running.
        case engineNotRunning = -4805
        /// The hardware does not support the operation.
        case notSupported = -4809
        /// The pattern file or dictionary is invalid.
        case invalidPatternData = -4813
    }

    /// The error's code.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) { self.code = code }
}

/// The engine that plays haptic patterns. A render plays none: `start()` succeeds (so apps
/// carry on) but players do nothing, and `capabilitiesForHardware()` reports no haptics.
open class CHHapticEngine {
    /// Why the engine stopped.
    public enum StoppedReason: Int, Sendable {
        /// The audio session was interrupted.
        case audioSessionInterrupt = 1
        /// The app went to the background.
        case applicationSuspended = 2
        /// The engine was idle.
        case idleTimeout = 3
        /// A system error.
        case systemError = -1
    }

    /// The closure the engine calls when it stops by itself; not `@Sendable`, as on iOS, so a
    /// main-actor type's handler may update its own state.
    public typealias StoppedHandler = (StoppedReason) -> Void
    /// The closure the engine calls after it resets; not `@Sendable`, as on iOS.
    public typealias ResetHandler = () -> Void

    /// Called when the engine stops by itself (never in a render).
    open var stoppedHandler: StoppedHandler = { _ in }
    /// Called when the engine resets after a server failure (never in a render).
    open var resetHandler: ResetHandler = {}
    /// Whether the engine stops itself when idle (`false`).
    open var isAutoShutdownEnabled = false
    /// Whether the engine plays haptics only, ignoring audio events (`false`).
    open var playsHapticsOnly = false
    /// Whether the engine mutes audio events (`false`).
    open var isMutedForAudio = false
    /// Whether the engine mutes haptic events (`false`).
    open var isMutedForHaptics = false
    /// The engine's current time, in seconds (0: no clock runs in a render).
    open var currentTime: TimeInterval { 0 }

    /// An engine on the device's haptic hardware (it throws on iOS where the hardware fails;
    /// here it never does).
    public init() throws {}

    /// What the hardware can do: no haptics and no audio, as on the simulator.
    open class func capabilitiesForHardware() -> any CHHapticDeviceCapability { NoHapticHardware() }

    /// Starts the engine (nothing runs).
    open func start() throws {}
    /// Starts the engine (async form).
    open func start() async throws {}
    /// Starts the engine, then calls `completionHandler` with no error.
    open func start(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) { completionHandler?(nil) }
    /// Stops the engine, then calls `completionHandler` with no error.
    open func stop(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) { completionHandler?(nil) }
    /// Stops the engine (async form).
    open func stop() async throws {}
    /// Calls `finishedHandler` once every player has finished: at once, since none plays.
    open func notifyWhenPlayersFinished(finishedHandler: @escaping @Sendable ((any Error)?) -> CHHapticEngine.FinishedAction) {
        _ = finishedHandler(nil)
    }

    /// What to do once players finish.
    public enum FinishedAction: Int, Sendable {
        /// Stop the engine.
        case stopEngine = 1
        /// Leave it running.
        case leaveEngineRunning = 2
    }

    /// A player of `pattern` (which plays nothing).
    open func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer { SilentHapticPlayer() }
    /// An advanced player of `pattern` (which plays nothing).
    open func makeAdvancedPlayer(with pattern: CHHapticPattern) throws -> any CHHapticAdvancedPatternPlayer { SilentHapticPlayer() }
    /// Plays an AHAP file: throws `invalidPatternData` when the file cannot be read, else plays nothing.
    open func playPattern(from url: URL) throws {
        guard FileManager.default.fileExists(atPath: url.path) else { throw CHHapticError(.invalidPatternData) }
    }
}

/// Plays a haptic pattern.
public protocol CHHapticPatternPlayer: AnyObject {
    /// Starts playing at `time` (nothing plays in a render).
    func start(atTime time: TimeInterval) throws
    /// Stops playing at `time`.
    func stop(atTime time: TimeInterval) throws
    /// Sends dynamic parameters at `time`.
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws
    /// Stops at once, dropping what is scheduled.
    func cancel() throws
    /// Whether the player is muted.
    var isMuted: Bool { get set }
}

/// A player that can also pause, seek and loop.
public protocol CHHapticAdvancedPatternPlayer: CHHapticPatternPlayer {
    /// Pauses at `time`.
    func pause(atTime time: TimeInterval) throws
    /// Resumes at `time`.
    func resume(atTime time: TimeInterval) throws
    /// Moves to `offsetTime` in the pattern.
    func seek(toOffset offsetTime: TimeInterval) throws
    /// Whether the pattern loops.
    var loopEnabled: Bool { get set }
    /// The playback rate (1).
    var playbackRate: Float { get set }
}

final class SilentHapticPlayer: CHHapticAdvancedPatternPlayer {
    var isMuted = false
    var loopEnabled = false
    var playbackRate: Float = 1
    func start(atTime time: TimeInterval) throws {}
    func stop(atTime time: TimeInterval) throws {}
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws {}
    func cancel() throws {}
    func pause(atTime time: TimeInterval) throws {}
    func resume(atTime time: TimeInterval) throws {}
    func seek(toOffset offsetTime: TimeInterval) throws {}
}
