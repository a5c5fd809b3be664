import AVFoundation
import Foundation

/// What a provider tells the app: it began or was reset, a transaction or action to perform,
/// an action timed out, its audio session changed. `providerDidReset(_:)` is required; the
/// others have empty defaults (optional on iOS). A render's provider never calls its delegate.
public protocol CXProviderDelegate: NSObjectProtocol {
    /// The provider was reset: the app ends all its calls and releases their resources.
    func providerDidReset(_ provider: CXProvider)
    /// The provider is ready to send actions and receive updates.
    func providerDidBegin(_ provider: CXProvider)
    /// A call controller's transaction is to run: return `true` if the app performed it all,
    /// `false` to be asked for each action (the default).
    func provider(_ provider: CXProvider, execute transaction: CXTransaction) -> Bool
    /// Start an outgoing call, then fulfill or fail the action.
    func provider(_ provider: CXProvider, perform action: CXStartCallAction)
    /// Answer an incoming call, then fulfill or fail the action.
    func provider(_ provider: CXProvider, perform action: CXAnswerCallAction)
    /// End a call, then fulfill or fail the action.
    func provider(_ provider: CXProvider, perform action: CXEndCallAction)
    /// Hold or resume a call, then fulfill or fail the action.
    func provider(_ provider: CXProvider, perform action: CXSetHeldCallAction)
    /// Mute or unmute a call, then fulfill or fail the action.
    func provider(_ provider: CXProvider, perform action: CXSetMutedCallAction)
    /// Group or ungroup a call, then fulfill or fail the action.
    func provider(_ provider: CXProvider, perform action: CXSetGroupCallAction)
    /// Play DTMF tones, then fulfill or fail the action.
    func provider(_ provider: CXProvider, perform action: CXPlayDTMFCallAction)
    /// An action was not completed in time and has failed.
    func provider(_ provider: CXProvider, timedOutPerforming action: CXAction)
    /// The system activated the call's audio session.
    func provider(_ provider: CXProvider, didActivate audioSession: AVAudioSession)
    /// The system deactivated the call's audio session.
    func provider(_ provider: CXProvider, didDeactivate audioSession: AVAudioSession)
}

extension CXProviderDelegate {
    /// Nothing to do by default.
    public func providerDidBegin(_ provider: CXProvider) {}
    /// `false`: each action is performed on its own.
    public func provider(_ provider: CXProvider, execute transaction: CXTransaction) -> Bool { false }
    /// Nothing to do by default.
    public func provider(_ provider: CXProvider, perform action: CXStartCallAction) {}
    /// Nothing to do by default.
    public func provider(_ provider: CXProvider, perform action: CXAnswerCallAction) {}
    /// Nothing to do by default.
    public func provider(_ provider: CXProvider, perform action: CXEndCallAction) {}
    /// Nothing to do by default.
    public func provider(_ provider: CXProvider, perform action: CXSetHeldCallAction) {}
    /// Nothing to do by default.
    public func provider(_ provider: CXProvider, perform action: CXSetMutedCallAction) {}
    /// Nothing to do by default.
    public func provider(_ provider: CXProvider, perform action: CXSetGroupCallAction) {}
    /// Nothing to do by default.
    public func provider(_ provider: CXProvider, perform action: CXPlayDTMFCallAction) {}
    /// Nothing to do by default.
    public func provider(_ provider: CXProvider, timedOutPerforming action: CXAction) {}
    /// Nothing to do by default.
    public func provider(_ provider: CXProvider, didActivate audioSession: AVAudioSession) {}
    /// Nothing to do by default.
    public func provider(_ provider: CXProvider, didDeactivate audioSession: AVAudioSession) {}
}
