import BackplateUIKit
import Foundation

/// What the Game Center dashboard shows first (GameKit's raw values).
public enum GKGameCenterViewControllerState: Int, Sendable {
    /// The default screen.
    case `default` = -1
    /// Leaderboard sets, or leaderboards when there are no sets.
    case leaderboards = 0
    /// Achievements.
    case achievements = 1
    /// Challenges.
    case challenges = 2
    /// The local player's profile.
    case localPlayerProfile = 3
    /// The dashboard.
    case dashboard = 4
    /// The local player's friends list.
    case localPlayerFriendsList = 5
}

/// What GameKit's view controllers adopt.
public protocol GKViewController {}

/// Told when the player closes the Game Center dashboard (never in a render, where the
/// dashboard is not drawn and no one closes it).
public protocol GKGameCenterControllerDelegate: NSObjectProtocol {
    /// The player closed `gameCenterViewController`; dismiss it.
    @MainActor func gameCenterViewControllerDidFinish(_ gameCenterViewController: GKGameCenterViewController)
}

/// The Game Center dashboard, as a stand-in that keeps what it was made to show. It is never
/// drawn (a representable wrapping it leaves its frame empty, with a warning, as for other
/// UIKit controllers), and its delegate is never called.
@available(iOS, introduced: 6.0, deprecated: 26.0, message: "Use GKAccessPoint to present the Game Center dashboard")
open class GKGameCenterViewController: UINavigationController, GKViewController {
    /// The object told when the player closes the dashboard (held weakly; never called).
    open weak var gameCenterDelegate: (any GKGameCenterControllerDelegate)?
    /// What the dashboard shows first.
    @available(iOS, introduced: 6.0, deprecated: 14.0, message: "Use init(state:) instead")
    open var viewState: GKGameCenterViewControllerState {
        get { state }
        set { state = newValue }
    }
    /// The leaderboard shown, for a leaderboard dashboard.
    @available(iOS, introduced: 7.0, deprecated: 14.0, message: "Use init(leaderboardID:playerScope:timeScope:) instead")
    open var leaderboardIdentifier: String? {
        get { leaderboardID }
        set { leaderboardID = newValue }
    }
    /// The time scope of the leaderboard shown.
    @available(iOS, introduced: 6.0, deprecated: 14.0, message: "Use init(leaderboardID:playerScope:timeScope:) instead")
    open var leaderboardTimeScope: GKLeaderboard.TimeScope {
        get { timeScope }
        set { timeScope = newValue }
    }

    /// What the dashboard shows first (Backplate's, for tests and tools).
    package internal(set) var state = GKGameCenterViewControllerState.default
    /// The leaderboard, leaderboard set, achievement or player it opens to, if any.
    package internal(set) var leaderboardID: String?
    /// The leaderboard set it opens to, if any.
    package internal(set) var leaderboardSetID: String?
    /// The achievement it opens to, if any.
    package internal(set) var achievementID: String?
    /// The player whose profile it opens to, if any.
    package internal(set) var player: GKPlayer?
    /// The leaderboard's player scope.
    package internal(set) var playerScope = GKLeaderboard.PlayerScope.global
    /// The leaderboard's time scope.
    package internal(set) var timeScope = GKLeaderboard.TimeScope.allTime

    /// A dashboard showing its default screen.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nil, bundle: nil)
    }

    /// A dashboard with `rootViewController` (GameKit ignores it; so does Backplate).
    public override init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
    }

    /// A dashboard from an archive: there is no storyboard on Linux, so the default screen.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A dashboard showing `state` first.
    public convenience init(state: GKGameCenterViewControllerState) {
        self.init(nibName: nil, bundle: nil)
        self.state = state
    }

    /// A dashboard showing a leaderboard's scores for `playerScope` over `timeScope`.
    public convenience init(leaderboardID: String, playerScope: GKLeaderboard.PlayerScope, timeScope: GKLeaderboard.TimeScope) {
        self.init(state: .leaderboards)
        self.leaderboardID = leaderboardID
        self.playerScope = playerScope
        self.timeScope = timeScope
    }

    /// A dashboard showing `leaderboard`'s scores for `playerScope`.
    public convenience init(leaderboard: GKLeaderboard, playerScope: GKLeaderboard.PlayerScope) {
        self.init(leaderboardID: leaderboard.baseLeaderboardID, playerScope: playerScope, timeScope: .allTime)
    }

    /// A dashboard showing a leaderboard set.
    public convenience init(leaderboardSetID: String) {
        self.init(state: .leaderboards)
        self.leaderboardSetID = leaderboardSetID
    }

    /// A dashboard showing an achievement.
    public convenience init(achievementID: String) {
        self.init(state: .achievements)
        self.achievementID = achievementID
    }

    /// A dashboard showing `player`'s profile.
    public convenience init(player: GKPlayer) {
        self.init(state: .localPlayerProfile)
        self.player = player
    }
}
