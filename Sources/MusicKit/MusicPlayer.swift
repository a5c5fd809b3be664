import Combine
import Foundation

/// A player of Apple Music items: `ApplicationMusicPlayer.shared` or `SystemMusicPlayer.shared`.
/// A render plays no audio (there is no Apple Music subscription, account or sound device): the
/// player keeps its queue and a state that follows the calls made to it, but `prepareToPlay()`
/// and `play()` throw `MusicTokenRequestError.permissionDenied` after a runtime warning, so
/// `state.playbackStatus` is never `.playing` and `playbackTime` only moves when it is set.
public class MusicPlayer {
    /// The player's observable state: status, rate, repeat and shuffle modes.
    public final let state: MusicPlayer.State
    /// Seconds into the current entry (0 at first; setting it moves the playhead, never below 0).
    public var playbackTime: TimeInterval = 0 {
        didSet { if !(playbackTime >= 0) { playbackTime = 0 } }
    }
    /// Whether the player has buffered the start of its queue: never, in a render.
    public private(set) var isPreparedToPlay = false
    /// The status `beginSeeking…()` replaced, which `endSeeking()` restores.
    private var statusBeforeSeeking: MusicPlayer.PlaybackStatus?

    init() { state = State() }

    /// The player's name in warnings ("ApplicationMusicPlayer").
    var playerName: String { "MusicPlayer" }

    /// The queue the player plays (each subclass keeps its own).
    var playerQueue: MusicPlayer.Queue { MusicPlayer.Queue([]) }

    /// Buffers the start of the queue. A render has no audio to buffer: it throws
    /// `MusicTokenRequestError.permissionDenied` after a runtime warning.
    public func prepareToPlay() async throws {
        throw MusicKitRender.unavailable("\(playerName).prepareToPlay()")
    }

    /// Plays the queue from the current entry. A render plays no audio: it throws
    /// `MusicTokenRequestError.permissionDenied` after a runtime warning; the status is unchanged.
    public func play() async throws {
        throw MusicKitRender.unavailable("\(playerName).play()")
    }

    /// Pauses: the status becomes `.paused`.
    public func pause() {
        statusBeforeSeeking = nil
        state.playbackStatus = .paused
    }

    /// Stops: the status becomes `.stopped` and `playbackTime` 0.
    public func stop() {
        statusBeforeSeeking = nil
        state.playbackStatus = .stopped
        playbackTime = 0
    }

    /// Starts seeking forward: the status becomes `.seekingForward` until `endSeeking()`.
    public func beginSeekingForward() { beginSeeking(.seekingForward) }

    /// Starts seeking backward: the status becomes `.seekingBackward` until `endSeeking()`.
    public func beginSeekingBackward() { beginSeeking(.seekingBackward) }

    private func beginSeeking(_ status: MusicPlayer.PlaybackStatus) {
        if statusBeforeSeeking == nil { statusBeforeSeeking = state.playbackStatus }
        state.playbackStatus = status
    }

    /// Ends seeking: the status returns to what it was before.
    public func endSeeking() {
        guard let status = statusBeforeSeeking else { return }
        statusBeforeSeeking = nil
        state.playbackStatus = status
    }

    /// Makes the next entry current, from its start. After the last entry, playback ends: the
    /// status becomes `.stopped` and the current entry stays. Plays nothing in a render.
    public func skipToNextEntry() async throws {
        let queue = playerQueue
        let entries = queue.storedEntries
        guard let index = entries.firstIndex(where: { $0.id == queue.currentEntry?.id }), index + 1 < entries.count else {
            state.playbackStatus = .stopped
            playbackTime = 0
            return
        }
        queue.currentEntry = entries[index + 1]
        playbackTime = 0
    }

    /// Makes the previous entry current (or restarts the first one), from its start.
    public func skipToPreviousEntry() async throws {
        let queue = playerQueue
        let entries = queue.storedEntries
        if let index = entries.firstIndex(where: { $0.id == queue.currentEntry?.id }), index > 0 {
            queue.currentEntry = entries[index - 1]
        }
        playbackTime = 0
    }

    /// Moves the playhead to the start of the current entry.
    public func restartCurrentEntry() { playbackTime = 0 }

    /// Forgets any preparation and position when the queue is replaced.
    func queueReplaced() {
        isPreparedToPlay = false
        playbackTime = 0
        statusBeforeSeeking = nil
    }

    /// The observable state of a music player (an `ObservableObject`: views observe it with
    /// `@ObservedObject`). In a render it follows the calls made to the player; nothing plays.
    public final class State: ObservableObject {
        /// Whether the player is playing, paused, stopped or seeking: `.stopped` at first.
        @Published public internal(set) var playbackStatus: MusicPlayer.PlaybackStatus = .stopped
        /// The rate of playback: 0, since nothing plays in a render (settable).
        @Published public var playbackRate: Float = 0
        /// The repeat mode: nil until set.
        @Published public var repeatMode: MusicPlayer.RepeatMode?
        /// The shuffle mode: nil until set.
        @Published public var shuffleMode: MusicPlayer.ShuffleMode?
        /// The audio variant of the current entry: nil, since nothing plays.
        @Published public internal(set) var audioVariant: AudioVariant?

        init() {}
    }

    /// Whether a player is playing, paused, stopped, interrupted or seeking.
    public enum PlaybackStatus: Equatable, Hashable, Sendable, CustomStringConvertible {
        /// Stopped.
        case stopped
        /// Playing.
        case playing
        /// Paused.
        case paused
        /// Interrupted, as by a phone call.
        case interrupted
        /// Seeking forward.
        case seekingForward
        /// Seeking backward.
        case seekingBackward

        /// The case's name ("stopped").
        public var description: String {
            switch self {
            case .stopped: "stopped"
            case .playing: "playing"
            case .paused: "paused"
            case .interrupted: "interrupted"
            case .seekingForward: "seekingForward"
            case .seekingBackward: "seekingBackward"
            }
        }
    }

    /// How a player repeats.
    public enum RepeatMode: Equatable, Hashable, Sendable, CustomStringConvertible {
        /// No repeat.
        case none
        /// Repeat the current entry.
        case one
        /// Repeat the whole queue.
        case all

        /// The case's name ("all").
        public var description: String {
            switch self {
            case .none: "none"
            case .one: "one"
            case .all: "all"
            }
        }
    }

    /// How a player shuffles.
    public enum ShuffleMode: Equatable, Hashable, Sendable, CustomStringConvertible {
        /// No shuffle.
        case off
        /// Shuffle the songs.
        case songs

        /// The case's name ("songs").
        public var description: String { self == .off ? "off" : "songs" }
    }
}
