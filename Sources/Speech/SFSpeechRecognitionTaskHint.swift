/// The kind of speech a request expects. Kept on requests and recognizers; a render recognizes
/// nothing, so the hint changes no result.
public enum SFSpeechRecognitionTaskHint: Int, Sendable {
    /// No particular kind of speech (the default).
    case unspecified = 0
    /// Free-form dictation, like the keyboard's.
    case dictation = 1
    /// Search terms.
    case search = 2
    /// Short confirmations such as "yes" or "no".
    case confirmation = 3
}
