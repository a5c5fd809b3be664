extension AVAudioSession {
    /// The codes of audio session errors, with Apple's raw values (four-character codes).
    /// `AVAudioEngine.start()` throws `.cannotStartRecording` or `.cannotStartPlaying` in a render.
    public enum ErrorCode: Int, Sendable, Hashable {
        /// No error.
        case none = 0
        /// A parameter was not allowed (-50).
        case badParam = -50
        /// A session that was busy was deactivated ('!act').
        case isBusy = 560030580
        /// The operation is not allowed in the session's category ('!cat').
        case incompatibleCategory = 560161140
        /// A non-mixable session tried to activate in the background ('!int').
        case cannotInterruptOthers = 560557684
        /// Playback could not start ('!pla'): what a render's engine throws without the microphone.
        case cannotStartPlaying = 561015905
        /// Another app of higher priority took the audio hardware ('!pri').
        case insufficientPriority = 561017449
        /// Recording could not start ('!rec'): what a render's engine throws when it uses the microphone.
        case cannotStartRecording = 561145187
        /// A required resource, such as the microphone, is unavailable ('!res').
        case resourceNotAvailable = 561145203
        /// The session expired ('!ses').
        case expiredSession = 561210739
        /// The session is not active ('inac').
        case sessionNotActive = 1768841571
        /// The media services failed ('msrv').
        case mediaServicesFailed = 1836282486
        /// Siri is recording ('siri').
        case siriIsRecording = 1936290409
        /// The app lacks a required entitlement ('ent?').
        case missingEntitlement = 1701737535
        /// An unspecified error ('what').
        case unspecified = 2003329396
    }
}
