import Foundation

/// What a session tells the app: activation, deactivation and incoming data. The three
/// activation methods are required on iOS; the others have empty defaults (optional on iOS).
public protocol WCSessionDelegate: NSObjectProtocol {
    /// Activation finished, with the state reached and the error if it failed.
    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?)
    /// The session became inactive (another watch is being chosen).
    func sessionDidBecomeInactive(_ session: WCSession)
    /// The session was deactivated; the app activates it again for the new watch.
    func sessionDidDeactivate(_ session: WCSession)
    /// The paired watch's state changed.
    func sessionWatchStateDidChange(_ session: WCSession)
    /// Whether the counterpart is reachable changed.
    func sessionReachabilityDidChange(_ session: WCSession)
    /// A message arrived from the Watch app.
    func session(_ session: WCSession, didReceiveMessage message: [String: Any])
    /// A new application context arrived from the Watch app.
    func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any])
    /// User info arrived from the Watch app.
    func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any])
    /// A user-info delivery finished, with the error if it failed.
    func session(_ session: WCSession, didFinish userInfoTransfer: WCSessionUserInfoTransfer, error: (any Error)?)
    /// A file delivery finished, with the error if it failed.
    func session(_ session: WCSession, didFinish fileTransfer: WCSessionFileTransfer, error: (any Error)?)
    /// A file arrived from the Watch app.
    func session(_ session: WCSession, didReceive file: WCSessionFile)
    /// Data arrived from the Watch app.
    func session(_ session: WCSession, didReceiveMessageData messageData: Data)
}

extension WCSessionDelegate {
    /// Nothing to do by default.
    public func sessionWatchStateDidChange(_ session: WCSession) {}
    /// Nothing to do by default.
    public func sessionReachabilityDidChange(_ session: WCSession) {}
    /// Nothing to do by default.
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {}
    /// Nothing to do by default.
    public func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any]) {}
    /// Nothing to do by default.
    public func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any]) {}
    /// Nothing to do by default.
    public func session(_ session: WCSession, didFinish userInfoTransfer: WCSessionUserInfoTransfer, error: (any Error)?) {}
    /// Nothing to do by default.
    public func session(_ session: WCSession, didFinish fileTransfer: WCSessionFileTransfer, error: (any Error)?) {}
    /// Nothing to do by default.
    public func session(_ session: WCSession, didReceive file: WCSessionFile) {}
    /// Nothing to do by default.
    public func session(_ session: WCSession, didReceiveMessageData messageData: Data) {}
}
