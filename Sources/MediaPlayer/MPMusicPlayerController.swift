import Foundation
import BackplateCore

/// The state of a music player.
public enum MPMusicPlaybackState: Int, Sendable {
    /// Stopped.
    case stopped = 0
    /// Playing.
    case playing = 1
    /// Paused.
    case paused = 2
    /// Interrupted.
    case interrupted = 3
    /// Seeking forward.
    case seekingForward = 4
    /// Seeking backward.
    case seekingBackward = 5
}

/// A music player's repeat mode.
public enum MPMusicRepeatMode: Int, Sendable {
    /// The person's setting.
    case `default` = 0
    /// No repeat.
    case none = 1
    /// Repeat the current item.
    case one = 2
    /// Repeat the queue.
    case all = 3
}

/// A music player's shuffle mode.
public enum MPMusicShuffleMode: Int, Sendable {
    /// The person's setting.
    case `default` = 0
    /// No shuffle.
    case off = 1
    /// Shuffle songs.
    case songs = 2
    /// Shuffle albums.
    case albums = 3
}

/// Whether the app may read the music library.
public enum MPMediaLibraryAuthorizationStatus: Int, Sendable {
    /// The person has not been asked.
    case notDetermined = 0
    /// Access is denied.
    case denied = 1
    /// Access is restricted.
    case restricted = 2
    /// Access is granted.
    case authorized = 3
}

/// An item of the music library (none exists in a render).
open class MPMediaItem: NSObject {
    /// The item's title.
    open var title: String? { nil }
    /// The item's artist.
    open var artist: String? { nil }
    /// The item's album.
    open var albumTitle: String? { nil }
    /// The item's duration, in seconds.
    open var playbackDuration: TimeInterval { 0 }
    /// The item's artwork.
    open var artwork: MPMediaItemArtwork? { nil }
}

/// The person's music library, as a fresh simulator has it: not authorized, and no prompt
/// shows in a render, so requesting leaves it `.notDetermined`.
open class MPMediaLibrary: NSObject {
    /// The app's access to the library: `.notDetermined`.
    open class func authorizationStatus() -> MPMediaLibraryAuthorizationStatus { .notDetermined }

    /// Asks for access: `handler` gets `.notDetermined` (no prompt shows), on the calling thread.
    open class func requestAuthorization(_ handler: @escaping (MPMediaLibraryAuthorizationStatus) -> Void) {
        handler(.notDetermined)
    }
}

/// A player of the music library or Apple Music: the simulator has no Music app, so nothing
/// plays: the state stays `.stopped` and no item is ever playing.
open class MPMusicPlayerController: NSObject {
    private static let system = LockedState(unchecked: MPMusicPlayerController())
    private static let application = LockedState(unchecked: MPMusicPlayerController())

    /// The Music app's player (shared with the Music app).
    open class var systemMusicPlayer: MPMusicPlayerController { system.withLockUnchecked { $0 } }
    /// The app's own player.
    open class var applicationMusicPlayer: MPMusicPlayerController { application.withLockUnchecked { $0 } }

    /// The player's state: `.stopped`.
    open private(set) var playbackState = MPMusicPlaybackState.stopped
    /// The repeat mode (`.default`).
    open var repeatMode = MPMusicRepeatMode.default
    /// The shuffle mode (`.default`).
    open var shuffleMode = MPMusicShuffleMode.default
    /// The playing item: `nil`.
    open var nowPlayingItem: MPMediaItem?
    /// The index of the playing item in the queue: `NSNotFound`.
    open var indexOfNowPlayingItem: Int { NSNotFound }
    /// Seconds into the playing item (0).
    open var currentPlaybackTime: TimeInterval = 0
    /// The playback rate (0).
    open var currentPlaybackRate: Float = 0
    /// The store identifiers last queued (Backplate's, for tests).
    package private(set) var queuedStoreIDs: [String] = []

    override init() { super.init() }

    /// Queues Apple Music items by store identifier (kept; nothing is fetched).
    open func setQueue(with storeIDs: [String]) { queuedStoreIDs = storeIDs }
    /// Prepares to play (nothing is loaded).
    open func prepareToPlay() {}
    /// Plays: nothing plays, and the state stays `.stopped`.
    open func play() {}
    /// Pauses.
    open func pause() {}
    /// Stops.
    open func stop() {}
    /// Skips to the next item (there is none).
    open func skipToNextItem() {}
    /// Skips to the previous item (there is none).
    open func skipToPreviousItem() {}
    /// Goes back to the start of the item.
    open func skipToBeginning() {}
    /// Starts posting playback notifications (none is posted: nothing changes).
    open func beginGeneratingPlaybackNotifications() {}
    /// Stops posting playback notifications.
    open func endGeneratingPlaybackNotifications() {}
}

extension Notification.Name {
    /// Posted when a music player's state changes (never in a render).
    public static let MPMusicPlayerControllerPlaybackStateDidChange = Notification.Name("MPMusicPlayerControllerPlaybackStateDidChangeNotification")
    /// Posted when a music player's item changes (never in a render).
    public static let MPMusicPlayerControllerNowPlayingItemDidChange = Notification.Name("MPMusicPlayerControllerNowPlayingItemDidChangeNotification")
}
