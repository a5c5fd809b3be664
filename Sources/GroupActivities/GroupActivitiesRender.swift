import BackplateCore
import Foundation

/// What a render answers where SharePlay would need a FaceTime call: the runtime warnings and the
/// error shared by activities, sessions, messengers and journals.
enum GroupActivitiesRender {
    /// Emits the warning of `call`, which does `outcome` instead in a render.
    static func warn(_ call: String, _ outcome: String) {
        RuntimeWarning.emit("GroupActivities: \(call) has no FaceTime call or SharePlay session in a render; \(outcome)")
    }

    /// Emits the warning of `call`, which throws, and returns the error it throws.
    static func unavailable(_ call: String) -> GroupActivitiesRenderError {
        warn(call, "it throws")
        return GroupActivitiesRenderError(call: call)
    }

    /// The name of an activity type for warnings, such as "WatchTogether".
    static func name<T>(of type: T.Type) -> String { String(describing: type) }
}

/// The error a render's SharePlay calls throw (`activate()`, `send(_:to:)`, journal uploads and
/// downloads): Apple documents that such calls throw without an active FaceTime call or joined
/// session but names no public error type, so an app can only catch it as `any Error`.
package struct GroupActivitiesRenderError: LocalizedError, Equatable, Sendable {
    /// The call that threw, such as "WatchTogether.activate()".
    package let call: String

    /// The error of `call`.
    package init(call: String) { self.call = call }

    /// Why the call failed.
    package var errorDescription: String? {
        "\(call) failed: no FaceTime call is active and no SharePlay session exists."
    }
}
