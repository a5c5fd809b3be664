import Foundation

// The notifications an audio session posts when another app, a call or a route change
// interrupts it, with their `userInfo` keys and values. A render has no other audio, so none
// is ever posted; apps observe them unchanged.

extension AVAudioSession {
    /// Posted when an interruption (a call, another app's audio) begins or ends; never in a render.
    public static let interruptionNotification = NSNotification.Name("AVAudioSessionInterruptionNotification")
    /// Posted when the audio route changes (headphones plugged in); never in a render.
    public static let routeChangeNotification = NSNotification.Name("AVAudioSessionRouteChangeNotification")
    /// Posted when the media server restarts; never in a render.
    public static let mediaServicesWereResetNotification = NSNotification.Name("AVAudioSessionMediaServicesWereResetNotification")
    /// Posted when other apps' audio starts or stops needing this app's silence; never in a render.
    public static let silenceSecondaryAudioHintNotification = NSNotification.Name("AVAudioSessionSilenceSecondaryAudioHintNotification")

    /// Whether an interruption began or ended, with Apple's raw values.
    public enum InterruptionType: UInt, Sendable, Hashable {
        /// The interruption began: the session was deactivated.
        case began = 1
        /// The interruption ended.
        case ended = 0
    }

    /// What an ended interruption allows, with Apple's raw values.
    public struct InterruptionOptions: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The app may resume its audio.
        public static let shouldResume = InterruptionOptions(rawValue: 1)
    }

    /// Why the audio route changed, with Apple's raw values.
    public enum RouteChangeReason: UInt, Sendable, Hashable {
        /// An unknown reason.
        case unknown = 0
        /// A device became available (headphones plugged in).
        case newDeviceAvailable = 1
        /// The previous device became unavailable (headphones unplugged).
        case oldDeviceUnavailable = 2
        /// The session's category changed.
        case categoryChange = 3
        /// The route was overridden.
        case override = 4
        /// The device woke from sleep.
        case wakeFromSleep = 6
        /// No route suits the category.
        case noSuitableRouteForCategory = 7
        /// The route's configuration changed.
        case routeConfigurationChange = 8
    }
}

/// The `userInfo` key of an interruption's `AVAudioSession.InterruptionType` raw value.
public let AVAudioSessionInterruptionTypeKey = "AVAudioSessionInterruptionTypeKey"
/// The `userInfo` key of an ended interruption's `AVAudioSession.InterruptionOptions` raw value.
public let AVAudioSessionInterruptionOptionKey = "AVAudioSessionInterruptionOptionKey"
/// The `userInfo` key of why an interruption began.
public let AVAudioSessionInterruptionReasonKey = "AVAudioSessionInterruptionReasonKey"
/// The `userInfo` key of a route change's `AVAudioSession.RouteChangeReason` raw value.
public let AVAudioSessionRouteChangeReasonKey = "AVAudioSessionRouteChangeReasonKey"
/// The `userInfo` key of the route before a route change.
public let AVAudioSessionRouteChangePreviousRouteKey = "AVAudioSessionRouteChangePreviousRouteKey"
