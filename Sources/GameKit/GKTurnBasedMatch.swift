import Foundation

/// The default time a participant has to take a turn: one week.
public let GKTurnTimeoutDefault: TimeInterval = 604_800
/// A turn time that never runs out in practice: one year.
public let GKTurnTimeoutNone: TimeInterval = 31_449_600
/// The default time an exchange waits for replies: one day.
public let GKExchangeTimeoutDefault: TimeInterval = 86_400
/// An exchange time that never runs out in practice: one year.
public let GKExchangeTimeoutNone: TimeInterval = 31_449_600

/// A participant of a turn-based match (never loaded in a render).
open class GKTurnBasedParticipant: NSObject {
    /// The participant's state in the match (GameKit's raw values).
    public enum Status: Int, Sendable {
        /// Not known.
        case unknown = 0
        /// Invited, not yet answered.
        case invited = 1
        /// Declined the invitation.
        case declined = 2
        /// A slot Game Center is still filling.
        case matching = 3
        /// Playing.
        case active = 4
        /// Left the match.
        case done = 5
    }

    /// The participant's player (`nil`: a slot not yet filled).
    open internal(set) var player: GKPlayer?
    /// When the participant last took a turn (`nil`: never).
    open internal(set) var lastTurnDate: Date?
    /// When the participant's turn timed out (`nil`: it did not).
    open internal(set) var timeoutDate: Date?
    /// The participant's state.
    open internal(set) var status = Status.unknown
    /// The participant's result, set before the match ends (`.none` until set).
    open var matchOutcome = GKTurnBasedMatch.Outcome.none

    /// A participant (GameKit makes them).
    public override init() { super.init() }
}

/// A data exchange between participants of a turn-based match (never, in a render).
open class GKTurnBasedExchange: NSObject {
    /// The exchange's identifier.
    open internal(set) var exchangeID = ""
    /// The participant who sent it (`nil`: none).
    open internal(set) var sender: GKTurnBasedParticipant?
    /// The participants it was sent to.
    open internal(set) var recipients: [GKTurnBasedParticipant] = []
    /// The game's data.
    open internal(set) var data: Data?
    /// The replies received (`nil`: none).
    open internal(set) var replies: [GKTurnBasedExchangeReply]?
}

/// A participant's reply to an exchange (never, in a render).
open class GKTurnBasedExchangeReply: NSObject {
    /// The participant who replied (`nil`: none).
    open internal(set) var recipient: GKTurnBasedParticipant?
    /// The game's data.
    open internal(set) var data: Data?
    /// The reply's message (`nil`: none).
    open internal(set) var message: String?
}

/// A turn-based match that Game Center stores and forwards. A render has none: finding,
/// loading and every turn action fail with `GKError.notAuthenticated`, through the completion
/// handler on the main queue or thrown from the async form, after a runtime warning.
open class GKTurnBasedMatch: NSObject {
    /// The match's state (GameKit's raw values).
    public enum Status: Int, Sendable {
        /// Not known.
        case unknown = 0
        /// Being played.
        case open = 1
        /// Ended.
        case ended = 2
        /// Game Center is filling empty slots.
        case matching = 3
    }

    /// A participant's result (GameKit's raw values; games add their own above `customRange`).
    public enum Outcome: Int, Sendable {
        /// No result yet.
        case none = 0
        /// Quit.
        case quit = 1
        /// Won.
        case won = 2
        /// Lost.
        case lost = 3
        /// Tied.
        case tied = 4
        /// Ran out of time.
        case timeExpired = 5
        /// First place.
        case first = 6
        /// Second place.
        case second = 7
        /// Third place.
        case third = 8
        /// Fourth place.
        case fourth = 9
        /// The start of the game's own outcomes.
        case customRange = 0x00FF_0000
    }

    /// The match's identifier.
    open internal(set) var matchID = ""
    /// When Game Center made the match.
    open internal(set) var creationDate = Date()
    /// The match's participants.
    open internal(set) var participants: [GKTurnBasedParticipant] = []
    /// The participant whose turn it is (`nil`: none).
    open internal(set) var currentParticipant: GKTurnBasedParticipant?
    /// The match's state.
    open internal(set) var status = Status.unknown
    /// The game's data (`nil`: none saved).
    open internal(set) var matchData: Data?
    /// The message shown to participants (`nil`: none).
    open var message: String?
    /// The most match data Game Center stores, in bytes.
    open var matchDataMaximumSize: Int { 65_536 }

    /// A match (GameKit makes them).
    public override init() { super.init() }

    /// Finds or makes a match for `request`: fails with `GKError.notAuthenticated`.
    open class func find(for request: GKMatchRequest,
                         withCompletionHandler completionHandler: @escaping @Sendable (GKTurnBasedMatch?, (any Error)?) -> Void) {
        GameCenterUnavailable.fail("GKTurnBasedMatch.find(for:withCompletionHandler:)") { completionHandler(nil, $0) }
    }

    /// Finds or makes a match for `request`: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open class func find(for request: GKMatchRequest) async throws -> GKTurnBasedMatch {
        throw GameCenterUnavailable.error("GKTurnBasedMatch.find(for:)")
    }

    /// Loads the local player's matches: fails with `GKError.notAuthenticated`.
    open class func loadMatches(completionHandler: (@Sendable ([GKTurnBasedMatch]?, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKTurnBasedMatch.loadMatches(completionHandler:)") { completionHandler?(nil, $0) }
    }

    /// Loads the local player's matches: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open class func loadMatches() async throws -> [GKTurnBasedMatch] {
        throw GameCenterUnavailable.error("GKTurnBasedMatch.loadMatches()")
    }

    /// Loads the match with `matchID`: fails with `GKError.notAuthenticated`.
    open class func load(withID matchID: String,
                         withCompletionHandler completionHandler: (@Sendable (GKTurnBasedMatch?, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKTurnBasedMatch.load(withID:withCompletionHandler:)") { completionHandler?(nil, $0) }
    }

    /// Loads the match with `matchID`: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open class func load(withID matchID: String) async throws -> GKTurnBasedMatch {
        throw GameCenterUnavailable.error("GKTurnBasedMatch.load(withID:)")
    }

    /// Fails `call` through `completionHandler` (the shape of every turn action).
    private func fail(_ call: String, _ completionHandler: (@Sendable ((any Error)?) -> Void)?) {
        GameCenterUnavailable.fail("GKTurnBasedMatch.\(call)") { completionHandler?($0) }
    }

    /// Accepts an invitation to the match: fails with `GKError.notAuthenticated`.
    open func acceptInvite(completionHandler: (@Sendable (GKTurnBasedMatch?, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKTurnBasedMatch.acceptInvite(completionHandler:)") { completionHandler?(nil, $0) }
    }

    /// Declines an invitation to the match: fails with `GKError.notAuthenticated`.
    open func declineInvite(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        fail("declineInvite(completionHandler:)", completionHandler)
    }

    /// Starts a new match with the same participants: fails with `GKError.notAuthenticated`.
    open func rematch(completionHandler: (@Sendable (GKTurnBasedMatch?, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKTurnBasedMatch.rematch(completionHandler:)") { completionHandler?(nil, $0) }
    }

    /// Loads the match's data: fails with `GKError.notAuthenticated`.
    open func loadMatchData(completionHandler: (@Sendable (Data?, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKTurnBasedMatch.loadMatchData(completionHandler:)") { completionHandler?(nil, $0) }
    }

    /// Loads the match's data: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open func loadMatchData() async throws -> Data? {
        throw GameCenterUnavailable.error("GKTurnBasedMatch.loadMatchData()")
    }

    /// Passes the turn: fails with `GKError.notAuthenticated`.
    open func endTurn(withNextParticipants nextParticipants: [GKTurnBasedParticipant], turnTimeout timeout: TimeInterval,
                      match matchData: Data, completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        fail("endTurn(withNextParticipants:turnTimeout:match:completionHandler:)", completionHandler)
    }

    /// Passes the turn: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open func endTurn(withNextParticipants nextParticipants: [GKTurnBasedParticipant],
                                              turnTimeout timeout: TimeInterval, match matchData: Data) async throws {
        throw GameCenterUnavailable.error("GKTurnBasedMatch.endTurn(withNextParticipants:turnTimeout:match:)")
    }

    /// Saves the match's data without ending the turn: fails with `GKError.notAuthenticated`.
    open func saveCurrentTurn(withMatch matchData: Data, completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        fail("saveCurrentTurn(withMatch:completionHandler:)", completionHandler)
    }

    /// Saves the match's data without ending the turn: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open func saveCurrentTurn(withMatch matchData: Data) async throws {
        throw GameCenterUnavailable.error("GKTurnBasedMatch.saveCurrentTurn(withMatch:)")
    }

    /// Quits during the local player's turn: fails with `GKError.notAuthenticated`.
    open func participantQuitInTurn(with matchOutcome: GKTurnBasedMatch.Outcome, nextParticipants: [GKTurnBasedParticipant],
                                    turnTimeout timeout: TimeInterval, match matchData: Data,
                                    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        fail("participantQuitInTurn(with:nextParticipants:turnTimeout:match:completionHandler:)", completionHandler)
    }

    /// Quits during another participant's turn: fails with `GKError.notAuthenticated`.
    open func participantQuitOutOfTurn(with matchOutcome: GKTurnBasedMatch.Outcome,
                                       withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        fail("participantQuitOutOfTurn(with:withCompletionHandler:)", completionHandler)
    }

    /// Ends the match: fails with `GKError.notAuthenticated`.
    open func endMatchInTurn(withMatch matchData: Data, completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        fail("endMatchInTurn(withMatch:completionHandler:)", completionHandler)
    }

    /// Ends the match: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open func endMatchInTurn(withMatch matchData: Data) async throws {
        throw GameCenterUnavailable.error("GKTurnBasedMatch.endMatchInTurn(withMatch:)")
    }

    /// Ends the match, reporting scores and achievements: fails with `GKError.notAuthenticated`.
    open func endMatchInTurn(withMatch matchData: Data, leaderboardScores scores: [GKLeaderboardScore], achievements: [Any],
                             completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        fail("endMatchInTurn(withMatch:leaderboardScores:achievements:completionHandler:)", completionHandler)
    }

    /// Removes an ended match from Game Center: fails with `GKError.notAuthenticated`.
    open func remove(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        fail("remove(completionHandler:)", completionHandler)
    }

    /// Removes an ended match from Game Center: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open func remove() async throws {
        throw GameCenterUnavailable.error("GKTurnBasedMatch.remove()")
    }

    /// Sets the message from a localized key and its arguments (kept as the key).
    open func setLocalizableMessageWithKey(_ key: String, arguments: [String]?) { message = key }

    /// Reminds participants it is their turn: fails with `GKError.notAuthenticated`.
    open func sendReminder(to participants: [GKTurnBasedParticipant], localizableMessageKey key: String, arguments: [String],
                           completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        fail("sendReminder(to:localizableMessageKey:arguments:completionHandler:)", completionHandler)
    }
}

/// What GameKit's turn-based matchmaker tells its delegate. The two required methods have no
/// default; none is called in a render, where the matchmaker is never drawn.
public protocol GKTurnBasedMatchmakerViewControllerDelegate: NSObjectProtocol {
    /// The player cancelled; dismiss the controller.
    @MainActor func turnBasedMatchmakerViewControllerWasCancelled(_ viewController: GKTurnBasedMatchmakerViewController)
    /// Matchmaking failed; dismiss the controller.
    @MainActor func turnBasedMatchmakerViewController(_ viewController: GKTurnBasedMatchmakerViewController,
                                                      didFailWithError error: any Error)
}

/// GameKit's turn-based matchmaker, as a stand-in that keeps its request and settings. It is
/// never drawn and finds no one; its delegate is never called.
open class GKTurnBasedMatchmakerViewController: UINavigationController, GKViewController {
    /// The object told how matchmaking ends (held weakly; never called in a render).
    open weak var turnBasedMatchmakerDelegate: (any GKTurnBasedMatchmakerViewControllerDelegate)?
    /// Whether the controller lists the player's existing matches (`true` until set).
    open var showExistingMatches = true
    /// How players are found (`.default` until set).
    open var matchmakingMode = GKMatchmakingMode.default
    /// The match asked for (Backplate's, for tests and tools).
    package private(set) var matchRequest = GKMatchRequest()

    /// A matchmaker for `matchRequest`.
    public init(matchRequest request: GKMatchRequest) {
        super.init(nibName: nil, bundle: nil)
        matchRequest = request
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
}
