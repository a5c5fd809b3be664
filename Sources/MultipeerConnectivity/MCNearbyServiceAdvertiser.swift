import BackplateCore
import Foundation

/// Advertises the local peer's service so nearby browsers can invite it. A render has no
/// radio: advertising starts (with a runtime warning) and no invitation ever arrives, so the
/// delegate is never called.
@available(iOS, introduced: 7.0, deprecated: 27.0, message: "Use Network Framework instead")
open class MCNearbyServiceAdvertiser: NSObject {
    /// The object told about invitations (held weakly; never called in a render).
    open weak var delegate: (any MCNearbyServiceAdvertiserDelegate)?
    /// The peer being advertised.
    open private(set) var myPeerID: MCPeerID
    /// The key-value pairs advertised with the peer.
    open private(set) var discoveryInfo: [String: String]?
    /// The Bonjour service type advertised, such as `"my-chat"`.
    open private(set) var serviceType: String

    /// An advertiser for `myPeerID` with `info`, under `serviceType` (1 to 15 lowercase
    /// letters, digits and hyphens; an invalid one warns, where iOS raises an exception).
    public init(peer myPeerID: MCPeerID, discoveryInfo info: [String: String]?, serviceType: String) {
        self.myPeerID = myPeerID
        discoveryInfo = info
        self.serviceType = serviceType
        super.init()
        checkServiceType(serviceType, in: "MCNearbyServiceAdvertiser")
    }

    /// Starts advertising. No device is near in a render: no invitation arrives, with a
    /// runtime warning (`advertiser(_:didNotStartAdvertisingPeer:)` is not called either).
    open func startAdvertisingPeer() {
        RuntimeWarning.emit("MCNearbyServiceAdvertiser: startAdvertisingPeer() reaches no nearby device: a render has no Wi-Fi or Bluetooth radio, so no invitation ever arrives")
    }

    /// Stops advertising.
    open func stopAdvertisingPeer() {}
}

/// What an advertiser tells its delegate: an invitation arrived, or advertising failed.
@available(iOS, introduced: 7.0, deprecated: 27.0, message: "Use Network Framework instead")
public protocol MCNearbyServiceAdvertiserDelegate: NSObjectProtocol {
    /// A nearby peer invited the local peer: call `invitationHandler` with whether to accept
    /// and the session to join. Never called in a render.
    func advertiser(_ advertiser: MCNearbyServiceAdvertiser, didReceiveInvitationFromPeer peerID: MCPeerID,
                    withContext context: Data?, invitationHandler: @escaping (Bool, MCSession?) -> Void)
    /// Advertising could not start.
    func advertiser(_ advertiser: MCNearbyServiceAdvertiser, didNotStartAdvertisingPeer error: any Error)
}

@available(iOS, introduced: 7.0, deprecated: 27.0, message: "Use Network Framework instead")
extension MCNearbyServiceAdvertiserDelegate {
    /// Nothing to do by default.
    public func advertiser(_ advertiser: MCNearbyServiceAdvertiser, didNotStartAdvertisingPeer error: any Error) {}
}
