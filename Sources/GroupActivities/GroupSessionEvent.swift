import Foundation

/// A session event to show in the system's SharePlay UI, posted with `showNotice(_:)`. A render
/// shows no system UI, so events are kept as values only.
public struct GroupSessionEvent: Sendable {
    /// The participant who caused the event.
    public let originator: Participant
    /// What happened.
    public let action: GroupSessionEvent.Action
    /// The page to open when the person taps the event, if any.
    public let url: URL?

    /// An event of `originator` doing `action`, linking to `url`.
    public init(originator: Participant, action: GroupSessionEvent.Action, url: URL?) {
        self.originator = originator
        self.action = action
        self.url = url
    }

    /// A playback change during a session, for the system UI.
    public struct Action: Hashable, Sendable {
        /// The change's name, and the skipped item's for `skip(item:)`.
        let name: String

        /// Playback started.
        public static let play = Action(name: "play")
        /// Playback stopped.
        public static let pause = Action(name: "pause")
        /// The playback position changed.
        public static let seek = Action(name: "seek")
        /// The queue changed in a way no other action describes.
        public static let updatedQueue = Action(name: "updatedQueue")

        /// The item named `item` was skipped.
        public static func skip(item: String) -> Action { Action(name: "skip: " + item) }
    }
}
