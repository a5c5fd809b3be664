import Foundation

/// Starts an outgoing call to `handle`, requested through `CXCallController`.
open class CXStartCallAction: CXCallAction {
    /// The party to call.
    open var handle: CXHandle
    /// The identifier of the contact being called, if the app knows it.
    open var contactIdentifier: String?
    /// Whether the call starts with video.
    open var isVideo = false
    /// When the provider said the call started (`fulfill(withDateStarted:)`), if it did.
    package private(set) var dateStarted: Date?

    /// An action starting the call with identifier `callUUID` to `handle`.
    public init(call callUUID: UUID, handle: CXHandle) {
        self.handle = handle
        super.init(call: callUUID)
    }

    /// Fulfills the action, noting when the call started (its invitation was sent).
    open func fulfill(withDateStarted dateStarted: Date) {
        self.dateStarted = dateStarted
        fulfill()
    }
}

/// Answers an incoming call.
open class CXAnswerCallAction: CXCallAction {
    /// When the provider said the call connected (`fulfill(withDateConnected:)`), if it did.
    package private(set) var dateConnected: Date?

    /// Fulfills the action, noting when both parties could start talking.
    open func fulfill(withDateConnected dateConnected: Date) {
        self.dateConnected = dateConnected
        fulfill()
    }
}

/// Ends a call.
open class CXEndCallAction: CXCallAction {
    /// When the provider said the call ended (`fulfill(withDateEnded:)`), if it did.
    package private(set) var dateEnded: Date?

    /// Fulfills the action, noting when the call ended.
    open func fulfill(withDateEnded dateEnded: Date) {
        self.dateEnded = dateEnded
        fulfill()
    }
}

/// Puts a call on hold or takes it off hold.
open class CXSetHeldCallAction: CXCallAction {
    /// Whether the call is to be held.
    open var isOnHold: Bool

    /// An action holding (`onHold` true) or resuming the call with identifier `callUUID`.
    public init(call callUUID: UUID, onHold: Bool) {
        isOnHold = onHold
        super.init(call: callUUID)
    }
}

/// Mutes or unmutes a call's microphone.
open class CXSetMutedCallAction: CXCallAction {
    /// Whether the call is to be muted.
    open var isMuted: Bool

    /// An action muting (`muted` true) or unmuting the call with identifier `callUUID`.
    public init(call callUUID: UUID, muted: Bool) {
        isMuted = muted
        super.init(call: callUUID)
    }
}

/// Groups a call with another, or takes it out of its group.
open class CXSetGroupCallAction: CXCallAction {
    /// The call to group with; `nil` takes the call out of any group.
    open var callUUIDToGroupWith: UUID?

    /// An action grouping the call with identifier `callUUID` with `callUUIDToGroupWith`.
    public init(call callUUID: UUID, callUUIDToGroupWith: UUID?) {
        self.callUUIDToGroupWith = callUUIDToGroupWith
        super.init(call: callUUID)
    }
}

/// Plays DTMF tones on a call.
open class CXPlayDTMFCallAction: CXCallAction {
    /// Why the digits are played (CallKit's raw values).
    public enum ActionType: Int, Sendable {
        /// A digit tapped on the in-call keypad.
        case singleTone = 1
        /// Digits following a soft pause in a dial string.
        case softPause = 2
        /// Digits following a hard pause in a dial string.
        case hardPause = 3
    }

    /// The digits to play as tones.
    open var digits: String
    /// Why the digits are played.
    open var type: ActionType

    /// An action playing `digits` on the call with identifier `callUUID`.
    public init(call callUUID: UUID, digits: String, type: ActionType) {
        self.digits = digits
        self.type = type
        super.init(call: callUUID)
    }
}
