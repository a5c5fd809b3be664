import BackplateCore
import Foundation

/// A player's connection to a real-time match (GameKit's raw values).
public enum GKPlayerConnectionState: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Connected.
    case connected = 1
    /// Disconnected.
    case disconnected = 2
}

/// What a real-time match tells its delegate: data from players, connection changes and
/// errors. Every method is optional (empty by default); none is called in a render, where no
/// match has other players.
public protocol GKMatchDelegate: NSObjectProtocol {
    /// `data` arrived from `player`.
    func match(_ match: GKMatch, didReceive data: Data, fromRemotePlayer player: GKPlayer)
    /// `data` arrived from `player` for `recipient`.
    func match(_ match: GKMatch, didReceive data: Data, forRecipient recipient: GKPlayer, fromRemotePlayer player: GKPlayer)
    /// `player` connected or disconnected.
    func match(_ match: GKMatch, player: GKPlayer, didChange state: GKPlayerConnectionState)
    /// The match failed to connect.
    func match(_ match: GKMatch, didFailWithError error: (any Error)?)
    /// Whether to invite `player` again after they disconnected from a two-player match
    /// (`false` by default).
    func match(_ match: GKMatch, shouldReinviteDisconnectedPlayer player: GKPlayer) -> Bool
}

extension GKMatchDelegate {
    /// Nothing.
    public func match(_ match: GKMatch, didReceive data: Data, fromRemotePlayer player: GKPlayer) {}
    /// Nothing.
    public func match(_ match: GKMatch, didReceive data: Data, forRecipient recipient: GKPlayer, fromRemotePlayer player: GKPlayer) {}
    /// Nothing.
    public func match(_ match: GKMatch, player: GKPlayer, didChange state: GKPlayerConnectionState) {}
    /// Nothing.
    public func match(_ match: GKMatch, didFailWithError error: (any Error)?) {}
    /// `false`.
    public func match(_ match: GKMatch, shouldReinviteDisconnectedPlayer player: GKPlayer) -> Bool { false }
}

/// A real-time network of players. GameKit makes matches when matchmaking succeeds, which it
/// never does in a render; a match made anyway has no players, and sending to it throws
/// `GKError.matchNotConnected` after a runtime warning.
open class GKMatch: NSObject {
    /// How data is sent (GameKit's raw values).
    public enum SendDataMode: Int, Sendable {
        /// Resent until it arrives or the connection times out.
        case reliable = 0
        /// Sent once.
        case unreliable = 1
    }

    /// The object told of data and connections (held weakly; never called in a render).
    open weak var delegate: (any GKMatchDelegate)?
    /// The other players connected to the match: none.
    open internal(set) var players: [GKPlayer] = []
    /// The players still expected to join: 0.
    open internal(set) var expectedPlayerCount = 0
    /// The local player's values matchmaking rules used (`nil`: none).
    open internal(set) var properties: [String: Any]?
    /// The other players' values matchmaking rules used (`nil`: none).
    open internal(set) var playerProperties: [GKPlayer: [String: Any]]?

    /// A match with no players (GameKit makes connected ones).
    public override init() { super.init() }

    /// Sends `data` to `players`: throws `GKError.matchNotConnected` after a runtime warning
    /// (a render's match connects no one).
    open func send(_ data: Data, to players: [GKPlayer], dataMode mode: GKMatch.SendDataMode) throws {
        throw Self.notConnected("send(_:to:dataMode:)")
    }

    /// Sends `data` to every player: throws `GKError.matchNotConnected` after a runtime warning.
    open func sendData(toAllPlayers data: Data, with mode: GKMatch.SendDataMode) throws {
        throw Self.notConnected("sendData(toAllPlayers:with:)")
    }

    /// The error sending ends in, after a runtime warning naming `call`.
    private static func notConnected(_ call: String) -> GKError {
        RuntimeWarning.emit("GameKit: GKMatch.\(call) throws GKError.matchNotConnected: a render connects no players")
        return GKError(.matchNotConnected)
    }

    /// Leaves the match (nothing to leave in a render).
    open func disconnect() {}

    /// Picks the player best suited to host: `completionHandler` gets `nil` on the main queue
    /// (there is no one to pick).
    open func chooseBestHostingPlayer(completionHandler: @escaping @Sendable (GKPlayer?) -> Void) {
        DispatchQueue.main.async { completionHandler(nil) }
    }

    /// Picks the player best suited to host: `nil`.
    nonisolated(nonsending) open func chooseBestHostingPlayer() async -> GKPlayer? { nil }

    /// Makes a new match with the same players: `completionHandler` gets
    /// `GKError.notAuthenticated` on the main queue, after a runtime warning.
    open func rematch(completionHandler: (@Sendable (GKMatch?, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKMatch.rematch(completionHandler:)") { completionHandler?(nil, $0) }
    }

    /// Makes a new match with the same players: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open func rematch() async throws -> GKMatch {
        throw GameCenterUnavailable.error("GKMatch.rematch()")
    }
}
