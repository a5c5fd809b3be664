import Foundation

/// Sends app data between the devices joined in a session. A render has no FaceTime call and no
/// joined session (Apple requires one to send or receive): every send throws, or hands its
/// completion an error, at once, and every message sequence finishes without an element, each
/// after a runtime warning.
public final class GroupSessionMessenger: Sendable {
    /// How messages travel: reliable unless set at creation.
    public let deliveryMode: GroupSessionMessenger.DeliveryMode
    /// The session's activity name, for warnings.
    private let activityName: String

    /// A messenger for `session` with `.reliable` delivery.
    public convenience init<Activity: GroupActivity>(session: GroupSession<Activity>) {
        self.init(session: session, deliveryMode: .reliable)
    }

    /// A messenger for `session` with `deliveryMode` (iOS 16+).
    public init<Activity: GroupActivity>(session: GroupSession<Activity>, deliveryMode: GroupSessionMessenger.DeliveryMode) {
        self.deliveryMode = deliveryMode
        activityName = GroupActivitiesRender.name(of: Activity.self)
    }

    /// The error a render's sends end with, after a runtime warning naming `call`.
    private func unavailable(_ call: String) -> GroupActivitiesRenderError {
        GroupActivitiesRender.unavailable("GroupSessionMessenger(\(activityName)).\(call)")
    }

    /// Sends `value` to `participants`. Throws at once in a render: nobody is there to receive.
    public func send(_ value: Data, to participants: Participants = .all) async throws {
        throw unavailable("send(_:to:)")
    }

    /// Sends a Codable `value` to `participants`. Throws at once in a render: nobody is there.
    public func send<Message: Codable>(_ value: Message, to participants: Participants = .all) async throws {
        throw unavailable("send(_:to:)")
    }

    /// Sends `value` and calls `completion` with the outcome: in a render, with an error, at
    /// once, on the calling thread.
    public func send(_ value: Data, to participants: Participants = .all,
                     completion: @escaping ((any Error)?) -> Void) {
        completion(unavailable("send(_:to:completion:)"))
    }

    /// Sends a Codable `value` and calls `completion` with the outcome: in a render, with an
    /// error, at once, on the calling thread.
    public func send<Message: Codable>(_ value: Message, to participants: Participants = .all,
                                       completion: @escaping ((any Error)?) -> Void) {
        completion(unavailable("send(_:to:completion:)"))
    }

    /// The data messages others send. Finishes at once in a render, after a runtime warning.
    public func messages(of type: Data.Type) -> GroupSessionMessenger.Messages<Data> {
        GroupActivitiesRender.warn("GroupSessionMessenger(\(activityName)).messages(of:)",
                                   "the sequence finishes at once without a message")
        return Messages()
    }

    /// The messages of `type` others send. Finishes at once in a render, after a runtime warning.
    public func messages<Message: Codable>(of type: Message.Type) -> GroupSessionMessenger.Messages<Message> {
        GroupActivitiesRender.warn("GroupSessionMessenger(\(activityName)).messages(of:)",
                                   "the sequence finishes at once without a message")
        return Messages()
    }

    /// How a messenger's messages travel (iOS 16+).
    public enum DeliveryMode: Hashable, Sendable {
        /// Delivery to known participants is ensured, in order.
        case reliable
        /// Best effort: messages may be lost, for frequent updates.
        case unreliable
    }

    /// Information about a received message. A render receives none.
    public struct MessageContext: Sendable {
        /// The participant whose device sent the message.
        public let source: Participant
    }
}
