import BackplateUIKit
import Foundation

/// Whether a leaderboard, achievement or challenge is released in App Store Connect
/// (GameKit's raw values).
public enum GKReleaseState: Int, Sendable {
    /// The state is not known.
    case unknown = 0
    /// Associated with a released version of the app.
    case released = 1
    /// Created, not yet in a released version.
    case prereleased = 2
}

/// A leaderboard configured in App Store Connect. A render loads none (there is no signed-in
/// player or network): every load and submission fails with `GKError.notAuthenticated`, through
/// its completion handler on the main queue or thrown from its async form, after a runtime
/// warning naming the call. Apps only get leaderboards from GameKit's loads.
open class GKLeaderboard: NSObject {
    /// The time period scores are loaded for (GameKit's raw values).
    public enum TimeScope: Int, Sendable {
        /// The past 24 hours.
        case today = 0
        /// The past week.
        case week = 1
        /// All time: each player's best score.
        case allTime = 2
    }

    /// Whose scores are loaded (GameKit's raw values).
    public enum PlayerScope: Int, Sendable {
        /// All players of the game.
        case global = 0
        /// The local player's friends.
        case friendsOnly = 1
    }

    /// Whether a leaderboard recurs (GameKit's raw values).
    public enum LeaderboardType: Int, Sendable {
        /// A leaderboard that never resets.
        case classic = 0
        /// A leaderboard that restarts on a schedule.
        case recurring = 1
    }

    /// A score a player earned, as loaded from a leaderboard (never, in a render).
    open class Entry: NSObject {
        /// The player who earned the score.
        open internal(set) var player: GKPlayer
        /// The score's rank in the loaded results.
        open internal(set) var rank: Int
        /// The score.
        open internal(set) var score: Int
        /// The score, formatted as the leaderboard's format in App Store Connect.
        open internal(set) var formattedScore: String
        /// The game's value stored with the score.
        open internal(set) var context: Int
        /// When the score was earned.
        open internal(set) var date: Date

        /// An entry (GameKit makes them).
        init(player: GKPlayer, rank: Int, score: Int, formattedScore: String, context: Int, date: Date) {
            self.player = player
            self.rank = rank
            self.score = score
            self.formattedScore = formattedScore
            self.context = context
            self.date = date
            super.init()
        }
    }

    /// The localized title (`nil`: none).
    open internal(set) var title: String?
    /// The leaderboard's group, for games sharing leaderboards (`nil`: none).
    open internal(set) var groupIdentifier: String?
    /// The identifier set in App Store Connect.
    open internal(set) var baseLeaderboardID = ""
    /// Whether the leaderboard is classic or recurring.
    open internal(set) var type = LeaderboardType.classic
    /// When the current occurrence of a recurring leaderboard started (`nil`: classic).
    open internal(set) var startDate: Date?
    /// When the next occurrence starts (`nil`: classic).
    open internal(set) var nextStartDate: Date?
    /// How long an occurrence accepts scores (0: classic).
    open internal(set) var duration: TimeInterval = 0
    /// The game activity the leaderboard belongs to (iOS 26; empty: none).
    open internal(set) var activityIdentifier = ""
    /// The properties associating the leaderboard with its game activity (iOS 26).
    open internal(set) var activityProperties: [String: String] = [:]
    /// Whether Game Center's views hide the leaderboard.
    open internal(set) var isHidden = false
    /// The description set in App Store Connect (iOS 26).
    open internal(set) var leaderboardDescription = ""
    /// The release state in App Store Connect.
    open internal(set) var releaseState = GKReleaseState.unknown

    /// A leaderboard object for the old loading API (`identifier`, `loadScores`).
    @available(iOS, introduced: 4.1, deprecated: 14.0, message: "Use loadLeaderboards(IDs:completionHandler:) instead")
    public override init() { super.init() }

    /// A leaderboard object loading the scores of `players` (old API).
    @available(iOS, introduced: 8.0, deprecated: 14.0, message: "Use loadEntries(for:timeScope:completionHandler:) instead")
    public init(players: [GKPlayer]) { super.init() }

    // MARK: Loading leaderboards

    /// Loads the leaderboards with these IDs (`nil`: all): `completionHandler` gets
    /// `GKError.notAuthenticated` on the main queue, after a runtime warning.
    open class func loadLeaderboards(IDs leaderboardIDs: [String]?,
                                     completionHandler: @escaping @Sendable ([GKLeaderboard]?, (any Error)?) -> Void) {
        GameCenterUnavailable.fail("GKLeaderboard.loadLeaderboards(IDs:completionHandler:)") { completionHandler(nil, $0) }
    }

    /// Loads the leaderboards with these IDs (`nil`: all): throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open class func loadLeaderboards(IDs leaderboardIDs: [String]?) async throws -> [GKLeaderboard] {
        throw GameCenterUnavailable.error("GKLeaderboard.loadLeaderboards(IDs:)")
    }

    /// Loads the previous occurrence of a recurring leaderboard: `completionHandler` gets
    /// `GKError.notAuthenticated` on the main queue, after a runtime warning.
    open func loadPreviousOccurrence(completionHandler: @escaping @Sendable (GKLeaderboard?, (any Error)?) -> Void) {
        GameCenterUnavailable.fail("GKLeaderboard.loadPreviousOccurrence(completionHandler:)") { completionHandler(nil, $0) }
    }

    /// Loads the previous occurrence of a recurring leaderboard: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open func loadPreviousOccurrence() async throws -> GKLeaderboard {
        throw GameCenterUnavailable.error("GKLeaderboard.loadPreviousOccurrence()")
    }

    /// Loads the leaderboard's image: `completionHandler` gets `GKError.notAuthenticated` on the
    /// main queue, after a runtime warning.
    open func loadImage(completionHandler: (@Sendable (UIImage?, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKLeaderboard.loadImage(completionHandler:)") { completionHandler?(nil, $0) }
    }

    /// Loads the leaderboard's image: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open func loadImage() async throws -> UIImage {
        throw GameCenterUnavailable.error("GKLeaderboard.loadImage()")
    }

    // MARK: Submitting scores

    /// Submits `score` to the leaderboards with these IDs: `completionHandler` gets
    /// `GKError.notAuthenticated` on the main queue, after a runtime warning (nothing is sent).
    open class func submitScore(_ score: Int, context: Int, player: GKPlayer, leaderboardIDs: [String],
                                completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        GameCenterUnavailable.fail("GKLeaderboard.submitScore(_:context:player:leaderboardIDs:completionHandler:)") {
            completionHandler($0)
        }
    }

    /// Submits `score` to the leaderboards with these IDs: throws `GKError.notAuthenticated`
    /// after a runtime warning.
    nonisolated(nonsending) open class func submitScore(_ score: Int, context: Int, player: GKPlayer,
                                                        leaderboardIDs: [String]) async throws {
        throw GameCenterUnavailable.error("GKLeaderboard.submitScore(_:context:player:leaderboardIDs:)")
    }

    /// Submits `score` to this leaderboard: `completionHandler` gets `GKError.notAuthenticated`
    /// on the main queue, after a runtime warning.
    open func submitScore(_ score: Int, context: Int, player: GKPlayer,
                          completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        GameCenterUnavailable.fail("GKLeaderboard.submitScore(_:context:player:completionHandler:)") { completionHandler($0) }
    }

    /// Submits `score` to this leaderboard: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open func submitScore(_ score: Int, context: Int, player: GKPlayer) async throws {
        throw GameCenterUnavailable.error("GKLeaderboard.submitScore(_:context:player:)")
    }

    // MARK: Loading scores

    /// Loads the local player's entry, the entries in `range` (ranks, 1-based) and the total
    /// count: `completionHandler` gets `GKError.notAuthenticated` on the main queue, after a
    /// runtime warning.
    open func loadEntries(for playerScope: GKLeaderboard.PlayerScope, timeScope: GKLeaderboard.TimeScope, range: NSRange,
                          completionHandler: @escaping @Sendable (GKLeaderboard.Entry?, [GKLeaderboard.Entry]?, Int, (any Error)?) -> Void) {
        GameCenterUnavailable.fail("GKLeaderboard.loadEntries(for:timeScope:range:completionHandler:)") {
            completionHandler(nil, nil, 0, $0)
        }
    }

    /// Loads the local player's entry, the entries in `range` and the total count: throws
    /// `GKError.notAuthenticated`.
    nonisolated(nonsending) open func loadEntries(for playerScope: GKLeaderboard.PlayerScope, timeScope: GKLeaderboard.TimeScope,
                                                  range: NSRange) async throws -> (GKLeaderboard.Entry?, [GKLeaderboard.Entry], Int) {
        throw GameCenterUnavailable.error("GKLeaderboard.loadEntries(for:timeScope:range:)")
    }

    /// Loads the entries of `players`: `completionHandler` gets `GKError.notAuthenticated` on
    /// the main queue, after a runtime warning.
    open func loadEntries(for players: [GKPlayer], timeScope: GKLeaderboard.TimeScope,
                          completionHandler: @escaping @Sendable (GKLeaderboard.Entry?, [GKLeaderboard.Entry]?, (any Error)?) -> Void) {
        GameCenterUnavailable.fail("GKLeaderboard.loadEntries(for:timeScope:completionHandler:)") { completionHandler(nil, nil, $0) }
    }

    /// Loads the entries of `players`: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open func loadEntries(for players: [GKPlayer], timeScope: GKLeaderboard.TimeScope)
        async throws -> (GKLeaderboard.Entry?, [GKLeaderboard.Entry]) {
        throw GameCenterUnavailable.error("GKLeaderboard.loadEntries(for:timeScope:)")
    }

    // MARK: Deprecated loading

    /// The leaderboard's identifier, for the old loading API.
    @available(iOS, introduced: 7.0, deprecated: 14.0, message: "Use loadEntries(for:timeScope:range:completionHandler:) instead")
    open var identifier: String? {
        get { baseLeaderboardID.isEmpty ? nil : baseLeaderboardID }
        set { baseLeaderboardID = newValue ?? "" }
    }
    /// The time scope of the old loading API (`.allTime` until set).
    @available(iOS, introduced: 4.0, deprecated: 14.0, message: "Use loadEntries(for:timeScope:range:completionHandler:) instead")
    open var timeScope = TimeScope.allTime
    /// The player scope of the old loading API (`.global` until set).
    @available(iOS, introduced: 4.0, deprecated: 14.0, message: "Use loadEntries(for:timeScope:range:completionHandler:) instead")
    open var playerScope = PlayerScope.global
    /// The ranks the old loading API loads (1 to 25 until set).
    @available(iOS, introduced: 4.0, deprecated: 14.0, message: "Use loadEntries(for:timeScope:range:completionHandler:) instead")
    open var range = NSRange(location: 1, length: 25)
    /// The scores the old API loaded: `nil` (none loads in a render).
    @available(iOS, introduced: 4.0, deprecated: 14.0, message: "Use loadEntries(for:timeScope:range:completionHandler:) instead")
    open var scores: [GKScore]? { nil }
    /// The number of scores the old API found: 0.
    @available(iOS, introduced: 4.0, deprecated: 14.0, message: "Use loadEntries(for:timeScope:range:completionHandler:) instead")
    open var maxRange: Int { 0 }
    /// The local player's score the old API loaded: `nil`.
    @available(iOS, introduced: 4.0, deprecated: 14.0, message: "Use loadEntries(for:timeScope:range:completionHandler:) instead")
    open var localPlayerScore: GKScore? { nil }
    /// Whether the old API is loading: `false`.
    @available(iOS, introduced: 4.1, deprecated: 14.0, message: "Use loadEntries(for:timeScope:range:completionHandler:) instead")
    open var isLoading: Bool { false }

    /// Loads scores with the old API: `completionHandler` gets `GKError.notAuthenticated` on
    /// the main queue, after a runtime warning.
    @available(iOS, introduced: 4.0, deprecated: 14.0, message: "Use loadEntries(for:timeScope:range:completionHandler:) instead")
    open func loadScores(completionHandler: (@Sendable ([GKScore]?, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKLeaderboard.loadScores(completionHandler:)") { completionHandler?(nil, $0) }
    }

    /// Loads every leaderboard with the old API: `completionHandler` gets
    /// `GKError.notAuthenticated` on the main queue, after a runtime warning.
    @available(iOS, introduced: 6.0, deprecated: 14.0, message: "Use loadLeaderboards(IDs:completionHandler:) instead")
    open class func loadLeaderboards(completionHandler: (@Sendable ([GKLeaderboard]?, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKLeaderboard.loadLeaderboards(completionHandler:)") { completionHandler?(nil, $0) }
    }
}

/// A score to report for a challenge or at the end of a turn-based match.
open class GKLeaderboardScore: NSObject {
    /// The player who earned the score (the local player until set).
    open var player: GKPlayer = GKLocalPlayer.local
    /// The score.
    open var value = 0
    /// The game's value stored with the score.
    open var context = 0
    /// The leaderboard the score is for.
    open var leaderboardID = ""

    /// An empty score.
    public override init() { super.init() }
}

/// A group of leaderboards configured in App Store Connect. A render loads none.
open class GKLeaderboardSet: NSObject {
    /// The localized title.
    open internal(set) var title = ""
    /// The set's group, for games sharing leaderboards (`nil`: none).
    open internal(set) var groupIdentifier: String?
    /// The set's identifier (`nil`: none).
    open var identifier: String?

    /// A leaderboard set object (GameKit makes them).
    public override init() { super.init() }

    /// Loads every leaderboard set: `completionHandler` gets `GKError.notAuthenticated` on the
    /// main queue, after a runtime warning.
    open class func loadLeaderboardSets(completionHandler: (@Sendable ([GKLeaderboardSet]?, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKLeaderboardSet.loadLeaderboardSets(completionHandler:)") { completionHandler?(nil, $0) }
    }

    /// Loads every leaderboard set: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open class func loadLeaderboardSets() async throws -> [GKLeaderboardSet] {
        throw GameCenterUnavailable.error("GKLeaderboardSet.loadLeaderboardSets()")
    }

    /// Loads the set's leaderboards: `handler` gets `GKError.notAuthenticated` on the main
    /// queue, after a runtime warning.
    open func loadLeaderboards(handler: @escaping @Sendable ([GKLeaderboard]?, (any Error)?) -> Void) {
        GameCenterUnavailable.fail("GKLeaderboardSet.loadLeaderboards(handler:)") { handler(nil, $0) }
    }

    /// Loads the set's leaderboards: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open func loadLeaderboards() async throws -> [GKLeaderboard] {
        throw GameCenterUnavailable.error("GKLeaderboardSet.loadLeaderboards()")
    }
}
