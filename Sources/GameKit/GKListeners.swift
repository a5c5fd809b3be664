import Foundation

/// Handles invitations: an invitation the local player accepted, or one they sent from the
/// Game Center interface. Every method is optional (empty by default); none is called in a
/// render, where no invitation arrives.
public protocol GKInviteEventListener {
    /// The local player accepted `invite` from another player.
    func player(_ player: GKPlayer, didAccept invite: GKInvite)
    /// The local player asked, outside the game, to play with `recipientPlayers`.
    func player(_ player: GKPlayer, didRequestMatchWithRecipients recipientPlayers: [GKPlayer])
    /// The local player asked to play with players by identifier (deprecated form).
    func player(_ player: GKPlayer, didRequestMatchWithPlayers playerIDsToInvite: [String])
}

extension GKInviteEventListener {
    /// Nothing.
    public func player(_ player: GKPlayer, didAccept invite: GKInvite) {}
    /// Nothing.
    public func player(_ player: GKPlayer, didRequestMatchWithRecipients recipientPlayers: [GKPlayer]) {}
    /// Nothing.
    public func player(_ player: GKPlayer, didRequestMatchWithPlayers playerIDsToInvite: [String]) {}
}

/// Handles turn-based match events and exchanges. Every method is optional (empty by
/// default); none is called in a render, where no match exists.
public protocol GKTurnBasedEventListener {
    /// The player started a match with `playersToInvite` from the Game Center interface.
    func player(_ player: GKPlayer, didRequestMatchWithOtherPlayers playersToInvite: [GKPlayer])
    /// A turn event happened in `match` (`didBecomeActive`: the event brought the game forward).
    func player(_ player: GKPlayer, receivedTurnEventFor match: GKTurnBasedMatch, didBecomeActive: Bool)
    /// `match` ended.
    func player(_ player: GKPlayer, matchEnded match: GKTurnBasedMatch)
    /// The current participant wants to quit `match`.
    func player(_ player: GKPlayer, wantsToQuitMatch match: GKTurnBasedMatch)
    /// Another participant sent the local player `exchange` in `match`.
    func player(_ player: GKPlayer, receivedExchangeRequest exchange: GKTurnBasedExchange, for match: GKTurnBasedMatch)
    /// The sender cancelled `exchange` in `match`.
    func player(_ player: GKPlayer, receivedExchangeCancellation exchange: GKTurnBasedExchange, for match: GKTurnBasedMatch)
    /// Every recipient of `exchange` in `match` replied.
    func player(_ player: GKPlayer, receivedExchangeReplies replies: [GKTurnBasedExchangeReply],
                forCompletedExchange exchange: GKTurnBasedExchange, for match: GKTurnBasedMatch)
    /// The player started a match with players by identifier (deprecated form).
    func player(_ player: GKPlayer, didRequestMatchWithPlayers playerIDsToInvite: [String])
}

extension GKTurnBasedEventListener {
    /// Nothing.
    public func player(_ player: GKPlayer, didRequestMatchWithOtherPlayers playersToInvite: [GKPlayer]) {}
    /// Nothing.
    public func player(_ player: GKPlayer, receivedTurnEventFor match: GKTurnBasedMatch, didBecomeActive: Bool) {}
    /// Nothing.
    public func player(_ player: GKPlayer, matchEnded match: GKTurnBasedMatch) {}
    /// Nothing.
    public func player(_ player: GKPlayer, wantsToQuitMatch match: GKTurnBasedMatch) {}
    /// Nothing.
    public func player(_ player: GKPlayer, receivedExchangeRequest exchange: GKTurnBasedExchange, for match: GKTurnBasedMatch) {}
    /// Nothing.
    public func player(_ player: GKPlayer, receivedExchangeCancellation exchange: GKTurnBasedExchange, for match: GKTurnBasedMatch) {}
    /// Nothing.
    public func player(_ player: GKPlayer, receivedExchangeReplies replies: [GKTurnBasedExchangeReply],
                       forCompletedExchange exchange: GKTurnBasedExchange, for match: GKTurnBasedMatch) {}
    /// Nothing.
    public func player(_ player: GKPlayer, didRequestMatchWithPlayers playerIDsToInvite: [String]) {}
}

/// Handles challenge events. Every method is optional (empty by default); none is called in a
/// render, where no challenge arrives.
public protocol GKChallengeListener: NSObjectProtocol {
    /// The local player chose to play `challenge`.
    func player(_ player: GKPlayer, wantsToPlay challenge: GKChallenge)
    /// The local player received `challenge`.
    func player(_ player: GKPlayer, didReceive challenge: GKChallenge)
    /// The local player completed `challenge`, which `friendPlayer` issued.
    func player(_ player: GKPlayer, didComplete challenge: GKChallenge, issuedByFriend friendPlayer: GKPlayer)
    /// `friendPlayer` completed `challenge`, which the local player issued.
    func player(_ player: GKPlayer, issuedChallengeWasCompleted challenge: GKChallenge, byFriend friendPlayer: GKPlayer)
}

extension GKChallengeListener {
    /// Nothing.
    public func player(_ player: GKPlayer, wantsToPlay challenge: GKChallenge) {}
    /// Nothing.
    public func player(_ player: GKPlayer, didReceive challenge: GKChallenge) {}
    /// Nothing.
    public func player(_ player: GKPlayer, didComplete challenge: GKChallenge, issuedByFriend friendPlayer: GKPlayer) {}
    /// Nothing.
    public func player(_ player: GKPlayer, issuedChallengeWasCompleted challenge: GKChallenge, byFriend friendPlayer: GKPlayer) {}
}

/// Handles saved-game events. Both methods are optional (empty by default); neither is called
/// in a render, which saves no game to iCloud.
public protocol GKSavedGameListener: NSObjectProtocol {
    /// `savedGame` changed.
    func player(_ player: GKPlayer, didModifySavedGame savedGame: GKSavedGame)
    /// Several saved games share a name and need resolving.
    func player(_ player: GKPlayer, hasConflictingSavedGames savedGames: [GKSavedGame])
}

extension GKSavedGameListener {
    /// Nothing.
    public func player(_ player: GKPlayer, didModifySavedGame savedGame: GKSavedGame) {}
    /// Nothing.
    public func player(_ player: GKPlayer, hasConflictingSavedGames savedGames: [GKSavedGame]) {}
}

/// One listener for every local-player event: invitations, turns, challenges and saved games.
/// Register it with `GKLocalPlayer.local.register(_:)`; in a render it is kept and never called.
public protocol GKLocalPlayerListener: GKChallengeListener, GKInviteEventListener, GKSavedGameListener,
                                       GKTurnBasedEventListener {}

extension GKLocalPlayerListener {
    /// Nothing (the deprecated request both invite and turn-based listeners declare).
    public func player(_ player: GKPlayer, didRequestMatchWithPlayers playerIDsToInvite: [String]) {}
}
