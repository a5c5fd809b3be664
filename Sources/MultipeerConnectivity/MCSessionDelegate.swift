import Foundation

/// What a session tells the app: peers joined or left, data, streams and resources arrived.
/// The five are required, as on iOS; `session(_:didReceiveCertificate:fromPeer:certificateHandler:)`
/// is optional (its default accepts the peer). A render's session never calls its delegate.
@available(iOS, introduced: 7.0, deprecated: 27.0, message: "Use Network Framework instead")
public protocol MCSessionDelegate: NSObjectProtocol {
    /// A nearby peer's connection to the session changed to `state`.
    func session(_ session: MCSession, peer peerID: MCPeerID, didChange state: MCSessionState)
    /// A message arrived from a peer.
    func session(_ session: MCSession, didReceive data: Data, fromPeer peerID: MCPeerID)
    /// A peer opened a byte stream to the local peer.
    func session(_ session: MCSession, didReceive stream: InputStream, withName streamName: String, fromPeer peerID: MCPeerID)
    /// A resource from a peer started arriving.
    func session(_ session: MCSession, didStartReceivingResourceWithName resourceName: String,
                 fromPeer peerID: MCPeerID, with progress: Progress)
    /// A resource from a peer arrived at `localURL` (a temporary file), or failed with `error`.
    func session(_ session: MCSession, didFinishReceivingResourceWithName resourceName: String,
                 fromPeer peerID: MCPeerID, at localURL: URL?, withError error: (any Error)?)
    /// A peer presented its certificate: call `certificateHandler` with whether to trust it.
    func session(_ session: MCSession, didReceiveCertificate certificate: [Any]?, fromPeer peerID: MCPeerID,
                 certificateHandler: @escaping (Bool) -> Void)
}

extension MCSessionDelegate {
    /// Accepts the peer, as Multipeer Connectivity does when the delegate does not implement it.
    public func session(_ session: MCSession, didReceiveCertificate certificate: [Any]?, fromPeer peerID: MCPeerID,
                        certificateHandler: @escaping (Bool) -> Void) {
        certificateHandler(true)
    }
}
