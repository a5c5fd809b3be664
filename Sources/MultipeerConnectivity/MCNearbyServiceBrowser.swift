import BackplateCore
import Foundation

/// Searches for nearby peers advertising a service, and invites them to sessions. A render has
/// no radio: browsing starts (with a runtime warning) and no peer is ever found, so the
/// delegate is never called and an invitation is never answered.
@available(iOS, introduced: 7.0, deprecated: 27.0, message: "Use Network Framework instead")
open class MCNearbyServiceBrowser: NSObject {
    /// The object told about found and lost peers (held weakly; never called in a render).
    open weak var delegate: (any MCNearbyServiceBrowserDelegate)?
    /// The local peer.
    open private(set) var myPeerID: MCPeerID
    /// The Bonjour service type searched for.
    open private(set) var serviceType: String

    /// A browser for the local peer `myPeerID`, searching for `serviceType` (1 to 15 lowercase
    /// letters, digits and hyphens; an invalid one warns, where iOS raises an exception).
    public init(peer myPeerID: MCPeerID, serviceType: String) {
        self.myPeerID = myPeerID
        self.serviceType = serviceType
        super.init()
        checkServiceType(serviceType, in: "MCNearbyServiceBrowser")
    }

    /// Starts browsing. No device is near in a render: no peer is ever found, with a runtime
    /// warning (`browser(_:didNotStartBrowsingForPeers:)` is not called either).
    open func startBrowsingForPeers() {
        RuntimeWarning.emit("MCNearbyServiceBrowser: startBrowsingForPeers() reaches no nearby device: a render has no Wi-Fi or Bluetooth radio, so no peer is ever found")
    }

    /// Stops browsing.
    open func stopBrowsingForPeers() {}

    /// Invites `peerID` to join `session`, with the app's `context`, waiting up to `timeout`
    /// seconds (30 when zero or less). No peer is near in a render: the invitation reaches no
    /// one and the session's delegate hears nothing, with a runtime warning.
    open func invitePeer(_ peerID: MCPeerID, to session: MCSession, withContext context: Data?, timeout: TimeInterval) {
        RuntimeWarning.emit("MCNearbyServiceBrowser: invitePeer(_:to:withContext:timeout:) reaches no nearby device: a render has no Wi-Fi or Bluetooth radio, so the invitation is never answered")
    }
}

/// What a browser tells its delegate: peers found and lost, or browsing failed.
@available(iOS, introduced: 7.0, deprecated: 27.0, message: "Use Network Framework instead")
public protocol MCNearbyServiceBrowserDelegate: NSObjectProtocol {
    /// A nearby peer advertising the service was found, with its discovery info.
    func browser(_ browser: MCNearbyServiceBrowser, foundPeer peerID: MCPeerID, withDiscoveryInfo info: [String: String]?)
    /// A peer found earlier is gone.
    func browser(_ browser: MCNearbyServiceBrowser, lostPeer peerID: MCPeerID)
    /// Browsing could not start.
    func browser(_ browser: MCNearbyServiceBrowser, didNotStartBrowsingForPeers error: any Error)
}

@available(iOS, introduced: 7.0, deprecated: 27.0, message: "Use Network Framework instead")
extension MCNearbyServiceBrowserDelegate {
    /// Nothing to do by default.
    public func browser(_ browser: MCNearbyServiceBrowser, didNotStartBrowsingForPeers error: any Error) {}
}
