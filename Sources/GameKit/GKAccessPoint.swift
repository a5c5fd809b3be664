import BackplateCore
import BackplateUIKit
import Foundation

/// The Game Center control that floats in a corner of a game and opens the dashboard. A render
/// never draws it: its settings are kept (`isActive` can be set, with a runtime warning that
/// nothing appears), it is never visible, has an empty frame, and a trigger opens no dashboard:
/// its handler runs asynchronously on the main queue after a runtime warning.
public final class GKAccessPoint: NSObject, Sendable {
    /// The corner the access point sits in (GameKit's raw values).
    public enum Location: Int, Sendable {
        /// The upper-leading corner: the default.
        case topLeading = 0
        /// The upper-trailing corner.
        case topTrailing = 1
        /// The lower-leading corner.
        case bottomLeading = 2
        /// The lower-trailing corner.
        case bottomTrailing = 3
    }

    /// The access point's settings.
    private struct Settings: Sendable {
        var isActive = false
        var showHighlights = false
        var location = Location.topLeading
        weak var parentWindow: UIWindow?
    }

    private let settings = LockedState(Settings())

    /// The shared access point: the same object on every call.
    public static let shared = GKAccessPoint(shared: ())

    private init(shared: Void) { super.init() }

    /// Whether the game shows the access point (`false` until set). Setting `true` is kept, but
    /// a render draws no access point: a runtime warning says so.
    public var isActive: Bool {
        get { settings.withLock { $0.isActive } }
        set {
            settings.withLock { $0.isActive = newValue }
            if newValue { GameCenterUnavailable.notDrawn("GKAccessPoint") }
        }
    }

    /// Whether the access point is on screen: `false`, it is never drawn.
    public var isVisible: Bool { false }

    /// Whether the access point is showing the Game Center dashboard: `false`.
    public var isPresentingGameCenter: Bool { false }

    /// Whether the access point shows highlights (achievements, ranks) beside the avatar
    /// (`false` until set; kept, never drawn).
    @available(iOS, introduced: 14.0, deprecated: 26.0, message: "No longer supported")
    public var showHighlights: Bool {
        get { settings.withLock { $0.showHighlights } }
        set { settings.withLock { $0.showHighlights = newValue } }
    }

    /// The corner the access point sits in (`.topLeading` until set).
    public var location: GKAccessPoint.Location {
        get { settings.withLock { $0.location } }
        set { settings.withLock { $0.location = newValue } }
    }

    /// The access point's frame on screen: `.zero`, as it is never drawn.
    public var frameInScreenCoordinates: CGRect { .zero }

    /// The window the access point is attached to (held weakly; `nil`: GameKit's choice).
    public var parentWindow: UIWindow? {
        get { settings.withLock { $0.parentWindow } }
        set { settings.withLock { $0.parentWindow = newValue } }
    }

    /// Warns that the dashboard `call` would open is not shown, then runs `handler` on the main
    /// queue.
    private func openDashboard(_ call: String, _ handler: (@Sendable () -> Void)?) {
        GameCenterUnavailable.notDrawn("the Game Center dashboard GKAccessPoint.\(call) opens")
        GameCenterUnavailable.later(handler)
    }

    /// Opens the dashboard as if the player tapped the access point: a render shows none;
    /// `handler` runs on the main queue after a runtime warning.
    public func trigger(handler: @escaping @Sendable () -> Void) { openDashboard("trigger(handler:)", handler) }

    /// Opens the dashboard in `state`: a render shows none; `handler` runs on the main queue
    /// after a runtime warning.
    public func trigger(state: GKGameCenterViewControllerState, handler: @escaping @Sendable () -> Void) {
        openDashboard("trigger(state:handler:)", handler)
    }

    /// Opens `player`'s profile: a render shows none; `handler` runs on the main queue.
    public func trigger(player: GKPlayer, handler: (@Sendable () -> Void)? = nil) {
        openDashboard("trigger(player:handler:)", handler)
    }

    /// Opens an achievement: a render shows none; `handler` runs on the main queue.
    public func trigger(achievementID: String, handler: (@Sendable () -> Void)? = nil) {
        openDashboard("trigger(achievementID:handler:)", handler)
    }

    /// Opens a leaderboard: a render shows none; `handler` runs on the main queue.
    public func trigger(leaderboardID: String, playerScope: GKLeaderboard.PlayerScope, timeScope: GKLeaderboard.TimeScope,
                        handler: (@Sendable () -> Void)? = nil) {
        openDashboard("trigger(leaderboardID:playerScope:timeScope:handler:)", handler)
    }

    /// Opens a leaderboard set: a render shows none; `handler` runs on the main queue.
    public func trigger(leaderboardSetID: String, handler: (@Sendable () -> Void)? = nil) {
        openDashboard("trigger(leaderboardSetID:handler:)", handler)
    }

    /// Opens the challenge creation view for a challenge definition (iOS 26): a render shows
    /// none; `handler` runs on the main queue.
    public func trigger(challengeDefinitionID: String, handler: (@Sendable () -> Void)? = nil) {
        openDashboard("trigger(challengeDefinitionID:handler:)", handler)
    }

    /// Opens the challenge creation view (iOS 26): returns at once after a runtime warning.
    nonisolated(nonsending) public func trigger(challengeDefinitionID: String) async {
        GameCenterUnavailable.notDrawn("the Game Center dashboard GKAccessPoint.trigger(challengeDefinitionID:) opens")
    }

    /// Opens the activity creation view for an activity definition (iOS 26): a render shows
    /// none; `handler` runs on the main queue.
    public func trigger(gameActivityDefinitionID: String, handler: (@Sendable () -> Void)? = nil) {
        openDashboard("trigger(gameActivityDefinitionID:handler:)", handler)
    }

    /// Opens the activity creation view (iOS 26): returns at once after a runtime warning.
    nonisolated(nonsending) public func trigger(gameActivityDefinitionID: String) async {
        GameCenterUnavailable.notDrawn("the Game Center dashboard GKAccessPoint.trigger(gameActivityDefinitionID:) opens")
    }

    /// Opens the play-together view (iOS 26): a render shows none; `handler` runs on the main
    /// queue.
    public func triggerForPlayTogether(handler: (@Sendable () -> Void)? = nil) {
        openDashboard("triggerForPlayTogether(handler:)", handler)
    }

    /// Opens the play-together view (iOS 26): returns at once after a runtime warning.
    nonisolated(nonsending) public func triggerForPlayTogether() async {
        GameCenterUnavailable.notDrawn("the Game Center dashboard GKAccessPoint.triggerForPlayTogether() opens")
    }

    /// Opens the challenges view (iOS 26): a render shows none; `handler` runs on the main queue.
    public func triggerForChallenges(handler: (@Sendable () -> Void)? = nil) {
        openDashboard("triggerForChallenges(handler:)", handler)
    }

    /// Opens the challenges view (iOS 26): returns at once after a runtime warning.
    nonisolated(nonsending) public func triggerForChallenges() async {
        GameCenterUnavailable.notDrawn("the Game Center dashboard GKAccessPoint.triggerForChallenges() opens")
    }

    /// Opens the invite-friends view (iOS 26): a render shows none; `handler` runs on the main
    /// queue.
    public func triggerForFriending(handler: (@Sendable () -> Void)? = nil) {
        openDashboard("triggerForFriending(handler:)", handler)
    }

    /// Opens the invite-friends view (iOS 26): returns at once after a runtime warning.
    nonisolated(nonsending) public func triggerForFriending() async {
        GameCenterUnavailable.notDrawn("the Game Center dashboard GKAccessPoint.triggerForFriending() opens")
    }

    /// Opens the Arcade dashboard (iOS 26.2): a render shows none; `handler` runs on the main
    /// queue.
    public func triggerForArcade(handler: (@Sendable () -> Void)? = nil) {
        openDashboard("triggerForArcade(handler:)", handler)
    }

    /// Opens the Arcade dashboard (iOS 26.2): returns at once after a runtime warning.
    nonisolated(nonsending) public func triggerForArcade() async {
        GameCenterUnavailable.notDrawn("the Game Center dashboard GKAccessPoint.triggerForArcade() opens")
    }
}
