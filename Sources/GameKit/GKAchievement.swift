import BackplateUIKit
import Foundation

/// An achievement the player progresses toward. Objects keep what the game sets; a render
/// reports, loads and resets nothing: every request fails with `GKError.notAuthenticated`,
/// through its completion handler on the main queue or thrown from its async form, after a
/// runtime warning naming the call.
open class GKAchievement: NSObject {
    /// The identifier set in App Store Connect.
    open var identifier: String
    /// The player who earns the achievement (the local player for `init(identifier:)`).
    open internal(set) var player: GKPlayer
    /// How far the player has progressed, from 0 to 100 (0 until set).
    open var percentComplete = 0.0
    /// Whether the achievement is complete: `percentComplete` reaches 100.
    open var isCompleted: Bool { percentComplete >= 100 }
    /// When progress was last reported (the object's creation, as nothing is reported).
    open internal(set) var lastReportedDate = Date()
    /// Whether GameKit shows a banner when the achievement completes (`true` until set, as
    /// documented; no banner is drawn in a render).
    open var showsCompletionBanner = true

    /// An achievement of the local player.
    public init(identifier: String?) {
        self.identifier = identifier ?? ""
        player = GKLocalPlayer.local
        super.init()
    }

    /// An achievement of `player` (for a turn-based match's participants).
    public init(identifier: String?, player: GKPlayer) {
        self.identifier = identifier ?? ""
        self.player = player
        super.init()
    }

    /// An achievement of the local player with no identifier.
    public override convenience init() { self.init(identifier: nil) }

    /// Whether the achievement is hidden: `false`.
    @available(iOS, introduced: 4.1, deprecated: 6.0, message: "Use isHidden on GKAchievementDescription instead")
    open var isHidden: Bool { false }

    /// Reports progress on `achievements`: `completionHandler` gets `GKError.notAuthenticated` on
    /// the main queue, after a runtime warning (nothing is reported).
    open class func report(_ achievements: [GKAchievement], withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKAchievement.report(_:withCompletionHandler:)") { completionHandler?($0) }
    }

    /// Reports progress on `achievements`: throws `GKError.notAuthenticated` after a runtime
    /// warning.
    nonisolated(nonsending) open class func report(_ achievements: [GKAchievement]) async throws {
        throw GameCenterUnavailable.error("GKAchievement.report(_:)")
    }

    /// Reports progress, completing only `challenges`: `completionHandler` gets
    /// `GKError.notAuthenticated` on the main queue, after a runtime warning.
    open class func report(_ achievements: [GKAchievement], withEligibleChallenges challenges: [GKChallenge],
                           withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKAchievement.report(_:withEligibleChallenges:withCompletionHandler:)") { completionHandler?($0) }
    }

    /// Reports progress, completing only `challenges`: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open class func report(_ achievements: [GKAchievement],
                                                   withEligibleChallenges challenges: [GKChallenge]) async throws {
        throw GameCenterUnavailable.error("GKAchievement.report(_:withEligibleChallenges:)")
    }

    /// Reports this achievement (old API): `completionHandler` gets `GKError.notAuthenticated`
    /// on the main queue, after a runtime warning.
    @available(iOS, introduced: 4.1, deprecated: 7.0, message: "Use report(_:withCompletionHandler:) instead")
    open func report(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKAchievement.report(completionHandler:)") { completionHandler?($0) }
    }

    /// Loads the achievements the local player progressed on: `completionHandler` gets
    /// `GKError.notAuthenticated` on the main queue, after a runtime warning.
    open class func loadAchievements(completionHandler: (@Sendable ([GKAchievement]?, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKAchievement.loadAchievements(completionHandler:)") { completionHandler?(nil, $0) }
    }

    /// Loads the achievements the local player progressed on: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open class func loadAchievements() async throws -> [GKAchievement] {
        throw GameCenterUnavailable.error("GKAchievement.loadAchievements()")
    }

    /// Resets every achievement of the local player: `completionHandler` gets
    /// `GKError.notAuthenticated` on the main queue, after a runtime warning.
    open class func resetAchievements(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKAchievement.resetAchievements(completionHandler:)") { completionHandler?($0) }
    }

    /// Resets every achievement of the local player: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open class func resetAchievements() async throws {
        throw GameCenterUnavailable.error("GKAchievement.resetAchievements()")
    }

    /// Finds which of `players` can earn the achievement: `completionHandler` gets
    /// `GKError.notAuthenticated` on the main queue, after a runtime warning.
    open func selectChallengeablePlayers(_ players: [GKPlayer],
                                         withCompletionHandler completionHandler: (@Sendable ([GKPlayer]?, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKAchievement.selectChallengeablePlayers(_:withCompletionHandler:)") { completionHandler?(nil, $0) }
    }
}

/// The text and artwork of an achievement, as configured in App Store Connect. A render loads
/// none: loading fails with `GKError.notAuthenticated`; the standard images are blank.
open class GKAchievementDescription: NSObject {
    /// The achievement's identifier.
    open internal(set) var identifier = ""
    /// The achievement's group, for games sharing achievements (`nil`: none).
    open internal(set) var groupIdentifier: String?
    /// The localized title.
    open internal(set) var title = ""
    /// The description shown once the achievement is earned.
    open internal(set) var achievedDescription = ""
    /// The description shown before it is earned.
    open internal(set) var unachievedDescription = ""
    /// The points the achievement is worth.
    open internal(set) var maximumPoints = 0
    /// Whether the achievement is hidden until the player progresses on it.
    open internal(set) var isHidden = false
    /// Whether the player can earn the achievement again.
    open internal(set) var isReplayable = false
    /// The percentage of players who earned it (`nil`: not known).
    open internal(set) var rarityPercent: Double?
    /// The game activity the achievement belongs to (iOS 26; empty: none).
    open internal(set) var activityIdentifier = ""
    /// The properties associating the achievement with its game activity (iOS 26).
    open internal(set) var activityProperties: [String: String] = [:]
    /// The release state in App Store Connect.
    open internal(set) var releaseState = GKReleaseState.unknown

    /// An achievement description (GameKit makes them).
    public override init() { super.init() }

    /// Loads every achievement's description: `completionHandler` gets
    /// `GKError.notAuthenticated` on the main queue, after a runtime warning.
    open class func loadAchievementDescriptions(completionHandler: (@Sendable ([GKAchievementDescription]?, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKAchievementDescription.loadAchievementDescriptions(completionHandler:)") {
            completionHandler?(nil, $0)
        }
    }

    /// Loads every achievement's description: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open class func loadAchievementDescriptions() async throws -> [GKAchievementDescription] {
        throw GameCenterUnavailable.error("GKAchievementDescription.loadAchievementDescriptions()")
    }

    /// Loads the achievement's image: `completionHandler` gets `GKError.notAuthenticated` on the
    /// main queue, after a runtime warning.
    open func loadImage(completionHandler: (@Sendable (UIImage?, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKAchievementDescription.loadImage(completionHandler:)") { completionHandler?(nil, $0) }
    }

    /// Loads the achievement's image: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open func loadImage() async throws -> UIImage {
        throw GameCenterUnavailable.error("GKAchievementDescription.loadImage()")
    }

    /// GameKit's image for an achievement not yet earned: an empty image in a render (Game
    /// Center's artwork is not on Linux).
    open class func incompleteAchievementImage() -> UIImage { UIImage() }

    /// GameKit's placeholder for an earned achievement: an empty image in a render.
    open class func placeholderCompletedAchievementImage() -> UIImage { UIImage() }
}
