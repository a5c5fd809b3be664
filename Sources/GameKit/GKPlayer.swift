import BackplateUIKit
import Foundation

/// The value deprecated player-ID properties return, as GameKit's do since iOS 14.
public let GKPlayerIDNoLongerAvailable = "UnknownID"

extension NSNotification.Name {
    /// Posted after GameKit signs the local player in (never in a render: no one signs in).
    public static let GKPlayerAuthenticationDidChangeNotificationName =
        NSNotification.Name("GKPlayerAuthenticationDidChangeNotificationName")
    /// Posted when a player object's data changes (never in a render).
    public static let GKPlayerDidChangeNotificationName = NSNotification.Name("GKPlayerDidChangeNotificationName")
}

/// The abstract superclass of GameKit's player objects; apps use `GKPlayer` and
/// `GKLocalPlayer`.
open class GKBasePlayer: NSObject {
    /// A player object.
    public override init() { super.init() }
}

/// A Game Center player other than, or including, the local one. A render knows no remote
/// players: none is ever loaded, and the local player (a `GKLocalPlayer`) is not signed in, so
/// its names and identifiers are empty.
open class GKPlayer: GKBasePlayer {
    /// The size of a player photo to load (GameKit's raw values).
    public enum PhotoSize: Int, Sendable {
        /// A small photo.
        case small = 0
        /// A normal-sized photo.
        case normal = 1
    }

    /// The player's identifier for this game (empty for a player no one signed in as).
    open internal(set) var gamePlayerID = ""
    /// The player's identifier for all of the developer's games (empty for a player no one
    /// signed in as).
    open internal(set) var teamPlayerID = ""
    /// The nickname the player chose (empty for a player no one signed in as).
    open internal(set) var alias = ""
    /// The name to show for the player: their alias, or their name for a friend (empty for a
    /// player no one signed in as).
    open internal(set) var displayName = ""
    /// The identifier of a guest player the game made, `nil` for a Game Center player.
    open internal(set) var guestIdentifier: String?

    /// Whether the local player can invite this player: `false` (a render invites no one).
    open var isInvitable: Bool { false }

    /// A player object; GameKit makes them, apps make guests with
    /// `anonymousGuestPlayer(withIdentifier:)`.
    public required override init() { super.init() }

    /// A guest player identified by `guestIdentifier`, who has no Game Center account.
    open class func anonymousGuestPlayer(withIdentifier guestIdentifier: String) -> Self {
        let player = Self()
        player.guestIdentifier = guestIdentifier
        player.alias = guestIdentifier
        player.displayName = guestIdentifier
        return player
    }

    /// Whether `gamePlayerID` and `teamPlayerID` last beyond this run of the game: `true`.
    open func scopedIDsArePersistent() -> Bool { true }

    /// The player's former identifier: `GKPlayerIDNoLongerAvailable`, as on iOS 14 and later.
    @available(iOS, introduced: 4.1, deprecated: 13.0, message: "Use the gamePlayerID or teamPlayerID property to identify a player.")
    open var playerID: String { GKPlayerIDNoLongerAvailable }

    /// Whether the player is a friend of the local player: `false`.
    @available(iOS, introduced: 4.1, deprecated: 8.0, message: "Use GKLocalPlayer.loadFriends(_:) instead.")
    open var isFriend: Bool { false }

    /// Loads the player's photo: in a render `completionHandler` gets `GKError.notAuthenticated`
    /// on the main queue, after a runtime warning (no photo can be loaded).
    open func loadPhoto(for size: GKPlayer.PhotoSize,
                        withCompletionHandler completionHandler: (@Sendable (UIImage?, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKPlayer.loadPhoto(for:withCompletionHandler:)") { completionHandler?(nil, $0) }
    }

    /// Loads the player's photo: in a render it throws `GKError.notAuthenticated` after a
    /// runtime warning.
    nonisolated(nonsending) open func loadPhoto(for size: GKPlayer.PhotoSize) async throws -> UIImage {
        throw GameCenterUnavailable.error("GKPlayer.loadPhoto(for:)")
    }

    /// Loads players by identifier: in a render `completionHandler` gets
    /// `GKError.notAuthenticated` on the main queue, after a runtime warning.
    @available(iOS, introduced: 4.1, deprecated: 14.5, message: "Use GKLocalPlayer.loadFriends(identifiedBy:completionHandler:) instead.")
    open class func loadPlayers(forIdentifiers identifiers: [String],
                                withCompletionHandler completionHandler: (@Sendable ([GKPlayer]?, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKPlayer.loadPlayers(forIdentifiers:withCompletionHandler:)") { completionHandler?(nil, $0) }
    }
}
