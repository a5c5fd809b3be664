import BackplateCore
import Foundation

extension AVAudioSession {
    /// Whether the user lets the app record (deprecated in iOS 17 for
    /// `AVAudioApplication.recordPermission`), with Apple's raw values (four-character codes).
    public enum RecordPermission: UInt, Sendable, Hashable {
        /// The user has not been asked ('undt').
        case undetermined = 1970168948
        /// The user refused ('deny').
        case denied = 1684369017
        /// The user agreed ('grnt').
        case granted = 1735552628
    }

    /// The app's record permission: `.undetermined` in a render, whose user never answers the
    /// microphone prompt.
    @available(iOS, deprecated: 17.0, message: "Use AVAudioApplication.shared.recordPermission")
    public var recordPermission: RecordPermission { .undetermined }

    /// Asks the user to let the app record. No one can answer in a render: `response` is called
    /// once, at once, with false (denied), after a runtime warning; `recordPermission` stays `.undetermined`.
    @available(iOS, deprecated: 17.0, message: "Use AVAudioApplication.requestRecordPermission(completionHandler:)")
    public func requestRecordPermission(_ response: @escaping (Bool) -> Void) {
        AVAudioApplication.warnRecordPermission("AVAudioSession.requestRecordPermission(_:)")
        response(false)
    }
}
