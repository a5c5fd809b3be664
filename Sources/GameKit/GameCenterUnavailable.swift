import BackplateCore
import Foundation

/// What every Game Center request answers in a render: there is no signed-in player to ask
/// for, so each call fails with `GKError.notAuthenticated`, as GameKit answers a game whose
/// local player has not been authenticated.
enum GameCenterUnavailable {
    /// The error a request ends in, after a runtime warning naming `call`.
    static func error(_ call: String) -> GKError {
        RuntimeWarning.emit("GameKit: \(call) fails with GKError.notAuthenticated: a render has no signed-in Game Center player")
        return GKError(.notAuthenticated)
    }

    /// Warns about `call`, then runs `deliver` with the error asynchronously on the main queue,
    /// where GameKit calls its completion handlers.
    static func fail(_ call: String, _ deliver: @escaping @Sendable (GKError) -> Void) {
        let failure = error(call)
        DispatchQueue.main.async { deliver(failure) }
    }

    /// Warns once that `what` (a Game Center interface) is not drawn in a render.
    static func notDrawn(_ what: String) {
        RuntimeWarning.emit("GameKit: \(what) is not drawn: a render shows no Game Center interface")
    }

    /// Runs `handler` asynchronously on the main queue (a no-op for `nil`).
    static func later(_ handler: (@Sendable () -> Void)?) {
        guard let handler else { return }
        DispatchQueue.main.async { handler() }
    }
}
