import Foundation

/// What a push registry tells the app: its credentials changed, a push arrived, a token was
/// invalidated. `pushRegistry(_:didUpdate:for:)` is required; the others have empty defaults
/// (optional on iOS). A render's registry never calls its delegate.
public protocol PKPushRegistryDelegate: NSObjectProtocol {
    /// The token for `type` was issued or changed: send it to the app's server.
    func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType)
    /// A push of `type` arrived; call `completion` when it is handled.
    @available(iOS 11.0, *)
    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload,
                      for type: PKPushType, completion: @escaping @Sendable () -> Void)
    /// A push of `type` arrived; return when it is handled (the async form of the completion
    /// method above).
    @available(iOS 11.0, *)
    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType) async
    /// A push of `type` arrived (before iOS 11).
    @available(iOS, introduced: 8.0, deprecated: 11.0)
    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType)
    /// A VoIP push arrived, with whether a call must be reported (iOS 26.4); call `completion`
    /// when it is handled.
    @available(iOS 26.4, *)
    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingVoIPPushWith payload: PKPushPayload,
                      metadata: PKVoIPPushMetadata, withCompletionHandler completion: @escaping @Sendable () -> Void)
    /// A VoIP push arrived, with whether a call must be reported (iOS 26.4); return when it is
    /// handled (the async form of the completion method above).
    @available(iOS 26.4, *)
    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingVoIPPushWith payload: PKPushPayload,
                      metadata: PKVoIPPushMetadata) async
    /// The token for `type` is no longer valid.
    func pushRegistry(_ registry: PKPushRegistry, didInvalidatePushTokenFor type: PKPushType)
}

extension PKPushRegistryDelegate {
    /// Calls `completion`: nothing else to do by default.
    @available(iOS 11.0, *)
    public func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload,
                             for type: PKPushType, completion: @escaping @Sendable () -> Void) {
        completion()
    }
    /// Nothing to do by default.
    @available(iOS 11.0, *)
    public func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType) async {}
    /// Nothing to do by default.
    @available(iOS, introduced: 8.0, deprecated: 11.0)
    public func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType) {}
    /// Calls `completion`: nothing else to do by default.
    @available(iOS 26.4, *)
    public func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingVoIPPushWith payload: PKPushPayload,
                             metadata: PKVoIPPushMetadata, withCompletionHandler completion: @escaping @Sendable () -> Void) {
        completion()
    }
    /// Nothing to do by default.
    @available(iOS 26.4, *)
    public func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingVoIPPushWith payload: PKPushPayload,
                             metadata: PKVoIPPushMetadata) async {}
    /// Nothing to do by default.
    public func pushRegistry(_ registry: PKPushRegistry, didInvalidatePushTokenFor type: PKPushType) {}
}
