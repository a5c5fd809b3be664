import BackplateCore
import Foundation

/// A running Live Activity. A render starts none: `request` throws
/// `ActivityAuthorizationError.unsupported` and `activities` is empty, as on a device with
/// Live Activities switched off.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    // Unchecked Sendable: no instance is ever made (`request` always throws).
    /// The activity's identifier.
    public let id: String
    /// Its fixed attributes.
    public let attributes: Attributes
    /// Its current content.
    public private(set) var content: ActivityContent<Attributes.ContentState>
    /// Where it is in its life.
    public private(set) var activityState: ActivityState = .pending
    /// Its push token (none).
    public var pushToken: Data? { nil }

    init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
        id = UUID().uuidString
        self.attributes = attributes
        self.content = content
    }

    /// The app's running activities of this type: none in a render.
    public static var activities: [Activity<Attributes>] { [] }

    /// Starts an activity: throws `.unsupported` (a render shows no Lock Screen).
    public static func request(attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.unsupported
    }

    /// Starts an activity from a state (iOS 16.1's form): throws `.unsupported`.
    public static func request(attributes: Attributes, contentState: Attributes.ContentState,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.unsupported
    }

    /// Replaces the content.
    public func update(_ content: ActivityContent<Attributes.ContentState>) async { self.content = content }
    /// Replaces the content with an alert (never shown).
    public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?) async {
        self.content = content
    }
    /// Ends the activity.
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        if let content { self.content = content }
        activityState = .ended
    }
    /// The current state (iOS 16.1's form, deprecated in 16.2).
    @available(iOS, deprecated: 16.2, message: "Use content.state")
    public var contentState: Attributes.ContentState { content.state }
    /// Replaces the state (iOS 16.1's form, deprecated in 16.2); the alert is never shown.
    @available(iOS, deprecated: 16.2, message: "Use update(_:)")
    public func update(using contentState: Attributes.ContentState, alertConfiguration: AlertConfiguration? = nil) async {
        content = ActivityContent(state: contentState, staleDate: content.staleDate)
    }
    /// Ends the activity, with a last state if given (iOS 16.1's form, deprecated in 16.2).
    @available(iOS, deprecated: 16.2, message: "Use end(_:dismissalPolicy:)")
    public func end(using contentState: Attributes.ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        if let contentState { content = ActivityContent(state: contentState, staleDate: content.staleDate) }
        activityState = .ended
    }
    /// State changes: ends at once.
    public var activityStateUpdates: AsyncStream<ActivityState> { AsyncStream { $0.finish() } }
    /// Content changes: ends at once.
    public var contentUpdates: AsyncStream<ActivityContent<Attributes.ContentState>> { AsyncStream { $0.finish() } }
    /// Push-token changes: ends at once.
    public var pushTokenUpdates: AsyncStream<Data> { AsyncStream { $0.finish() } }
}
