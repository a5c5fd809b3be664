import BackplateCore
import Foundation

/// The data of a Live Activity: fixed attributes, and a `ContentState` that changes while it
/// runs. A render draws an activity from attributes and states that a preview or view names;
/// no activity is ever started.
public protocol ActivityAttributes: Decodable, Encodable {
    /// The part of the activity that changes over time.
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// A state of a Live Activity with when it goes stale and how relevant it is.
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Equatable {
    /// The state shown.
    public var state: State
    /// When the state is out of date (`nil`: never).
    public var staleDate: Date?
    /// How the system orders several activities (higher first).
    public var relevanceScore: Double

    /// A state with its stale date and relevance.
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0.0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

/// Where a Live Activity is in its life.
public enum ActivityState: Equatable, Hashable, Sendable {
    /// Running and shown.
    case active
    /// Ended and removed from view.
    case dismissed
    /// Ended, still shown until dismissed.
    case ended
    /// Its content is out of date.
    case stale
    /// Requested, not yet shown.
    case pending
}

/// When an ended Live Activity leaves the Lock Screen.
public struct ActivityUIDismissalPolicy: Equatable, Hashable, Sendable {
    let date: Date?
    let immediately: Bool
    /// After up to four hours, as the system decides.
    public static let `default` = ActivityUIDismissalPolicy(date: nil, immediately: false)
    /// At once.
    public static let immediate = ActivityUIDismissalPolicy(date: nil, immediately: true)
    /// At a date (within four hours).
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy(date: date, immediately: false) }
}

/// How a Live Activity receives updates by push.
public struct PushType: Equatable, Hashable, Sendable {
    let channel: String?
    /// By the activity's own push token.
    public static let token = PushType(channel: nil)
    /// By a broadcast channel.
    public static func channel(_ channelId: String) -> PushType { PushType(channel: channelId) }
}

/// Why a Live Activity could not start. A render always answers `.unsupported`: there is no
/// system to show one.
public enum ActivityAuthorizationError: Error, Equatable, Sendable, LocalizedError {
    /// The attributes and state exceed 4 KB.
    case attributesTooLarge
    /// The person switched Live Activities off.
    case denied
    /// Too many activities run on the device.
    case globalMaximumExceeded
    /// The identifier is not valid.
    case malformedActivityIdentifier
    /// The process could not be identified.
    case missingProcessIdentifier
    /// The system could not store the activity.
    case persistenceFailure
    /// The process may not reconnect to the activity.
    case reconnectNotPermitted
    /// The app runs too many activities.
    case targetMaximumExceeded
    /// The app lacks the entitlement.
    case unentitled
    /// The device shows no Live Activities (always, in a render).
    case unsupported
    /// The target does not support Live Activities.
    case unsupportedTarget
    /// The app is not in the foreground.
    case visibility

    /// A sentence naming the reason.
    public var errorDescription: String? {
        self == .unsupported ? "Live Activities are not supported in a render" : "Live Activity authorization failed: \(self)"
    }
}

/// Whether the person allows Live Activities (never, in a render).
public struct ActivityAuthorizationInfo: Sendable {
    /// The current settings.
    public init() {}
    /// `false`: a render has no Lock Screen.
    public var areActivitiesEnabled: Bool { false }
    /// `false`.
    public var frequentPushesEnabled: Bool { false }
    /// Ends at once: the setting never changes in a render.
    public var activityEnablementUpdates: AsyncStream<Bool> { AsyncStream { $0.finish() } }
    /// Ends at once.
    public var frequentPushEnablementUpdates: AsyncStream<Bool> { AsyncStream { $0.finish() } }
}

/// An alert that lights the screen when a Live Activity updates (never shown in a render).
public struct AlertConfiguration: Sendable {
    /// The alert's sound.
    public enum AlertSound: Sendable, Hashable {
        /// The system's sound.
        case `default`
        /// A sound file of the app's.
        case named(String)
    }
    /// The title.
    public var title: LocalizedStringResource
    /// The body.
    public var body: LocalizedStringResource
    /// The sound.
    public var sound: AlertSound
    /// An alert with a title, a body and a sound.
    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {
        self.title = title
        self.body = body
        self.sound = sound
    }
}
