import BackplateCore
import Foundation

/// What MusicKit answers in a render, in one place: the warning and the error of a call that
/// needs Apple Music (an Apple Account, a developer token and a network).
enum MusicKitRender {
    /// Warns that `call` reaches no Apple Music and returns the error it throws.
    static func unavailable(_ call: String) -> MusicTokenRequestError {
        RuntimeWarning.emit("MusicKit: \(call) reaches no Apple Music in a render (no Apple Account, developer token or network); it throws MusicTokenRequestError.permissionDenied")
        return .permissionDenied
    }

    /// `value` for a warning, an optional's wrapped value unwrapped ("nil" when none).
    static func text(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return "\(value)" }
        return mirror.children.first.map { text($0.value) } ?? "nil"
    }

    /// Warns that `call` does less than on iOS, saying what it does instead.
    static func warn(_ call: String, _ instead: String) {
        RuntimeWarning.emit("MusicKit: \(call) \(instead)")
    }
}
