// The module a file's `import MediaPlayer` finds on Linux: the Lock Screen's now-playing
// information, remote commands, the music player and the volume view; a render plays nothing.
@_exported import Foundation
import BackplateCore
import BackplateUIKit

/// Whether the app's media is playing, as the Lock Screen shows it.
public enum MPNowPlayingPlaybackState: UInt, Sendable {
    /// Not known.
    case unknown = 0
    /// Playing.
    case playing = 1
    /// Paused.
    case paused = 2
    /// Stopped.
    case stopped = 3
    /// Interrupted (a call).
    case interrupted = 4
}

/// The kind of media an item is.
public enum MPNowPlayingInfoMediaType: UInt, Sendable {
    /// No kind given.
    case none = 0
    /// Audio.
    case audio = 1
    /// Video.
    case video = 2
}

/// Where the system reads the app's now-playing information (the Lock Screen, Control
/// Center): kept in memory as set; a render shows no Lock Screen.
public final class MPNowPlayingInfoCenter: NSObject, Sendable {
    private static let shared = MPNowPlayingInfoCenter()
    private let info = LockedState<[String: Any]?>(unchecked: nil)
    private let state = LockedState(MPNowPlayingPlaybackState.unknown)

    private override init() { super.init() }

    /// The app's now-playing information center.
    public class func `default`() -> MPNowPlayingInfoCenter { shared }

    /// The playing item's information (`MPMediaItemProperty...` and `MPNowPlayingInfoProperty...`
    /// keys), as last set (`nil` until then).
    public var nowPlayingInfo: [String: Any]? {
        get { info.withLockUnchecked { $0 } }
        set { info.withLockUnchecked { $0 = newValue } }
    }

    /// The playback state the system shows (`.unknown` until set).
    public var playbackState: MPNowPlayingPlaybackState {
        get { state.withLock { $0 } }
        set { state.withLock { $0 = newValue } }
    }
}

/// The artwork of a now-playing item: an image the system asks for at the size it draws.
open class MPMediaItemArtwork: NSObject {
    private let requestHandler: (CGSize) -> UIImage
    /// The artwork's largest size.
    public let bounds: CGRect

    /// Artwork of `boundsSize`, made at a requested size by `requestHandler`.
    public init(boundsSize: CGSize, requestHandler: @escaping (CGSize) -> UIImage) {
        bounds = CGRect(origin: .zero, size: boundsSize)
        self.requestHandler = requestHandler
        super.init()
    }

    /// The artwork at `size` (from the request handler).
    open func image(at size: CGSize) -> UIImage? { requestHandler(size) }
}

/// The item's title.
public let MPMediaItemPropertyTitle = "title"
/// The item's artist.
public let MPMediaItemPropertyArtist = "artist"
/// The item's album.
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
/// The album's artist.
public let MPMediaItemPropertyAlbumArtist = "albumArtist"
/// The item's genre.
public let MPMediaItemPropertyGenre = "genre"
/// The item's duration, in seconds.
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
/// The item's artwork (`MPMediaItemArtwork`).
public let MPMediaItemPropertyArtwork = "artwork"
/// The item's persistent identifier.
public let MPMediaItemPropertyPersistentID = "persistentID"
/// Seconds played so far.
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
/// The playback rate (0 paused, 1 playing).
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"
/// The rate playback returns to.
public let MPNowPlayingInfoPropertyDefaultPlaybackRate = "MPNowPlayingInfoPropertyDefaultPlaybackRate"
/// Whether the item is a live stream.
public let MPNowPlayingInfoPropertyIsLiveStream = "MPNowPlayingInfoPropertyIsLiveStream"
/// The item's media type (`MPNowPlayingInfoMediaType`'s raw value).
public let MPNowPlayingInfoPropertyMediaType = "MPNowPlayingInfoPropertyMediaType"
/// The item's index in the playback queue.
public let MPNowPlayingInfoPropertyPlaybackQueueIndex = "MPNowPlayingInfoPropertyPlaybackQueueIndex"
/// The number of items in the playback queue.
public let MPNowPlayingInfoPropertyPlaybackQueueCount = "MPNowPlayingInfoPropertyPlaybackQueueCount"
/// The item's asset URL.
public let MPNowPlayingInfoPropertyAssetURL = "MPNowPlayingInfoPropertyAssetURL"
