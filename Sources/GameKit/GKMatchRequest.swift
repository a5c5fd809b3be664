import Foundation

/// The kind of match a request is for (GameKit's raw values).
public enum GKMatchType: UInt, Sendable {
    /// A real-time match whose players connect to each other.
    case peerToPeer = 0
    /// A real-time match on the game's own server.
    case hosted = 1
    /// A turn-based match.
    case turnBased = 2
}

/// How an invited player answered (GameKit's raw values).
public enum GKInviteRecipientResponse: Int, Sendable {
    /// Accepted.
    case accepted = 0
    /// Declined.
    case declined = 1
    /// The invitation failed.
    case failed = 2
    /// The player's game version is incompatible.
    case incompatible = 3
    /// The player could not connect.
    case unableToConnect = 4
    /// The invitation timed out.
    case noAnswer = 5
}

/// The older name of `GKInviteRecipientResponse`.
public typealias GKInviteeResponse = GKInviteRecipientResponse

/// The parameters of a real-time or turn-based match the game asks Game Center for. It keeps
/// what the game sets; a render never finds a match (every matchmaking request fails with
/// `GKError.notAuthenticated`).
open class GKMatchRequest: NSObject {
    /// The fewest players the match can start with (2 until set).
    open var minPlayers = 2
    /// The most players the match can hold (2 until set).
    open var maxPlayers = 2
    /// The slots GameKit's matchmaker offers: 0 until set, which means `maxPlayers`.
    open var defaultNumberOfPlayers = 0
    /// Matches only players of the same group (0: any).
    open var playerGroup = 0
    /// The role the local player wants, as a bit mask (0: any).
    open var playerAttributes: UInt32 = 0
    /// The players to invite (`nil`: none).
    open var recipients: [GKPlayer]?
    /// The message sent with invitations (`nil`: GameKit's).
    open var inviteMessage: String?
    /// Called as invited players answer (never in a render).
    open var recipientResponseHandler: ((GKPlayer, GKInviteRecipientResponse) -> Void)?
    /// The matchmaking-rules queue the request goes to (`nil`: no rules).
    open var queueName: String?
    /// The local player's values for matchmaking rules (`nil`: none).
    open var properties: [String: Any]?
    /// Each recipient's values for matchmaking rules (`nil`: none).
    open var recipientProperties: [GKPlayer: [String: Any]]?
    /// Whether only automatch fills the match (`false` until set).
    @available(iOS, introduced: 13.0, deprecated: 14.0, message: "Use GKMatchmakerViewController.matchmakingMode instead")
    open var restrictToAutomatch = false
    /// The player identifiers to invite (old API; `nil`: none).
    @available(iOS, introduced: 4.1, deprecated: 8.0, message: "Use recipients instead")
    open var playersToInvite: [String]?
    /// Called as invited players answer (old API; never in a render).
    @available(iOS, introduced: 6.0, deprecated: 8.0, message: "Use recipientResponseHandler instead")
    open var inviteeResponseHandler: ((String, GKInviteeResponse) -> Void)?

    /// A request with the default values.
    public override init() { super.init() }

    /// The most players a match of `matchType` can hold: 16, as documented for every type.
    open class func maxPlayersAllowedForMatch(of matchType: GKMatchType) -> Int { 16 }
}

/// An invitation to a match another player sent the local player (never, in a render).
open class GKInvite: NSObject {
    /// The player who sent the invitation.
    open internal(set) var sender: GKPlayer
    /// Whether the match is on the game's own server.
    open internal(set) var isHosted = false
    /// The match's player group.
    open internal(set) var playerGroup = 0
    /// The match's player attributes.
    open internal(set) var playerAttributes: UInt32 = 0

    /// An invitation from `sender` (GameKit makes them).
    init(sender: GKPlayer) {
        self.sender = sender
        super.init()
    }

    /// The identifier of the player who sent the invitation (old API).
    @available(iOS, introduced: 4.1, deprecated: 8.0, message: "Use sender instead")
    open var inviter: String { GKPlayerIDNoLongerAvailable }
}
