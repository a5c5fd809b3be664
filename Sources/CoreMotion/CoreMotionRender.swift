import BackplateCore
import Foundation

/// What a render answers where a device would measure motion: the warnings and the error
/// shared by the managers (the iOS Simulator's answers: no hardware, error 104).
enum CoreMotionRender {
    /// Warns that `call` delivers nothing: a render has no motion hardware.
    static func warnNoUpdates(_ call: String) {
        RuntimeWarning.emit("CoreMotion: \(call) has no motion hardware in a render; no update is ever delivered")
    }

    /// Warns that `call` fails, and returns the error it fails with: CMErrorDomain error 104
    /// (`CMErrorMotionActivityNotAvailable`), as the iOS Simulator answers.
    static func notAvailable(_ call: String) -> NSError {
        RuntimeWarning.emit("CoreMotion: \(call) has no motion hardware in a render; its handler gets CMErrorDomain error 104")
        return NSError(domain: CMErrorDomain, code: Int(CMErrorMotionActivityNotAvailable.rawValue))
    }
}
