import BackplateCore
import Foundation
import Synchronization

/// The app's audio as a whole (iOS 17): the microphone permission and input muting. A render's
/// user never answers the microphone prompt: the permission reads `.undetermined` and asking
/// for it answers false (denied), as Speech answers its own prompt.
public final class AVAudioApplication: NSObject, Sendable {
    /// The app's record permission, with Apple's raw values (four-character codes).
    public enum recordPermission: Int, Sendable, Hashable {
        /// The user has not been asked ('undt').
        case undetermined = 1970168948
        /// The user refused ('deny').
        case denied = 1684369017
        /// The user agreed ('grnt').
        case granted = 1735552628
    }

    private static let instance = AVAudioApplication()
    private let inputMuted = Mutex(false)

    private override init() {
        super.init()
    }

    /// The app's audio application.
    public class var shared: AVAudioApplication { instance }

    /// The app's permission to record: `.undetermined` in a render (no one answers the prompt).
    public var recordPermission: AVAudioApplication.recordPermission { .undetermined }

    /// Whether the app's input is muted (false); kept as set with `setInputMuted(_:)`.
    public var isInputMuted: Bool { inputMuted.withLock { $0 } }

    /// Mutes or unmutes the app's input. Kept; a render records nothing, so it never throws.
    public func setInputMuted(_ muted: Bool) throws {
        inputMuted.withLock { $0 = muted }
    }

    /// Asks the user to let the app record. No one can answer in a render: `response` is called
    /// once, at once, with false (denied), after a runtime warning; the permission stays `.undetermined`.
    public class func requestRecordPermission(completionHandler response: @escaping @Sendable (Bool) -> Void) {
        warnRecordPermission("AVAudioApplication.requestRecordPermission(completionHandler:)")
        response(false)
    }

    /// Asks the user to let the app record: false (denied) in a render, after a runtime warning.
    public class func requestRecordPermission() async -> Bool {
        warnRecordPermission("AVAudioApplication.requestRecordPermission()")
        return false
    }

    /// Posted when the app's input mute state changes (never in a render).
    public static let inputMuteStateChangeNotification = NSNotification.Name("AVAudioApplicationInputMuteStateChangeNotification")

    /// The `userInfo` key of the new mute state in `inputMuteStateChangeNotification`.
    public static let muteStateKey = "AVAudioApplicationMuteStateKey"

    /// Emits the warning of a record-permission `call`, which a render answers false.
    static func warnRecordPermission(_ call: String) {
        RuntimeWarning.emit("AVFoundation: \(call) has no user to answer the microphone prompt in a render; it answers false (denied)")
    }
}
