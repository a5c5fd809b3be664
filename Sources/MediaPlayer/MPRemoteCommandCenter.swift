import Foundation
import BackplateCore

/// What a remote command's handler reports.
public enum MPRemoteCommandHandlerStatus: Int, Sendable {
    /// The command succeeded.
    case success = 0
    /// The content the command asked for does not exist.
    case noSuchContent = 100
    /// Nothing is playing for the command to act on.
    case noActionableNowPlayingItem = 110
    /// The device the command targets is not there.
    case deviceNotFound = 120
    /// The command failed.
    case commandFailed = 200
}

/// An event of a remote command (a tap on the Lock Screen's controls): none arrives in a render.
open class MPRemoteCommandEvent: NSObject {
    /// The command the event is for.
    public let command: MPRemoteCommand
    /// When the event happened, in seconds since boot.
    public let timestamp: TimeInterval

    init(command: MPRemoteCommand, timestamp: TimeInterval) {
        self.command = command
        self.timestamp = timestamp
        super.init()
    }
}

/// A skip event: how far to skip.
open class MPSkipIntervalCommandEvent: MPRemoteCommandEvent {
    /// Seconds to skip.
    public let interval: TimeInterval = 0
}

/// A seek event: where to go.
open class MPChangePlaybackPositionCommandEvent: MPRemoteCommandEvent {
    /// The position to play from, in seconds.
    public let positionTime: TimeInterval = 0
}

/// A command the system's media controls send (play, pause, skip...). Handlers are kept, and
/// never called in a render: no control is ever pressed.
open class MPRemoteCommand: NSObject {
    /// Whether the system shows the command's control enabled (`true`).
    open var isEnabled = true
    private var handlers: [(token: NSObject, handler: (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus)] = []

    override init() { super.init() }

    /// Adds `handler` for the command's events; returns the token `removeTarget(_:)` takes.
    @discardableResult
    open func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
        let token = NSObject()
        handlers.append((token, handler))
        return token
    }

    /// Removes the handler of `target` (a token `addTarget(handler:)` returned), or every
    /// handler when `target` is `nil`.
    open func removeTarget(_ target: Any?) {
        guard let target = target as? NSObject else { return handlers.removeAll() }
        handlers.removeAll { $0.token === target }
    }

    /// The number of handlers the command has (Backplate's, for tests).
    package var handlerCount: Int { handlers.count }
}

/// The skip-forward and skip-backward commands, with the intervals their buttons show.
open class MPSkipIntervalCommand: MPRemoteCommand {
    /// The intervals, in seconds, the controls offer (iOS shows the first).
    open var preferredIntervals: [NSNumber] = []
}

/// The seek command of the scrubber.
open class MPChangePlaybackPositionCommand: MPRemoteCommand {}

/// The playback-rate command, with the rates it offers.
open class MPChangePlaybackRateCommand: MPRemoteCommand {
    /// The rates the controls offer.
    open var supportedPlaybackRates: [NSNumber] = []
}

/// The like, dislike and bookmark commands.
open class MPFeedbackCommand: MPRemoteCommand {
    /// Whether the feedback is on.
    open var isActive = false
    /// The command's title.
    open var localizedTitle = ""
}

/// The app's remote commands, as the Lock Screen, Control Center and headphones send them.
/// A render sends none; commands keep their enabled state and handlers.
open class MPRemoteCommandCenter: NSObject {
    private static let instance = LockedState(unchecked: MPRemoteCommandCenter())

    /// The app's command center.
    open class func shared() -> MPRemoteCommandCenter { instance.withLockUnchecked { $0 } }

    /// Pause.
    public let pauseCommand = MPRemoteCommand()
    /// Play.
    public let playCommand = MPRemoteCommand()
    /// Stop.
    public let stopCommand = MPRemoteCommand()
    /// Play or pause (headphones' button).
    public let togglePlayPauseCommand = MPRemoteCommand()
    /// Next track.
    public let nextTrackCommand = MPRemoteCommand()
    /// Previous track.
    public let previousTrackCommand = MPRemoteCommand()
    /// Skip forward by an interval.
    public let skipForwardCommand = MPSkipIntervalCommand()
    /// Skip backward by an interval.
    public let skipBackwardCommand = MPSkipIntervalCommand()
    /// Seek forward while held.
    public let seekForwardCommand = MPRemoteCommand()
    /// Seek backward while held.
    public let seekBackwardCommand = MPRemoteCommand()
    /// Move to a position (the scrubber).
    public let changePlaybackPositionCommand = MPChangePlaybackPositionCommand()
    /// Change the playback rate.
    public let changePlaybackRateCommand = MPChangePlaybackRateCommand()
    /// Like the item.
    public let likeCommand = MPFeedbackCommand()
    /// Dislike the item.
    public let dislikeCommand = MPFeedbackCommand()
    /// Bookmark the item.
    public let bookmarkCommand = MPFeedbackCommand()

    override init() { super.init() }
}
