import Foundation
import BackplateCore

/// A media resource at a URL. A render decodes no media: its properties fail to load.
open class AVAsset: AVAsynchronousKeyValueLoading, @unchecked Sendable {
    // Unchecked Sendable: AVFoundation's is Sendable; its one mutable part, the keys tried, is lock-guarded.
    /// The duration: indefinite, since a render decodes no media.
    open var duration: CMTime { .indefinite }
    let loadedKeys = AVLoadedKeys()
    init() {}
    /// An asset for the media at `URL` (iOS makes an `AVURLAsset`; here a plain asset, whose
    /// properties fail to load as every asset's do, since a render reads no media).
    @available(iOS, introduced: 4.0, deprecated: 18.0, message: "Use AVURLAsset(url:) instead")
    public convenience init(url URL: URL) { self.init() }

    /// The key's status: `.unknown` until a load, `.failed` after one (no media is read).
    open func statusOfValue(forKey key: String, error outError: UnsafeMutablePointer<NSError?>?) -> AVKeyValueStatus {
        loadedKeys.status(of: key, error: outError)
    }

    /// Tries to load the keys (every one fails in a render), then calls `handler`.
    open func loadValuesAsynchronously(forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)?) {
        loadedKeys.fail(keys)
        handler?()
    }

    /// The chapters titled in `locale` holding items of the common keys: a render reads no
    /// media, so it throws `AVError(.decodeFailed)`.
    @available(iOS 15, macOS 12, *)
    open func loadChapterMetadataGroups(withTitleLocale locale: Locale,
                                        containingItemsWithCommonKeys commonKeys: [AVMetadataKey]) async throws -> [AVTimedMetadataGroup] {
        loadedKeys.fail(["availableChapterLocales"])
        throw AVError(.decodeFailed)
    }
}

/// An asset at a URL.
open class AVURLAsset: AVAsset, @unchecked Sendable {
    // Unchecked Sendable: AVFoundation's is Sendable; immutable.
    /// The asset's URL.
    public let url: URL
    /// An asset at a URL (nothing is read).
    public init(url URL: URL, options: [String: Any]? = nil) { url = URL; super.init() }
}

/// What a player plays: an asset and its playback state.
open class AVPlayerItem: @unchecked Sendable {
    // Unchecked Sendable: AVFoundation's is Sendable; a render never plays it.
    /// The item's asset.
    public let asset: AVAsset
    /// An item for the asset at a URL.
    public convenience init(url URL: URL) { self.init(asset: AVURLAsset(url: URL)) }
    /// An item for an asset.
    public init(asset: AVAsset) { self.asset = asset }
    /// An item for an asset that starts loading `automaticallyLoadedAssetKeys` at once; a render
    /// reads no media, so each key's `status(of:)` becomes `.failed`.
    @available(iOS 15, macOS 12, *)
    public convenience init(asset: AVAsset, automaticallyLoadedAssetKeys: [AVPartialAsyncProperty<AVAsset>]) {
        self.init(asset: asset)
        asset.loadValuesAsynchronously(forKeys: automaticallyLoadedAssetKeys.map(\.key), completionHandler: nil)
    }
    /// Moves to a date of a stream with dates: a render plays no stream, so it returns false.
    @available(iOS 16, macOS 13, *)
    open func seek(to date: Date) async -> Bool { false }
    /// The playback position: zero in a render.
    open func currentTime() -> CMTime { .zero }
    /// The duration: indefinite (no media is decoded in a render).
    open var duration: CMTime { .indefinite }
    /// How audio keeps its pitch at other rates (`.timeDomain`; kept, as nothing plays).
    open var audioTimePitchAlgorithm: AVAudioTimePitchAlgorithm = .timeDomain

    /// Whether an item can be played yet.
    public enum Status: Int, Sendable {
        /// Not loaded yet: what a render, which decodes no media, reports.
        case unknown = 0
        /// Ready to play.
        case readyToPlay = 1
        /// Could not be played; `error` says why.
        case failed = 2
    }
    /// Whether the item can be played: `.unknown`, as before its media loads (a render loads none).
    open var status: Status { .unknown }
    /// Why the item failed: nil, as it has not.
    open var error: (any Error)? { nil }
    /// Whether playback would keep up without stalling: false, nothing is buffered.
    open var isPlaybackLikelyToKeepUp: Bool { false }
    /// Whether the buffer is empty: true.
    open var isPlaybackBufferEmpty: Bool { true }
    /// Whether the buffer is full: false.
    open var isPlaybackBufferFull: Bool { false }
    /// The video's size: zero until its media loads.
    open var presentationSize: CGSize { .zero }
    /// How far ahead to buffer, in seconds (0: the player decides).
    open var preferredForwardBufferDuration: TimeInterval = 0
    /// Moves to a time and reports that the seek finished (the position stays at zero).
    open func seek(to time: CMTime, completionHandler: (@Sendable (Bool) -> Void)? = nil) { completionHandler?(true) }
    /// Moves to a time within the tolerances and reports that the seek finished.
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
                   completionHandler: (@Sendable (Bool) -> Void)? = nil) { completionHandler?(true) }
}

/// How a player keeps audio's pitch when it plays at another rate.
public struct AVAudioTimePitchAlgorithm: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Modest quality, little processing: speech.
    public static let timeDomain = AVAudioTimePitchAlgorithm(rawValue: "TimeDomain")
    /// The highest quality, most processing: music.
    public static let spectral = AVAudioTimePitchAlgorithm(rawValue: "Spectral")
    /// Pitch follows the rate, as a tape does.
    public static let varispeed = AVAudioTimePitchAlgorithm(rawValue: "Varispeed")
}

/// Plays media. A render plays nothing: the rate stays 0 and the time at zero, and periodic
/// observers are never called.
open class AVPlayer: @unchecked Sendable {
    // Unchecked Sendable: AVFoundation's is Sendable; a render never plays it.
    /// Whether the player is playing, paused or waiting.
    public enum TimeControlStatus: Int, Sendable {
        /// Paused (always, in a render).
        case paused = 0
        /// Waiting to play.
        case waitingToPlayAtSpecifiedRate = 1
        /// Playing.
        case playing = 2
    }

    /// What happens when an item ends.
    public enum ActionAtItemEnd: Int, Sendable {
        /// Advance to the next item.
        case advance = 0
        /// Pause.
        case pause = 1
        /// Do nothing.
        case none = 2
    }

    /// The item being played.
    open private(set) var currentItem: AVPlayerItem?
    /// The playback rate: 0 in a render (`play()` records nothing).
    open var rate: Float = 0
    /// The volume, 0 to 1.
    open var volume: Float = 1
    /// Whether the sound is muted.
    open var isMuted = false
    /// What happens at an item's end.
    open var actionAtItemEnd: ActionAtItemEnd = .pause
    /// `.paused` in a render.
    open var timeControlStatus: TimeControlStatus { .paused }

    /// A player without an item.
    public init() {}
    /// A player for the media at a URL.
    public convenience init(url URL: URL) { self.init(playerItem: AVPlayerItem(url: URL)) }
    /// A player for an item.
    public init(playerItem item: AVPlayerItem?) { currentItem = item }

    /// Starts playback (nothing plays in a render).
    open func play() {}
    /// Pauses playback.
    open func pause() {}
    /// Replaces the item.
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
    /// The playback position: zero in a render.
    open func currentTime() -> CMTime { .zero }
    /// Moves to a time (the position stays at zero in a render).
    open func seek(to time: CMTime) {}
    /// Moves to a time and reports that the seek finished.
    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) { completionHandler(true) }
    /// Moves to a time; returns true.
    open func seek(to time: CMTime) async -> Bool { true }
    /// Moves to a time within the tolerances (the position stays at zero in a render).
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {}
    /// Moves to a time within the tolerances and reports that the seek finished.
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
                   completionHandler: @escaping @Sendable (Bool) -> Void) { completionHandler(true) }
    /// Moves to a time within the tolerances; returns true.
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) async -> Bool { true }
    /// The tokens of the time observers added and not yet removed.
    private var timeObserverTokens: [AVPlayerTimeObserverToken] = []

    /// Adds an observer called every `interval` while playing: never in a render, which plays
    /// nothing. Returns a token for `removeTimeObserver(_:)`. `@preconcurrency`, as iOS imports
    /// it from Objective-C: Swift 5 code's block may set main-actor state, as on iOS.
    @preconcurrency
    open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?,
                                      using block: @escaping @Sendable (CMTime) -> Void) -> Any { newTimeObserverToken() }

    /// Adds an observer called when playback crosses one of `times` (`NSValue`s holding
    /// `CMTime`s): never in a render. Returns a token for `removeTimeObserver(_:)`. An empty
    /// array, which iOS rejects with an exception, gives a runtime warning.
    @preconcurrency
    open func addBoundaryTimeObserver(forTimes times: [NSValue], queue: DispatchQueue?,
                                      using block: @escaping @Sendable () -> Void) -> Any {
        if times.isEmpty { RuntimeWarning.emit("AVPlayer.addBoundaryTimeObserver: the times are empty (iOS raises an exception)") }
        return newTimeObserverToken()
    }

    /// Removes an observer by the token its `add...TimeObserver` returned. A token this player
    /// did not hand out, or one already removed, gives a runtime warning (iOS raises an exception).
    open func removeTimeObserver(_ observer: Any) {
        let token = observer as? AVPlayerTimeObserverToken
        guard let token, let index = timeObserverTokens.firstIndex(where: { $0 === token }) else {
            RuntimeWarning.emit("AVPlayer.removeTimeObserver: the observer was not added by this player (iOS raises an exception)")
            return
        }
        timeObserverTokens.remove(at: index)
    }

    private func newTimeObserverToken() -> Any {
        let token = AVPlayerTimeObserverToken()
        timeObserverTokens.append(token)
        return token
    }
}

/// The token an `AVPlayer` hands out for a time observer: an object kept until it is removed.
private final class AVPlayerTimeObserverToken: NSObject, Sendable {}

/// A player of several items in turn.
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    // Unchecked Sendable: AVFoundation's is Sendable; a render never plays it.
    private var queue: [AVPlayerItem]
    /// A queue of items.
    public init(items: [AVPlayerItem]) {
        queue = items
        super.init(playerItem: items.first)
    }
    /// An empty queue.
    public override init() { queue = []; super.init(playerItem: nil) }
    /// The queued items.
    open func items() -> [AVPlayerItem] { queue }
    /// Moves to the next item.
    open func advanceToNextItem() {
        if !queue.isEmpty { queue.removeFirst() }
        replaceCurrentItem(with: queue.first)
    }
}

/// Loops an item on a queue player (nothing plays in a render).
public final class AVPlayerLooper: Sendable {
    /// A looper of `templateItem` on `player`.
    public init(player: AVQueuePlayer, templateItem: AVPlayerItem) {
        player.replaceCurrentItem(with: templateItem)
    }
    /// Stops looping.
    public func disableLooping() {}
}
