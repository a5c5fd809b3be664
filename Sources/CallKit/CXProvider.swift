import BackplateCore
import Foundation

/// Why a call ended, as a provider reports it (CallKit's raw values).
public enum CXCallEndedReason: Int, Sendable {
    /// An error kept the call from continuing.
    case failed = 1
    /// The other party ended the call.
    case remoteEnded = 2
    /// The call was never answered or connected.
    case unanswered = 3
    /// The call was answered on another device.
    case answeredElsewhere = 4
    /// The call was declined on another device.
    case declinedElsewhere = 5
}

/// The app's telephony provider: reports calls to the system and receives the actions the
/// person takes on them. A render has no telephony service and draws no call screen:
/// `reportNewIncomingCall` completes with `CXErrorCodeIncomingCallError.unknown`, with a runtime
/// warning; the other reports change nothing, as no call exists; the delegate is never called.
open class CXProvider: NSObject {
    /// The object told about actions and the audio session (held weakly; never called here).
    private weak var delegate: (any CXProviderDelegate)?
    /// The queue given with the delegate, where completions run (a private one when `nil`).
    private var delegateQueue: DispatchQueue?
    /// The queue completions run on when no delegate queue was given.
    private let privateQueue = DispatchQueue(label: "Backplate.CallKit.CXProvider")
    private var storedConfiguration: CXProviderConfiguration
    /// The queue `reportNewIncomingVoIPPushPayload` completes on.
    private static let voIPPushQueue = DispatchQueue(label: "Backplate.CallKit.CXProvider.voIPPush")

    /// A provider whose calls behave as `configuration` says (a copy is kept).
    public init(configuration: CXProviderConfiguration) {
        storedConfiguration = configuration.copy() as? CXProviderConfiguration ?? configuration
        super.init()
    }

    /// The provider's configuration; setting it keeps a copy.
    open var configuration: CXProviderConfiguration {
        get { storedConfiguration }
        set { storedConfiguration = newValue.copy() as? CXProviderConfiguration ?? newValue }
    }

    /// Sets the delegate (held weakly) and the queue its calls and the provider's completions
    /// run on (`nil`: the main queue for the delegate, a private serial queue for completions).
    /// No call reaches a render, so the delegate is never called.
    open func setDelegate(_ delegate: (any CXProviderDelegate)?, queue: DispatchQueue?) {
        self.delegate = delegate
        delegateQueue = queue
    }

    /// Reports a new incoming call so the system shows its call screen. A render has no
    /// telephony service: `completion` gets `CXErrorCodeIncomingCallError.unknown`,
    /// asynchronously on the delegate's queue (a private serial queue without one), with a
    /// runtime warning, and the call does not exist.
    open func reportNewIncomingCall(with UUID: UUID, update: CXCallUpdate,
                                    completion: @escaping @Sendable ((any Error)?) -> Void) {
        RuntimeWarning.emit("CXProvider: reportNewIncomingCall(with:update:completion:) shows no call screen: a render has no telephony service, so the completion gets CXErrorCodeIncomingCallError.unknown (0)")
        let error = CXErrorCodeIncomingCallError(.unknown)
        (delegateQueue ?? privateQueue).async { completion(error) }
    }

    /// Reports a new incoming call; throws what `reportNewIncomingCall(with:update:completion:)`
    /// reports: `CXErrorCodeIncomingCallError.unknown` in a render.
    open func reportNewIncomingCall(with UUID: UUID, update: CXCallUpdate) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            reportNewIncomingCall(with: UUID, update: update) { error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
        }
    }

    /// Reports new information about a call. No call exists in a render: nothing changes.
    open func reportCall(with UUID: UUID, updated update: CXCallUpdate) {}

    /// Reports that a call ended (`nil`: now) and why. No call exists in a render: nothing changes.
    open func reportCall(with UUID: UUID, endedAt dateEnded: Date?, reason endedReason: CXCallEndedReason) {}

    /// Reports that an outgoing call started connecting (`nil`: now). Nothing changes in a render.
    open func reportOutgoingCall(with UUID: UUID, startedConnectingAt dateStartedConnecting: Date?) {}

    /// Reports that an outgoing call connected (`nil`: now). Nothing changes in a render.
    open func reportOutgoingCall(with UUID: UUID, connectedAt dateConnected: Date?) {}

    /// Ends the provider: its calls end as failed (there are none here) and the delegate is
    /// released.
    open func invalidate() {
        delegate = nil
    }

    /// The transactions not yet complete: none, no transaction reaches a render's provider.
    open var pendingTransactions: [CXTransaction] { [] }

    /// The pending actions of `callActionClass` for the call `callUUID`: none.
    open func pendingCallActions(of callActionClass: AnyClass, withCall callUUID: UUID) -> [CXCallAction] { [] }

    /// Reports an incoming call from a notification service extension's decrypted VoIP push.
    /// `completion` gets `CXErrorCodeNotificationServiceExtensionError.unknown` on a private
    /// serial queue, with a runtime warning: a render has no telephony service.
    open class func reportNewIncomingVoIPPushPayload(_ dictionaryPayload: [AnyHashable: Any],
                                                     completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        RuntimeWarning.emit("CXProvider: reportNewIncomingVoIPPushPayload(_:completion:) shows no call screen: a render has no telephony service, so the completion gets CXErrorCodeNotificationServiceExtensionError.unknown (0)")
        let error = CXErrorCodeNotificationServiceExtensionError(.unknown)
        voIPPushQueue.async { completion?(error) }
    }

    /// Reports an incoming call from a decrypted VoIP push; throws
    /// `CXErrorCodeNotificationServiceExtensionError.unknown` in a render.
    open class func reportNewIncomingVoIPPushPayload(_ dictionaryPayload: [AnyHashable: Any]) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            reportNewIncomingVoIPPushPayload(dictionaryPayload) { error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
        }
    }
}
