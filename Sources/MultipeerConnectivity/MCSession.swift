import BackplateCore
import Foundation

/// A nearby peer's connection to a session (Multipeer Connectivity's raw values).
@available(iOS, introduced: 7.0, deprecated: 27.0, message: "Use Network Framework instead")
public enum MCSessionState: Int, Sendable {
    /// Not in the session: every peer, in a render.
    case notConnected = 0
    /// Connecting to the session.
    case connecting = 1
    /// Connected to the session.
    case connected = 2
}

/// How a session delivers a message (Multipeer Connectivity's raw values).
@available(iOS, introduced: 7.0, deprecated: 27.0, message: "Use Network Framework instead")
public enum MCSessionSendDataMode: Int, Sendable {
    /// Delivered in order, retransmitted until received.
    case reliable = 0
    /// Sent once, possibly lost or out of order.
    case unreliable = 1
}

/// Whether a session encrypts its connections (Multipeer Connectivity's raw values).
@available(iOS, introduced: 7.0, deprecated: 27.0, message: "Use Network Framework instead")
public enum MCEncryptionPreference: Int, Sendable {
    /// Encrypts unless a peer asks for none.
    case optional = 0
    /// Encrypts always: the default of `init(peer:)`.
    case required = 1
    /// Never encrypts.
    case none = 2
}

/// Communication among the peers of a Multipeer Connectivity session. A render has no radio,
/// so no peer ever joins: `connectedPeers` is empty, sending data or starting a stream throws
/// `MCError.notConnected`, a resource transfer completes with it, and the delegate is never
/// called. Completions run asynchronously on the session's own serial queue.
@available(iOS, introduced: 7.0, deprecated: 27.0, message: "Use Network Framework instead")
open class MCSession: NSObject {
    /// The object told about peers and received data (held weakly; never called in a render).
    open weak var delegate: (any MCSessionDelegate)?
    /// The local peer.
    open private(set) var myPeerID: MCPeerID
    /// The local peer's identity (a `SecIdentity` and certificates), as given.
    open private(set) var securityIdentity: [Any]?
    /// Whether the session encrypts its connections.
    open private(set) var encryptionPreference: MCEncryptionPreference
    /// The queue completions run on.
    private let queue = DispatchQueue(label: "Backplate.MultipeerConnectivity.MCSession")

    /// A session for the local peer `myPeerID`, with no identity and encryption `.required`
    /// (as for apps linked on iOS 9 and later).
    public convenience init(peer myPeerID: MCPeerID) {
        self.init(peer: myPeerID, securityIdentity: nil, encryptionPreference: .required)
    }

    /// A session for the local peer `myPeerID` with a security identity and an encryption
    /// preference.
    public init(peer myPeerID: MCPeerID, securityIdentity identity: [Any]?, encryptionPreference: MCEncryptionPreference) {
        self.myPeerID = myPeerID
        securityIdentity = identity
        self.encryptionPreference = encryptionPreference
        super.init()
    }

    /// The peers connected to the session: none in a render.
    open var connectedPeers: [MCPeerID] { [] }

    /// Sends `data` to `peerIDs`. No peer is connected in a render: throws
    /// `MCError.notConnected`, as iOS does for peers not in the session.
    open func send(_ data: Data, toPeers peerIDs: [MCPeerID], with mode: MCSessionSendDataMode) throws {
        throw MCError(.notConnected)
    }

    /// Sends the file or web resource at `resourceURL` to `peerID`. The peer is not connected:
    /// `completionHandler` gets `MCError.notConnected` on the session's queue, and no progress
    /// is returned (`nil`).
    @discardableResult
    open func sendResource(at resourceURL: URL, withName resourceName: String, toPeer peerID: MCPeerID,
                           withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) -> Progress? {
        deliver(completionHandler, MCError(.notConnected))
        return nil
    }

    /// Opens a byte stream to `peerID`. The peer is not connected: throws `MCError.notConnected`.
    open func startStream(withName streamName: String, toPeer peerID: MCPeerID) throws -> OutputStream {
        throw MCError(.notConnected)
    }

    /// Leaves the session. None is joined in a render: nothing changes.
    open func disconnect() {}

    /// Makes the data a peer found by the app's own discovery needs to connect. A render has no
    /// radio: `completionHandler` gets `nil` and `MCError.unavailable` on the session's queue,
    /// with a runtime warning.
    open func nearbyConnectionData(forPeer peerID: MCPeerID,
                                   withCompletionHandler completionHandler: @escaping (Data?, (any Error)?) -> Void) {
        RuntimeWarning.emit("MCSession: nearbyConnectionData(forPeer:withCompletionHandler:) reaches no nearby device: a render has no Wi-Fi or Bluetooth radio, so the completion gets MCError.unavailable (6)")
        deliver({ completionHandler(nil, $0) }, MCError(.unavailable))
    }

    /// The data a peer found by the app's own discovery needs to connect; throws
    /// `MCError.unavailable` in a render.
    open func nearbyConnectionData(forPeer peerID: MCPeerID) async throws -> Data {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data, any Error>) in
            nearbyConnectionData(forPeer: peerID) { data, error in
                if let data { continuation.resume(returning: data) } else { continuation.resume(throwing: error ?? MCError(.unknown)) }
            }
        }
    }

    /// Connects to a peer found by the app's own discovery. No peer is near in a render: the
    /// attempt goes nowhere and the delegate hears nothing, with a runtime warning.
    open func connectPeer(_ peerID: MCPeerID, withNearbyConnectionData data: Data) {
        RuntimeWarning.emit("MCSession: connectPeer(_:withNearbyConnectionData:) reaches no nearby device: a render has no Wi-Fi or Bluetooth radio, so the peer never connects")
    }

    /// Cancels a connection attempt started with `connectPeer(_:withNearbyConnectionData:)`.
    open func cancelConnectPeer(_ peerID: MCPeerID) {}

    /// Calls `completion` with `error`, asynchronously on the session's queue.
    private func deliver(_ completion: (((any Error)?) -> Void)?, _ error: MCError) {
        guard let completion else { return }
        // Unchecked: Multipeer Connectivity's completion handlers are not Sendable; each is
        // called once, on the session's queue, the only place it runs.
        let handler = LockedState(unchecked: completion)
        queue.async { handler.withLockUnchecked { $0 }(error) }
    }
}
