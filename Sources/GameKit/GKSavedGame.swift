import Foundation

/// A file of game data saved to the player's iCloud account. A render saves and fetches
/// nothing: no saved game exists, and every request fails with `GKError.notAuthenticated`.
open class GKSavedGame: NSObject, NSCopying {
    /// The saved game's name (`nil`: none).
    open internal(set) var name: String?
    /// The name of the device that saved it (`nil`: none).
    open internal(set) var deviceName: String?
    /// When it was saved or last changed (`nil`: never).
    open internal(set) var modificationDate: Date?

    /// A saved-game object (GameKit makes them).
    public override init() { super.init() }

    /// The same saved game: saved-game objects are immutable.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Loads the saved data: `completionHandler` gets `GKError.notAuthenticated` on the main
    /// queue, after a runtime warning.
    open func loadData(completionHandler: (@Sendable (Data?, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKSavedGame.loadData(completionHandler:)") { completionHandler?(nil, $0) }
    }

    /// Loads the saved data: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) open func loadData() async throws -> Data {
        throw GameCenterUnavailable.error("GKSavedGame.loadData()")
    }
}

extension GKLocalPlayer {
    /// Saves `data` under `name`: `completionHandler` gets `GKError.notAuthenticated` on the
    /// main queue, after a runtime warning (nothing is saved).
    public func saveGameData(_ data: Data, withName name: String,
                             completionHandler: (@Sendable (GKSavedGame?, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKLocalPlayer.saveGameData(_:withName:completionHandler:)") { completionHandler?(nil, $0) }
    }

    /// Saves `data` under `name`: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) public func saveGameData(_ data: Data, withName name: String) async throws -> GKSavedGame {
        throw GameCenterUnavailable.error("GKLocalPlayer.saveGameData(_:withName:)")
    }

    /// Fetches the saved games: `completionHandler` gets `GKError.notAuthenticated` on the main
    /// queue, after a runtime warning.
    public func fetchSavedGames(completionHandler: (@Sendable ([GKSavedGame]?, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKLocalPlayer.fetchSavedGames(completionHandler:)") { completionHandler?(nil, $0) }
    }

    /// Fetches the saved games: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) public func fetchSavedGames() async throws -> [GKSavedGame] {
        throw GameCenterUnavailable.error("GKLocalPlayer.fetchSavedGames()")
    }

    /// Replaces conflicting saved games with `data`: `completionHandler` gets
    /// `GKError.notAuthenticated` on the main queue, after a runtime warning.
    public func resolveConflictingSavedGames(_ conflictingSavedGames: [GKSavedGame], with data: Data,
                                             completionHandler: (@Sendable ([GKSavedGame]?, (any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKLocalPlayer.resolveConflictingSavedGames(_:with:completionHandler:)") {
            completionHandler?(nil, $0)
        }
    }

    /// Replaces conflicting saved games with `data`: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) public func resolveConflictingSavedGames(_ conflictingSavedGames: [GKSavedGame],
                                                                     with data: Data) async throws -> [GKSavedGame] {
        throw GameCenterUnavailable.error("GKLocalPlayer.resolveConflictingSavedGames(_:with:)")
    }

    /// Deletes the saved games named `name`: `completionHandler` gets
    /// `GKError.notAuthenticated` on the main queue, after a runtime warning.
    public func deleteSavedGames(withName name: String, completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        GameCenterUnavailable.fail("GKLocalPlayer.deleteSavedGames(withName:completionHandler:)") { completionHandler?($0) }
    }

    /// Deletes the saved games named `name`: throws `GKError.notAuthenticated`.
    nonisolated(nonsending) public func deleteSavedGames(withName name: String) async throws {
        throw GameCenterUnavailable.error("GKLocalPlayer.deleteSavedGames(withName:)")
    }
}
