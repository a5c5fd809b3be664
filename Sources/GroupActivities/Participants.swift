/// The recipients of a message a `GroupSessionMessenger` sends. A render sends nothing.
public enum Participants: Sendable {
    /// Every active participant of the session: the default recipients.
    case all
    /// Only the given participants.
    case only(Set<Participant>)

    /// Only `participant`.
    public static func only(_ participant: Participant) -> Participants { .only([participant]) }
}
