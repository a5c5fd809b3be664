/// The app's permission to recognize speech. A render never shows the prompt, so
/// `SFSpeechRecognizer.authorizationStatus()` stays `.notDetermined`.
public enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable {
    /// The user has not answered the prompt: the status in a render.
    case notDetermined = 0
    /// The user denied speech recognition: what `requestAuthorization(_:)` reports in a render.
    case denied = 1
    /// The device does not allow speech recognition. Never reported in a render.
    case restricted = 2
    /// The user allowed speech recognition. Never reported in a render.
    case authorized = 3
}
