import Foundation

/// The state of a challenge (GameKit's raw values).
public enum GKChallengeState: Int, Sendable {
    /// The challenge is not valid.
    case invalid = 0
    /// Issued, not yet completed or declined.
    case pending = 1
    /// Completed.
    case completed = 2
    /// Declined.
    case declined = 3
}

/// A challenge one player issued to another. A render receives none: no challenge object is
/// ever made by GameKit, and loading them fails with `GKError.notAuthenticated`.
open class GKChallenge: NSObject {
    /// The player who issued the challenge (`nil`: none).
    open internal(set) var issuingPlayer: GKPlayer?
    /// The player who received the challenge (`nil`: none).
    open internal(set) var receivingPlayer: GKPlayer?
    /// The challenge's state.
    open internal(set) var state: GKChallengeState = .invalid
    /// When the challenge was issued.
    open internal(set) var issueDate = Date()
    /// When the challenge was completed or declined (`nil`: not yet).
    open internal(set) var completionDate: Date?
    /// The message sent with the challenge.
    open internal(set) var message: String?

    /// A challenge object (GameKit makes them).
    public override init() { super.init() }

    /// Declines the challenge: it becomes `.declined`.
    open func decline() {
        state = .declined
        completionDate = Date()
    }

    /// Loads the challenges the local player received: `completionHandler` gets
    /// `GKError.notAuthenticated` on the main queue, after a runtime warning.
    open class func loadReceivedChallenges(completionHandler: (@Sendable ([GKChallenge]?, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKChallenge.loadReceivedChallenges(completionHandler:)") { completionHandler?(nil, $0) }
    }

    /// Loads the challenges the local player received: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open class func loadReceivedChallenges() async throws -> [GKChallenge] {
        throw GameCenterUnavailable.error("GKChallenge.loadReceivedChallenges()")
    }
}

/// A challenge to beat a leaderboard score.
open class GKScoreChallenge: GKChallenge {
    /// The score to beat (`nil`: none).
    open internal(set) var score: GKScore?
}

/// A challenge to earn an achievement.
open class GKAchievementChallenge: GKChallenge {
    /// The achievement to earn (`nil`: none).
    open internal(set) var achievement: GKAchievement?
}
