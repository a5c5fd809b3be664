import Foundation

/// A person's device engaged in a session, known only by a unique identifier. A render's
/// sessions have no remote participants.
public struct Participant: Hashable, Identifiable, Sendable, CustomStringConvertible {
    /// The participant's globally unique identifier for the session.
    public let id: UUID
    private let isLocal: Bool

    init(id: UUID, isLocal: Bool) {
        self.id = id
        self.isLocal = isLocal
    }

    /// Whether the participant is physically near the local one (iOS 26+): true only for the
    /// local participant, since a render has nobody nearby.
    public var isNearbyWithLocalParticipant: Bool { isLocal }

    /// The participant's identifier.
    public var description: String { "Participant(id: \(id))" }
}
