import BackplateCore
import Foundation

/// When a player node's completion handler is called, with Apple's raw values.
public enum AVAudioPlayerNodeCompletionCallbackType: Int, Sendable, Hashable {
    /// When the player has consumed the data (what the handlers without a type mean).
    case dataConsumed = 0
    /// When the player has rendered the data.
    case dataRendered = 1
    /// When the data has played through the device.
    case dataPlayedBack = 2
}

/// The handler a player node calls with the completion type it was scheduled with (Apple's
/// typealias; the scheduling methods take it `@Sendable`).
public typealias AVAudioPlayerNodeCompletionHandler = (AVAudioPlayerNodeCompletionCallbackType) -> Void

/// How a scheduled buffer plays, with Apple's raw values.
public struct AVAudioPlayerNodeBufferOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Loop the buffer until stopped.
    public static let loops = AVAudioPlayerNodeBufferOptions(rawValue: 1 << 0)
    /// Interrupt any buffer already playing.
    public static let interrupts = AVAudioPlayerNodeBufferOptions(rawValue: 1 << 1)
    /// Interrupt any buffer already playing at its loop point.
    public static let interruptsAtLoop = AVAudioPlayerNodeBufferOptions(rawValue: 1 << 2)
}

/// Plays buffers and files scheduled on it. A render's engine never starts, so nothing plays:
/// `play()` warns and `isPlaying` stays false. Scheduled audio waits, and each completion
/// handler is called once, with its callback type, when the player is stopped (`stop()`, or the
/// player's release), as iOS calls them for data it drops when a player stops.
open class AVAudioPlayerNode: AVAudioNode, AVAudioMixing {
    /// The handlers of scheduled audio, each to be called once when the player stops.
    private var pending: [@Sendable () -> Void] = []

    /// The player's volume, 0 to 1 (1); kept, nothing is mixed in a render.
    open var volume: Float = 1
    /// The player's stereo position, -1 to 1 (0); kept, nothing is mixed in a render.
    open var pan: Float = 0

    /// A player attached to no engine.
    public override init() {
        super.init()
    }

    deinit {
        flush()
    }

    /// Whether the player is playing: false, since a render's engine never runs.
    open var isPlaying: Bool { false }

    /// Schedules `buffer` to play after what is already scheduled; `completionHandler` is called
    /// once when the player stops (a render never plays it).
    open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, completionHandler: (@Sendable () -> Void)? = nil) {
        keep(completionHandler)
    }

    /// Schedules `buffer` at `when` with `options`; `completionHandler` is called once when the
    /// player stops (a render never plays it).
    open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, at when: AVAudioTime?, options: AVAudioPlayerNodeBufferOptions = [],
                             completionHandler: (@Sendable () -> Void)? = nil) {
        keep(completionHandler)
    }

    /// Schedules `buffer`; `completionHandler` gets `callbackType` once, when the player stops.
    open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, completionCallbackType callbackType: AVAudioPlayerNodeCompletionCallbackType,
                             completionHandler: (@Sendable (AVAudioPlayerNodeCompletionCallbackType) -> Void)? = nil) {
        keep(completionHandler, callbackType)
    }

    /// Schedules `buffer` at `when` with `options`; `completionHandler` gets `callbackType` once,
    /// when the player stops.
    open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, at when: AVAudioTime?, options: AVAudioPlayerNodeBufferOptions = [],
                             completionCallbackType callbackType: AVAudioPlayerNodeCompletionCallbackType,
                             completionHandler: (@Sendable (AVAudioPlayerNodeCompletionCallbackType) -> Void)? = nil) {
        keep(completionHandler, callbackType)
    }

    /// Schedules all of `file` at `when`; `completionHandler` is called once when the player stops.
    open func scheduleFile(_ file: AVAudioFile, at when: AVAudioTime?, completionHandler: (@Sendable () -> Void)? = nil) {
        keep(completionHandler)
    }

    /// Schedules all of `file` at `when`; `completionHandler` gets `callbackType` once, when the
    /// player stops.
    open func scheduleFile(_ file: AVAudioFile, at when: AVAudioTime?, completionCallbackType callbackType: AVAudioPlayerNodeCompletionCallbackType,
                           completionHandler: (@Sendable (AVAudioPlayerNodeCompletionCallbackType) -> Void)? = nil) {
        keep(completionHandler, callbackType)
    }

    /// Schedules `frameCount` frames of `file` from `startingFrame` at `when`; `completionHandler`
    /// is called once when the player stops.
    open func scheduleSegment(_ file: AVAudioFile, startingFrame: AVAudioFramePosition, frameCount: AVAudioFrameCount,
                              at when: AVAudioTime?, completionHandler: (@Sendable () -> Void)? = nil) {
        keep(completionHandler)
    }

    /// Schedules a segment of `file`; `completionHandler` gets `callbackType` once, when the
    /// player stops.
    open func scheduleSegment(_ file: AVAudioFile, startingFrame: AVAudioFramePosition, frameCount: AVAudioFrameCount,
                              at when: AVAudioTime?, completionCallbackType callbackType: AVAudioPlayerNodeCompletionCallbackType,
                              completionHandler: (@Sendable (AVAudioPlayerNodeCompletionCallbackType) -> Void)? = nil) {
        keep(completionHandler, callbackType)
    }

    /// Schedules `buffer` and returns when the player stops (a render never plays it).
    open func scheduleBuffer(_ buffer: AVAudioPCMBuffer) async {
        await withCheckedContinuation { done in scheduleBuffer(buffer) { done.resume() } }
    }

    /// Schedules `buffer` at `when` and returns when the player stops.
    open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, at when: AVAudioTime?, options: AVAudioPlayerNodeBufferOptions = []) async {
        await withCheckedContinuation { done in scheduleBuffer(buffer, at: when, options: options) { done.resume() } }
    }

    /// Schedules `buffer` and returns `callbackType` when the player stops.
    open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, completionCallbackType callbackType: AVAudioPlayerNodeCompletionCallbackType) async
        -> AVAudioPlayerNodeCompletionCallbackType {
        await withCheckedContinuation { done in scheduleBuffer(buffer, completionCallbackType: callbackType) { done.resume(returning: $0) } }
    }

    /// Schedules `buffer` at `when` and returns `callbackType` when the player stops.
    open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, at when: AVAudioTime?, options: AVAudioPlayerNodeBufferOptions = [],
                             completionCallbackType callbackType: AVAudioPlayerNodeCompletionCallbackType) async
        -> AVAudioPlayerNodeCompletionCallbackType {
        await withCheckedContinuation { done in
            scheduleBuffer(buffer, at: when, options: options, completionCallbackType: callbackType) { done.resume(returning: $0) }
        }
    }

    /// Schedules `file` at `when` and returns when the player stops.
    open func scheduleFile(_ file: AVAudioFile, at when: AVAudioTime?) async {
        await withCheckedContinuation { done in scheduleFile(file, at: when) { done.resume() } }
    }

    /// Schedules `file` at `when` and returns `callbackType` when the player stops.
    open func scheduleFile(_ file: AVAudioFile, at when: AVAudioTime?, completionCallbackType callbackType: AVAudioPlayerNodeCompletionCallbackType) async
        -> AVAudioPlayerNodeCompletionCallbackType {
        await withCheckedContinuation { done in scheduleFile(file, at: when, completionCallbackType: callbackType) { done.resume(returning: $0) } }
    }

    /// Schedules a segment of `file` and returns when the player stops.
    open func scheduleSegment(_ file: AVAudioFile, startingFrame: AVAudioFramePosition, frameCount: AVAudioFrameCount,
                              at when: AVAudioTime?) async {
        await withCheckedContinuation { done in
            scheduleSegment(file, startingFrame: startingFrame, frameCount: frameCount, at: when) { done.resume() }
        }
    }

    /// Starts playback. A render's engine never runs (iOS raises an exception for a player whose
    /// engine is not running), so nothing plays and a runtime warning says so.
    open func play() {
        RuntimeWarning.emit("AVFoundation: AVAudioPlayerNode.play() needs a running engine, and a render's never starts; nothing plays")
    }

    /// Starts playback at `when`; as `play()`, nothing plays in a render.
    open func play(at when: AVAudioTime?) {
        play()
    }

    /// Pauses playback: nothing is playing in a render, so nothing changes.
    open func pause() {}

    /// Stops the player and drops what is scheduled, calling each pending completion handler
    /// once, in the order scheduled.
    open func stop() {
        flush()
    }

    /// Prepares `frameCount` frames of what is scheduled: nothing to prepare in a render.
    open func prepare(withFrameCount frameCount: AVAudioFrameCount) {}

    /// The node time of `playerTime`: nil, as iOS answers for a player that is not playing.
    open func nodeTime(forPlayerTime playerTime: AVAudioTime) -> AVAudioTime? { nil }

    /// The player time of `nodeTime`: nil, as iOS answers for a player that is not playing.
    open func playerTime(forNodeTime nodeTime: AVAudioTime) -> AVAudioTime? { nil }

    /// Keeps `handler` to call once when the player stops.
    private func keep(_ handler: (@Sendable () -> Void)?) {
        if let handler { pending.append(handler) }
    }

    /// Keeps `handler` to call with `type` once when the player stops.
    private func keep(_ handler: (@Sendable (AVAudioPlayerNodeCompletionCallbackType) -> Void)?,
                      _ type: AVAudioPlayerNodeCompletionCallbackType) {
        if let handler { pending.append { handler(type) } }
    }

    /// Calls every pending handler once; handlers scheduled meanwhile wait for the next stop.
    private func flush() {
        let handlers = pending
        pending = []
        handlers.forEach { $0() }
    }
}
