import BackplateUIKit
import Foundation

/// How a matchmaker finds players (GameKit's raw values).
public enum GKMatchmakingMode: Int, Sendable {
    /// Invitations, nearby players and automatch.
    case `default` = 0
    /// Nearby players only.
    case nearbyOnly = 1
    /// Automatch only.
    case automatchOnly = 2
    /// Invitations only.
    case inviteOnly = 3
}

/// What GameKit's real-time matchmaker tells its delegate. The two required methods have no
/// default; none is called in a render, where the matchmaker is never drawn.
public protocol GKMatchmakerViewControllerDelegate: NSObjectProtocol {
    /// The player cancelled matchmaking; dismiss the controller.
    @MainActor func matchmakerViewControllerWasCancelled(_ viewController: GKMatchmakerViewController)
    /// Matchmaking failed; dismiss the controller.
    @MainActor func matchmakerViewController(_ viewController: GKMatchmakerViewController, didFailWithError error: any Error)
    /// Players were found for a peer-to-peer match.
    @MainActor func matchmakerViewController(_ viewController: GKMatchmakerViewController, didFind match: GKMatch)
    /// Players were found for a hosted match.
    @MainActor func matchmakerViewController(_ viewController: GKMatchmakerViewController, didFindHostedPlayers players: [GKPlayer])
    /// A player of a hosted match accepted the invitation.
    @MainActor func matchmakerViewController(_ viewController: GKMatchmakerViewController, hostedPlayerDidAccept player: GKPlayer)
    /// Asks for a recipient's values for matchmaking rules.
    @MainActor func matchmakerViewController(_ viewController: GKMatchmakerViewController,
                                             getMatchPropertiesForRecipient recipient: GKPlayer,
                                             withCompletionHandler completionHandler: @escaping @Sendable ([String: Any]) -> Void)
}

extension GKMatchmakerViewControllerDelegate {
    /// Nothing.
    @MainActor public func matchmakerViewController(_ viewController: GKMatchmakerViewController, didFind match: GKMatch) {}
    /// Nothing.
    @MainActor public func matchmakerViewController(_ viewController: GKMatchmakerViewController, didFindHostedPlayers players: [GKPlayer]) {}
    /// Nothing.
    @MainActor public func matchmakerViewController(_ viewController: GKMatchmakerViewController, hostedPlayerDidAccept player: GKPlayer) {}
    /// Answers no properties.
    @MainActor public func matchmakerViewController(_ viewController: GKMatchmakerViewController,
                                                    getMatchPropertiesForRecipient recipient: GKPlayer,
                                                    withCompletionHandler completionHandler: @escaping @Sendable ([String: Any]) -> Void) {
        completionHandler([:])
    }
}

/// GameKit's real-time matchmaker, as a stand-in that keeps its request and settings. It is
/// never drawn (a representable wrapping it leaves its frame empty, with a warning, as for
/// other UIKit controllers) and finds no one; its delegate is never called.
open class GKMatchmakerViewController: UINavigationController, GKViewController {
    /// The match asked for.
    open private(set) var matchRequest = GKMatchRequest()
    /// The object told how matchmaking ends (held weakly; never called in a render).
    open weak var matchmakerDelegate: (any GKMatchmakerViewControllerDelegate)?
    /// Whether the match is on the game's own server (`false` until set).
    open var isHosted = false
    /// How players are found (`.default` until set).
    open var matchmakingMode = GKMatchmakingMode.default
    /// Whether the game may start once `minPlayers` joined (`false` until set).
    open var canStartWithMinimumPlayers = false
    /// The message sent with invitations (old API; `nil` until set).
    @available(iOS, introduced: 5.0, deprecated: 7.0, message: "Use GKMatchRequest.inviteMessage instead")
    open var defaultInvitationMessage: String?
    /// The invitation it was made from, if any (Backplate's, for tests and tools).
    package private(set) var invite: GKInvite?

    /// A matchmaker for `matchRequest` (never `nil` in a render).
    public init?(matchRequest: GKMatchRequest) {
        super.init(nibName: nil, bundle: nil)
        self.matchRequest = matchRequest
    }

    /// A matchmaker for an invitation the player accepted (never `nil` in a render).
    public init?(invite: GKInvite) {
        super.init(nibName: nil, bundle: nil)
        self.invite = invite
    }

    /// A matchmaker from a nib: there is no nib on Linux, so one for a default request.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nil, bundle: nil)
    }

    /// A matchmaker with `rootViewController` (GameKit ignores it; so does Backplate).
    public override init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
    }

    /// A matchmaker from an archive: there is no storyboard on Linux, so a default request.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Invites more players to `match` (no one is found in a render).
    open func addPlayers(to match: GKMatch) {}

    /// Shows a hosted player as connected or not (kept nowhere: nothing is drawn).
    open func setHostedPlayer(_ player: GKPlayer, didConnect connected: Bool) {}
}
