import BackplateUIKit
import Foundation

/// The system's screen listing nearby peers to invite, as a UIKit view controller that keeps its
/// configuration and, like other UIKit controllers in Backplate, is not drawn. Its browser finds
/// no one in a render, and its delegate is never called.
@available(iOS, introduced: 7.0, deprecated: 27.0, message: "Use Network Framework instead")
open class MCBrowserViewController: UIViewController, MCNearbyServiceBrowserDelegate {
    /// The object told when the person finishes or cancels (never in a render).
    open weak var delegate: (any MCBrowserViewControllerDelegate)?
    /// The browser that finds peers (the controller is its delegate).
    open private(set) var browser: MCNearbyServiceBrowser?
    /// The session invited peers join.
    open private(set) var session: MCSession
    /// The fewest peers the session needs, the local peer included (Done is enabled from
    /// there): `kMCSessionMinimumNumberOfPeers`, 2, by default.
    open var minimumNumberOfPeers = 2
    /// The most peers the session may have, the local peer included: 8, the largest allowed
    /// and the default.
    open var maximumNumberOfPeers = 8

    /// A controller whose own browser looks for `serviceType` for `session`'s peer.
    public convenience init(serviceType: String, session: MCSession) {
        self.init(browser: MCNearbyServiceBrowser(peer: session.myPeerID, serviceType: serviceType), session: session)
    }

    /// A controller listing what `browser` finds, inviting peers to `session`.
    public init(browser: MCNearbyServiceBrowser, session: MCSession) {
        self.browser = browser
        self.session = session
        super.init(nibName: nil, bundle: nil)
        browser.delegate = self
    }

    /// A controller from an archive: none can be read on Linux (there is no session to
    /// restore), so this is `nil`.
    public required init?(coder: NSCoder) { return nil }

    /// Lists a found peer (none is ever found in a render).
    nonisolated open func browser(_ browser: MCNearbyServiceBrowser, foundPeer peerID: MCPeerID, withDiscoveryInfo info: [String: String]?) {}

    /// Removes a lost peer from the list.
    nonisolated open func browser(_ browser: MCNearbyServiceBrowser, lostPeer peerID: MCPeerID) {}

    /// Shows that browsing could not start.
    nonisolated open func browser(_ browser: MCNearbyServiceBrowser, didNotStartBrowsingForPeers error: any Error) {}
}

/// What the browser screen tells its delegate: the person tapped Done or Cancel, and whether a
/// found peer is listed (`true` by default).
@available(iOS, introduced: 7.0, deprecated: 27.0, message: "Use Network Framework instead")
public protocol MCBrowserViewControllerDelegate: NSObjectProtocol {
    /// The person tapped Done (never in a render).
    func browserViewControllerDidFinish(_ browserViewController: MCBrowserViewController)
    /// The person tapped Cancel (never in a render).
    func browserViewControllerWasCancelled(_ browserViewController: MCBrowserViewController)
    /// Whether to list a found peer.
    func browserViewController(_ browserViewController: MCBrowserViewController,
                               shouldPresentNearbyPeer peerID: MCPeerID, withDiscoveryInfo info: [String: String]?) -> Bool
}

@available(iOS, introduced: 7.0, deprecated: 27.0, message: "Use Network Framework instead")
extension MCBrowserViewControllerDelegate {
    /// `true`: every found peer is listed.
    public func browserViewController(_ browserViewController: MCBrowserViewController,
                                      shouldPresentNearbyPeer peerID: MCPeerID, withDiscoveryInfo info: [String: String]?) -> Bool {
        true
    }
}
