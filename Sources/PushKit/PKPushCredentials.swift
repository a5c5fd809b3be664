import Foundation

/// The token that addresses pushes of one type to this device, which the app sends to its
/// server. A render is never given one: the registry's delegate is never called.
open class PKPushCredentials: NSObject {
    private let storedToken: Data
    private let storedType: PKPushType

    /// Credentials with an empty token and an empty type name (the system makes real ones).
    public override convenience init() {
        self.init(token: Data(), type: PKPushType(rawValue: ""))
    }

    init(token: Data, type: PKPushType) {
        storedToken = token
        storedType = type
        super.init()
    }

    /// The push token to send to the app's server.
    open var token: Data { storedToken }
    /// The push type the token is for.
    open var type: PKPushType { storedType }
}

/// The content of a push notification PushKit delivered. A render receives none.
open class PKPushPayload: NSObject {
    private let storedPayload: [AnyHashable: Any]
    private let storedType: PKPushType

    /// An empty payload with an empty type name (the system makes real ones).
    public override convenience init() {
        self.init(dictionaryPayload: [:], type: PKPushType(rawValue: ""))
    }

    init(dictionaryPayload: [AnyHashable: Any], type: PKPushType) {
        storedPayload = dictionaryPayload
        storedType = type
        super.init()
    }

    /// The notification's content, as the app's server sent it.
    open var dictionaryPayload: [AnyHashable: Any] { storedPayload }
    /// The push type of the notification.
    open var type: PKPushType { storedType }
}

/// What the system says about a received VoIP push (iOS 26.4): whether the app must report a
/// call for it. A render receives no push.
@available(iOS 26.4, *)
open class PKVoIPPushMetadata: NSObject {
    private let reportRequired: Bool

    /// Metadata saying a call must be reported, as for a VoIP push received in the background.
    public override convenience init() { self.init(mustReport: true) }

    init(mustReport: Bool) {
        reportRequired = mustReport
        super.init()
    }

    /// Whether the app must report a call or conversation for the push.
    open var mustReport: Bool { reportRequired }
}
