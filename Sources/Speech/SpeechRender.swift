import BackplateCore
import Foundation

/// What a render answers where a device would record or recognize speech: the runtime
/// warnings and errors shared by the recognizer, the analyzer and the asset inventory.
enum SpeechRender {
    /// The domain of the assistant errors Apple documents for `SFSpeechRecognitionTask.error`.
    static let assistantErrorDomain = "kAFAssistantErrorDomain"

    /// Apple's documented code for "Request is not authorized".
    static let notAuthorizedCode = 1700

    /// The error every recognition task ends with in a render: the app is not authorized.
    static func notAuthorizedError() -> NSError {
        NSError(domain: assistantErrorDomain, code: notAuthorizedCode)
    }

    /// Emits the warning of a recognition `call` that ends with the not-authorized error.
    static func warnNotAuthorized(_ call: String) {
        RuntimeWarning.emit("Speech: \(call) cannot recognize speech in a render (no permission, no microphone); "
            + "it completes at once with kAFAssistantErrorDomain error 1700 (request is not authorized)")
    }

    /// Emits the warning of an analyzer `call` that throws `SFSpeechError.noModel`, and returns it.
    static func noModel(_ call: String) -> SFSpeechError {
        RuntimeWarning.emit("Speech: \(call) has no speech model or audio in a render; it throws SFSpeechError.noModel")
        return SFSpeechError(.noModel)
    }

    /// Emits a warning for `call` with `outcome`, what the call does instead.
    static func warn(_ call: String, _ outcome: String) {
        RuntimeWarning.emit("Speech: \(call) \(outcome)")
    }
}
