import BackplateCore
import Foundation

/// Advertises a session's peer and shows the system's invitation alert when a nearby peer
/// invites it. A render has no radio and shows no alert: `start()` warns and no invitation
/// arrives, so the delegate is never called.
@available(iOS, introduced: 7.0, deprecated: 27.0, message: "Use Network Framework instead")
open class MCAdvertiserAssistant: NSObject {
    /// The object told when the invitation alert appears and goes (never in a render).
    open weak var delegate: (any MCAdvertiserAssistantDelegate)?
    /// The session accepted invitations join.
    open private(set) var session: MCSession
    /// The key-value pairs advertised with the peer.
    open private(set) var discoveryInfo: [String: String]?
    /// The Bonjour service type advertised.
    open private(set) var serviceType: String

    /// An assistant advertising `session`'s peer with `info` under `serviceType`.
    public init(serviceType: String, discoveryInfo info: [String: String]?, session: MCSession) {
        self.serviceType = serviceType
        discoveryInfo = info
        self.session = session
        super.init()
        checkServiceType(serviceType, in: "MCAdvertiserAssistant")
    }

    /// Starts advertising. No device is near in a render: no invitation arrives, with a
    /// runtime warning.
    open func start() {
        RuntimeWarning.emit("MCAdvertiserAssistant: start() reaches no nearby device: a render has no Wi-Fi or Bluetooth radio, so no invitation ever arrives and no alert is shown")
    }

    /// Stops advertising.
    open func stop() {}
}

/// What an advertiser assistant tells its delegate; both methods have empty defaults.
@available(iOS, introduced: 7.0, deprecated: 27.0, message: "Use Network Framework instead")
public protocol MCAdvertiserAssistantDelegate: NSObjectProtocol {
    /// The invitation alert is about to appear.
    func advertiserAssistantWillPresentInvitation(_ advertiserAssistant: MCAdvertiserAssistant)
    /// The invitation alert was dismissed.
    func advertiserAssistantDidDismissInvitation(_ advertiserAssistant: MCAdvertiserAssistant)
}

@available(iOS, introduced: 7.0, deprecated: 27.0, message: "Use Network Framework instead")
extension MCAdvertiserAssistantDelegate {
    /// Nothing to do by default.
    public func advertiserAssistantWillPresentInvitation(_ advertiserAssistant: MCAdvertiserAssistant) {}
    /// Nothing to do by default.
    public func advertiserAssistantDidDismissInvitation(_ advertiserAssistant: MCAdvertiserAssistant) {}
}
