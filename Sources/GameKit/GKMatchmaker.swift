import BackplateCore
import Foundation

/// The players and rule values a rules-based hosted search found (never, in a render).
open class GKMatchedPlayers: NSObject {
    /// The players found.
    open internal(set) var players: [GKPlayer] = []
    /// The local player's values the rules used (`nil`: none).
    open internal(set) var properties: [String: Any]?
    /// The other players' values the rules used (`nil`: none).
    open internal(set) var playerProperties: [GKPlayer: [String: Any]]?
}

/// Finds players for real-time matches without GameKit's interface. A render finds no one:
/// every search fails with `GKError.notAuthenticated`, through its completion handler on the
/// main queue or thrown from its async form, after a runtime warning naming the call; browsing
/// and group activities report no player.
open class GKMatchmaker: NSObject {
    /// The one matchmaker, held for the process.
    private static let sharedMatchmaker = LockedState(unchecked: GKMatchmaker())

    /// The shared matchmaker: the same object on every call.
    open class func shared() -> GKMatchmaker { sharedMatchmaker.withLockUnchecked { $0 } }

    /// Makes a match from an accepted invitation: fails with `GKError.notAuthenticated`.
    open func match(for invite: GKInvite, completionHandler: (@Sendable (GKMatch?, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKMatchmaker.match(for:completionHandler:)") { completionHandler?(nil, $0) }
    }

    /// Makes a match from an accepted invitation: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open func match(for invite: GKInvite) async throws -> GKMatch {
        throw GameCenterUnavailable.error("GKMatchmaker.match(for:)")
    }

    /// Finds players for a peer-to-peer match: fails with `GKError.notAuthenticated`.
    open func findMatch(for request: GKMatchRequest,
                        withCompletionHandler completionHandler: (@Sendable (GKMatch?, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKMatchmaker.findMatch(for:withCompletionHandler:)") { completionHandler?(nil, $0) }
    }

    /// Finds players for a peer-to-peer match: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open func findMatch(for request: GKMatchRequest) async throws -> GKMatch {
        throw GameCenterUnavailable.error("GKMatchmaker.findMatch(for:)")
    }

    /// Finds players for a hosted match: fails with `GKError.notAuthenticated`.
    open func findPlayers(forHostedRequest request: GKMatchRequest,
                          withCompletionHandler completionHandler: (@Sendable ([GKPlayer]?, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKMatchmaker.findPlayers(forHostedRequest:withCompletionHandler:)") { completionHandler?(nil, $0) }
    }

    /// Finds players for a hosted match: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open func findPlayers(forHostedRequest request: GKMatchRequest) async throws -> [GKPlayer] {
        throw GameCenterUnavailable.error("GKMatchmaker.findPlayers(forHostedRequest:)")
    }

    /// Finds players for a hosted match with matchmaking rules: fails with
    /// `GKError.notAuthenticated`.
    open func findMatchedPlayers(_ request: GKMatchRequest,
                                 withCompletionHandler completionHandler: @escaping @Sendable (GKMatchedPlayers?, (any Error)?) -> Void) {
        GameCenterUnavailable.fail("GKMatchmaker.findMatchedPlayers(_:withCompletionHandler:)") { completionHandler(nil, $0) }
    }

    /// Finds players for a hosted match with matchmaking rules: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open func findMatchedPlayers(_ request: GKMatchRequest) async throws -> GKMatchedPlayers {
        throw GameCenterUnavailable.error("GKMatchmaker.findMatchedPlayers(_:)")
    }

    /// Invites more players to `match`: fails with `GKError.notAuthenticated`.
    open func addPlayers(to match: GKMatch, matchRequest: GKMatchRequest,
                         completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKMatchmaker.addPlayers(to:matchRequest:completionHandler:)") { completionHandler?($0) }
    }

    /// Invites more players to `match`: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open func addPlayers(to match: GKMatch, matchRequest: GKMatchRequest) async throws {
        throw GameCenterUnavailable.error("GKMatchmaker.addPlayers(to:matchRequest:)")
    }

    /// Ends matchmaking for `match` (none is under way).
    open func finishMatchmaking(for match: GKMatch) {}

    /// Cancels matchmaking (none is under way).
    open func cancel() {}

    /// Cancels the invitation to `player` (none was sent).
    open func cancelPendingInvite(to player: GKPlayer) {}

    /// Counts players who recently asked for a match: fails with `GKError.notAuthenticated`.
    open func queryActivity(completionHandler: (@Sendable (Int, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKMatchmaker.queryActivity(completionHandler:)") { completionHandler?(0, $0) }
    }

    /// Counts players who recently asked for a match: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open func queryActivity() async throws -> Int {
        throw GameCenterUnavailable.error("GKMatchmaker.queryActivity()")
    }

    /// Counts a player group's recent requests: fails with `GKError.notAuthenticated`.
    open func queryPlayerGroupActivity(_ playerGroup: Int,
                                       withCompletionHandler completionHandler: (@Sendable (Int, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKMatchmaker.queryPlayerGroupActivity(_:withCompletionHandler:)") { completionHandler?(0, $0) }
    }

    /// Counts a player group's recent requests: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open func queryPlayerGroupActivity(_ playerGroup: Int) async throws -> Int {
        throw GameCenterUnavailable.error("GKMatchmaker.queryPlayerGroupActivity(_:)")
    }

    /// Counts a rules queue's recent requests: fails with `GKError.notAuthenticated`.
    open func queryQueueActivity(_ queueName: String,
                                 withCompletionHandler completionHandler: (@Sendable (Int, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKMatchmaker.queryQueueActivity(_:withCompletionHandler:)") { completionHandler?(0, $0) }
    }

    /// Counts a rules queue's recent requests: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open func queryQueueActivity(_ queueName: String) async throws -> Int {
        throw GameCenterUnavailable.error("GKMatchmaker.queryQueueActivity(_:)")
    }

    /// Looks for nearby players: `handler` is never called (a render has no radio or network),
    /// with a runtime warning.
    open func startBrowsingForNearbyPlayers(handler reachableHandler: (@Sendable (GKPlayer, Bool) -> Void)? = nil) {
        RuntimeWarning.emit("GameKit: GKMatchmaker.startBrowsingForNearbyPlayers(handler:) finds no one: a render has no nearby players")
    }

    /// Stops looking for nearby players.
    open func stopBrowsingForNearbyPlayers() {}

    /// Starts a SharePlay activity for the game: `playerHandler` is never called (a render has
    /// no FaceTime call), with a runtime warning.
    open func startGroupActivity(playerHandler handler: @escaping @Sendable (GKPlayer) -> Void) {
        RuntimeWarning.emit("GameKit: GKMatchmaker.startGroupActivity(playerHandler:) finds no one: a render has no FaceTime call")
    }

    /// Ends the SharePlay activity (none is under way).
    open func stopGroupActivity() {}
}
