import Foundation
import Synchronization

/// Plays a sound file or data. A render plays no sound: `play()` returns false, `isPlaying`
/// stays false and the delegate is never told the sound ended.
open class AVAudioPlayer: @unchecked Sendable {
    // Unchecked Sendable: AVFoundation's is Sendable; a render never plays it.
    /// The file's URL, when made from one.
    public let url: URL?
    /// The sound's bytes.
    public let data: Data?
    /// The volume, 0 to 1.
    open var volume: Float = 1
    /// How many times to repeat after the first play (−1: forever).
    open var numberOfLoops = 0
    /// The playback rate (used when `enableRate` is true).
    open var rate: Float = 1
    /// Whether `rate` applies.
    open var enableRate = false
    /// The playback position in seconds.
    open var currentTime: TimeInterval = 0
    /// The duration: 0, since a render decodes no audio.
    open var duration: TimeInterval { 0 }
    /// False in a render.
    open var isPlaying: Bool { false }
    /// The object told when playback ends (never in a render).
    open weak var delegate: (any AVAudioPlayerDelegate)?

    /// A player of the file at `url`. Throws when the file cannot be read, as on iOS
    /// (`CocoaError.fileReadNoSuchFile` for a missing file); the audio is not decoded.
    public init(contentsOf url: URL) throws {
        data = try Data(contentsOf: url)
        self.url = url
    }
    /// A player of a file, with a file-type hint.
    public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws { try self.init(contentsOf: url) }
    /// A player of sound data (not decoded).
    public init(data: Data) throws {
        self.data = data
        url = nil
    }
    /// A player of sound data with a file-type hint (not decoded).
    public convenience init(data: Data, fileTypeHint utiString: String?) throws { try self.init(data: data) }
    /// Prepares the audio hardware: false in a render.
    @discardableResult open func prepareToPlay() -> Bool { false }
    /// Starts playback: false in a render, which has no audio output.
    @discardableResult open func play() -> Bool { false }
    /// Changes `volume` to `volume` over `duration` seconds; a render's time does not pass, so
    /// the new volume holds at once.
    open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) { self.volume = volume }
    /// Pauses playback.
    open func pause() {}
    /// Stops playback.
    open func stop() {}
}

/// Told when an audio player finishes (never in a render).
public protocol AVAudioPlayerDelegate: AnyObject {
    /// Playback ended.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
}

extension AVAudioPlayerDelegate {
    /// Does nothing.
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
}

/// The app's audio configuration. A render has no audio hardware: settings are recorded and
/// nothing throws.
public final class AVAudioSession: Sendable {
    private static let shared = AVAudioSession()
    private let settings = Mutex<(category: Category, mode: Mode)>((.soloAmbient, .default))
    /// The hardware preferences set (`setPreferredSampleRate`...), read back by the session.
    let preferences = Mutex(HardwarePreferences())
    /// The app's session.
    public static func sharedInstance() -> AVAudioSession { shared }
    /// The current category.
    public var category: Category { settings.withLock { $0.category } }
    /// The current mode.
    public var mode: Mode { settings.withLock { $0.mode } }

    /// How the app's audio mixes with others.
    public struct Category: RawRepresentable, Hashable, Sendable {
        /// The category's name.
        public let rawValue: String
        /// A category from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Sounds that mix with others and obey the silent switch.
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        /// The default: silences others, obeys the silent switch.
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        /// Playback that ignores the silent switch.
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        /// Recording.
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        /// Recording and playback.
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    }

    /// A specialisation of a category.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        /// The mode's name.
        public let rawValue: String
        /// A mode from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The default mode.
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        /// Spoken audio (podcasts, audiobooks).
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        /// Movie playback.
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        /// Voice chat.
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
    }

    /// Options of a category.
    public struct CategoryOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Mix with other apps' audio.
        public static let mixWithOthers = CategoryOptions(rawValue: 1)
        /// Lower other apps' audio.
        public static let duckOthers = CategoryOptions(rawValue: 2)
        /// Allow Bluetooth input.
        public static let allowBluetooth = CategoryOptions(rawValue: 4)
        /// Route to the speaker by default.
        public static let defaultToSpeaker = CategoryOptions(rawValue: 8)
        /// Interrupt spoken audio of other apps and mix with the rest.
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 17)
        /// Bluetooth hands-free devices for input and output (iOS 26's name of `allowBluetooth`).
        public static let allowBluetoothHFP = CategoryOptions(rawValue: 4)
        /// Stream to Bluetooth A2DP devices.
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 32)
        /// Stream to AirPlay devices.
        public static let allowAirPlay = CategoryOptions(rawValue: 64)
        /// Keep recording when the microphone is muted by the system.
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 128)
    }

    /// Sets the category (recorded).
    public func setCategory(_ category: Category) throws { settings.withLock { $0.category = category } }
    /// Sets the category and mode (recorded).
    public func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        settings.withLock { $0 = (category, mode) }
    }
    /// Sets the category with options (recorded).
    public func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        settings.withLock { $0.category = category }
    }
    /// Sets the mode (recorded).
    public func setMode(_ mode: Mode) throws { settings.withLock { $0.mode = mode } }
    /// Activates or deactivates the session (nothing to activate in a render).
    public func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}

    /// Options of `setActive`.
    public struct SetActiveOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Tell other apps they may resume.
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }
}
