import Foundation

/// A score for a leaderboard, from Game Center's API before iOS 14. A render reports none:
/// reporting fails with `GKError.notAuthenticated` after a runtime warning.
@available(iOS, introduced: 4.1, deprecated: 14.0, message: "Use GKLeaderboard.submitScore(_:context:player:leaderboardIDs:completionHandler:) instead")
open class GKScore: NSObject {
    /// The leaderboard the score is for.
    open var leaderboardIdentifier: String
    /// The score (0 until set).
    open var value: Int64 = 0
    /// The game's value stored with the score (0 until set).
    open var context: UInt64 = 0
    /// The player who earned the score (the local player unless given).
    open internal(set) var player: GKPlayer
    /// When the score was earned (the object's creation).
    open internal(set) var date = Date()
    /// The score's rank in loaded results (0: not loaded).
    open internal(set) var rank = 0
    /// The score formatted by the leaderboard's format: the value's digits in a render.
    open var formattedValue: String? { String(value) }
    /// Whether reporting also makes the leaderboard the player's default (`false` until set).
    open var shouldSetDefaultLeaderboard = false

    /// A score for the local player on `leaderboardIdentifier`.
    public init(leaderboardIdentifier identifier: String) {
        leaderboardIdentifier = identifier
        player = GKLocalPlayer.local
        super.init()
    }

    /// A score for `player` on `leaderboardIdentifier`.
    public init(leaderboardIdentifier identifier: String, player: GKPlayer) {
        leaderboardIdentifier = identifier
        self.player = player
        super.init()
    }

    /// The leaderboard, under its pre-iOS 7 name.
    @available(iOS, introduced: 4.1, deprecated: 7.0, renamed: "leaderboardIdentifier")
    open var category: String? {
        get { leaderboardIdentifier }
        set { leaderboardIdentifier = newValue ?? "" }
    }

    /// Reports `scores`: `completionHandler` gets `GKError.notAuthenticated` on the main queue,
    /// after a runtime warning (nothing is reported).
    open class func report(_ scores: [GKScore], withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKScore.report(_:withCompletionHandler:)") { completionHandler?($0) }
    }

    /// Reports `scores`: throws `GKError.notAuthenticated` after a runtime warning.
    nonisolated(nonsending) open class func report(_ scores: [GKScore]) async throws {
        throw GameCenterUnavailable.error("GKScore.report(_:)")
    }

    /// Reports `scores`, completing only `challenges`: `completionHandler` gets
    /// `GKError.notAuthenticated` on the main queue, after a runtime warning.
    open class func report(_ scores: [GKScore], withEligibleChallenges challenges: [GKChallenge],
                           withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKScore.report(_:withEligibleChallenges:withCompletionHandler:)") { completionHandler?($0) }
    }

    /// Reports this score (old API): `completionHandler` gets `GKError.notAuthenticated` on the
    /// main queue, after a runtime warning.
    @available(iOS, introduced: 4.1, deprecated: 7.0, message: "Use report(_:withCompletionHandler:) instead")
    open func report(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKScore.report(completionHandler:)") { completionHandler?($0) }
    }
}
