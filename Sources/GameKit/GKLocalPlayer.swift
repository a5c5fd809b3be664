import BackplateCore
import BackplateUIKit
import Foundation

/// Whether the local player lets the game read their friends list (GameKit's raw values).
public enum GKFriendsAuthorizationStatus: Int, Sendable {
    /// The player has not been asked.
    case notDetermined = 0
    /// Restrictions keep the game from the friends list.
    case restricted = 1
    /// The player denied access.
    case denied = 2
    /// The player allowed access.
    case authorized = 3
}

/// The player signed in to Game Center on the device. A render is a device with no signed-in
/// Game Center account: `isAuthenticated` is `false` and stays so, setting `authenticateHandler`
/// calls it once, asynchronously on the main queue, with `(nil, GKError(.notAuthenticated))`,
/// and every request below fails with that error after a runtime warning naming it.
open class GKLocalPlayer: GKPlayer, GKSavedGameListener {
    /// What the handler and listeners are, under a lock: apps set them from any thread.
    private struct Registration {
        /// The handler set last.
        var authenticateHandler: ((UIViewController?, (any Error)?) -> Void)?
        /// Counts handler assignments, so a replaced handler's pending answer is dropped.
        var generation = 0
        /// The registered listeners, in registration order.
        var listeners: [any GKLocalPlayerListener] = []
    }

    /// Unchecked: the handler is only read under the lock and called on the main queue, as
    /// GameKit calls it.
    private let registration = LockedState(unchecked: Registration())

    /// The one local player, held for the process (it is read from any thread).
    private static let shared = LockedState(unchecked: GKLocalPlayer())

    /// The shared local player: the same object on every call.
    open class var local: GKLocalPlayer { shared.withLockUnchecked { $0 } }

    /// The shared local player, under its Objective-C name.
    @available(iOS, introduced: 4.1, deprecated: 13.0, renamed: "local")
    open class func localPlayer() -> GKLocalPlayer { local }

    /// Whether a player is signed in to Game Center: `false` in a render.
    open var isAuthenticated: Bool { false }
    /// Whether the player is underage: `false` (no one is signed in).
    open var isUnderage: Bool { false }
    /// Whether the player may not play multiplayer games: `false` (no one is signed in).
    open var isMultiplayerGamingRestricted: Bool { false }
    /// Whether the player may not use personalized communication: `false` (no one is signed in).
    open var isPersonalizedCommunicationRestricted: Bool { false }
    /// Whether the game presents the friend-request interface: `false` (none is ever drawn).
    open var isPresentingFriendRequestViewController: Bool { false }

    /// The handler GameKit calls while signing the player in. Setting it starts sign-in: in a
    /// render the handler is called once, asynchronously on the main queue, with no view
    /// controller and `GKError(.notAuthenticated)`, after a runtime warning. (The iOS Simulator
    /// with no account would pass a sign-in sheet, which a render cannot show and no one can
    /// fill in; Backplate answers as GameKit does once sign-in is unavailable.) A handler
    /// replaced before its answer arrives is not called; setting `nil` starts nothing.
    open var authenticateHandler: ((UIViewController?, (any Error)?) -> Void)? {
        get { registration.withLockUnchecked { $0.authenticateHandler } }
        set {
            let generation = registration.withLockUnchecked { state -> Int in
                state.authenticateHandler = newValue
                state.generation += 1
                return state.generation
            }
            guard newValue != nil else { return }
            RuntimeWarning.emit("GameKit: GKLocalPlayer.authenticateHandler is called with GKError.notAuthenticated: a render has no signed-in Game Center player")
            DispatchQueue.main.async { GKLocalPlayer.local.answerAuthentication(generation) }
        }
    }

    /// Calls the handler set by assignment `generation`, if it is still the current one.
    private func answerAuthentication(_ generation: Int) {
        let handler = registration.withLockUnchecked { state in
            state.generation == generation ? state.authenticateHandler : nil
        }
        handler?(nil, GKError(.notAuthenticated))
    }

    // MARK: Listeners

    /// Registers `listener` for invitations, turns, challenges and saved-game events (none
    /// arrives in a render); registering the same object twice keeps one registration.
    open func register(_ listener: any GKLocalPlayerListener) {
        registration.withLockUnchecked { state in
            guard !state.listeners.contains(where: { $0 === listener }) else { return }
            state.listeners.append(listener)
        }
    }

    /// Unregisters `listener`.
    open func unregisterListener(_ listener: any GKLocalPlayerListener) {
        registration.withLockUnchecked { $0.listeners.removeAll { $0 === listener } }
    }

    /// Unregisters every listener.
    open func unregisterAllListeners() {
        registration.withLockUnchecked { $0.listeners.removeAll() }
    }

    /// The registered listeners, oldest first (Backplate's, for tests and tools).
    package var registeredListeners: [any GKLocalPlayerListener] { registration.withLockUnchecked { $0.listeners } }

    // MARK: Friends

    /// Reads whether the player shares their friends list: in a render `completionHandler`
    /// gets `.notDetermined` and `GKError.notAuthenticated` on the main queue, after a warning.
    open func loadFriendsAuthorizationStatus(_ completionHandler: @escaping @Sendable (GKFriendsAuthorizationStatus, (any Error)?) -> Void) {
        GameCenterUnavailable.fail("GKLocalPlayer.loadFriendsAuthorizationStatus(_:)") { completionHandler(.notDetermined, $0) }
    }

    /// Reads whether the player shares their friends list: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open func loadFriendsAuthorizationStatus() async throws -> GKFriendsAuthorizationStatus {
        throw GameCenterUnavailable.error("GKLocalPlayer.loadFriendsAuthorizationStatus()")
    }

    /// Loads the friends list: `completionHandler` gets `GKError.notAuthenticated` on the main
    /// queue, after a warning.
    open func loadFriends(_ completionHandler: @escaping @Sendable ([GKPlayer]?, (any Error)?) -> Void) {
        GameCenterUnavailable.fail("GKLocalPlayer.loadFriends(_:)") { completionHandler(nil, $0) }
    }

    /// Loads the friends list: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open func loadFriends() async throws -> [GKPlayer] {
        throw GameCenterUnavailable.error("GKLocalPlayer.loadFriends()")
    }

    /// Loads the friends with these identifiers: `completionHandler` gets
    /// `GKError.notAuthenticated` on the main queue, after a warning.
    open func loadFriends(identifiedBy identifiers: [String],
                          completionHandler: @escaping @Sendable ([GKPlayer]?, (any Error)?) -> Void) {
        GameCenterUnavailable.fail("GKLocalPlayer.loadFriends(identifiedBy:completionHandler:)") { completionHandler(nil, $0) }
    }

    /// Loads the friends with these identifiers: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open func loadFriends(identifiedBy identifiers: [String]) async throws -> [GKPlayer] {
        throw GameCenterUnavailable.error("GKLocalPlayer.loadFriends(identifiedBy:)")
    }

    /// Loads players the local player recently played with: `completionHandler` gets
    /// `GKError.notAuthenticated` on the main queue, after a warning.
    open func loadRecentPlayers(completionHandler: (@Sendable ([GKPlayer]?, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKLocalPlayer.loadRecentPlayers(completionHandler:)") { completionHandler?(nil, $0) }
    }

    /// Loads players the local player recently played with: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open func loadRecentPlayers() async throws -> [GKPlayer] {
        throw GameCenterUnavailable.error("GKLocalPlayer.loadRecentPlayers()")
    }

    /// Loads friends who can be challenged: `completionHandler` gets `GKError.notAuthenticated`
    /// on the main queue, after a warning.
    open func loadChallengableFriends(completionHandler: (@Sendable ([GKPlayer]?, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKLocalPlayer.loadChallengableFriends(completionHandler:)") { completionHandler?(nil, $0) }
    }

    /// Loads friends who can be challenged: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open func loadChallengableFriends() async throws -> [GKPlayer] {
        throw GameCenterUnavailable.error("GKLocalPlayer.loadChallengableFriends()")
    }

    /// Presents Messages' friend-request sheet from `viewController`: throws
    /// `GKError.notAuthenticated` after a warning (no one is signed in to send requests).
    open func presentFriendRequestCreator(from viewController: UIViewController) throws {
        throw GameCenterUnavailable.error("GKLocalPlayer.presentFriendRequestCreator(from:)")
    }

    // MARK: Identity verification

    /// Makes a signature the game's server can verify the player with: `completionHandler`
    /// gets `GKError.notAuthenticated` on the main queue, after a warning.
    open func fetchItems(forIdentityVerificationSignature completionHandler: (@Sendable (URL?, Data?, Data?, UInt64, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKLocalPlayer.fetchItems(forIdentityVerificationSignature:)") {
            completionHandler?(nil, nil, nil, 0, $0)
        }
    }

    /// Makes a signature the game's server can verify the player with (public key URL,
    /// signature, salt, timestamp): throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open func fetchItemsForIdentityVerificationSignature() async throws -> (URL, Data, Data, UInt64) {
        throw GameCenterUnavailable.error("GKLocalPlayer.fetchItemsForIdentityVerificationSignature()")
    }

    /// The deprecated form of `fetchItems(forIdentityVerificationSignature:)`; fails the same way.
    @available(iOS, introduced: 7.0, deprecated: 13.5, message: "Use fetchItemsForIdentityVerificationSignature: and the teamPlayerID value to verify a user identity.")
    open func generateIdentityVerificationSignature(completionHandler: (@Sendable (URL?, Data?, Data?, UInt64, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKLocalPlayer.generateIdentityVerificationSignature(completionHandler:)") {
            completionHandler?(nil, nil, nil, 0, $0)
        }
    }

    // MARK: Default leaderboard

    /// Loads the player's default leaderboard: `completionHandler` gets
    /// `GKError.notAuthenticated` on the main queue, after a warning.
    @available(iOS, introduced: 7.0, deprecated: 14.0, message: "Use GKLeaderboard.loadLeaderboards(IDs:completionHandler:) instead.")
    open func loadDefaultLeaderboardIdentifier(completionHandler: (@Sendable (String?, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKLocalPlayer.loadDefaultLeaderboardIdentifier(completionHandler:)") { completionHandler?(nil, $0) }
    }

    /// Sets the player's default leaderboard: `completionHandler` gets
    /// `GKError.notAuthenticated` on the main queue, after a warning.
    @available(iOS, introduced: 7.0, deprecated: 14.0, message: "Use GKLeaderboard.loadLeaderboards(IDs:completionHandler:) instead.")
    open func setDefaultLeaderboardIdentifier(_ leaderboardIdentifier: String,
                                              completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKLocalPlayer.setDefaultLeaderboardIdentifier(_:completionHandler:)") { completionHandler?($0) }
    }
}
