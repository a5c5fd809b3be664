import Foundation

// Requests about an accessory the session holds. A render's session never holds one (no picker
// ever adds it), so each fails with `ASError.invalidRequest`, `.invalidated` once invalidated.
extension ASAccessorySession {
    /// Would remove `accessory` from the app: `completionHandler` gets `ASError.invalidRequest`
    /// on the session's queue, as the session holds no accessory.
    public func removeAccessory(_ accessory: ASAccessory, completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        complete(completionHandler, with: .invalidRequest)
    }

    /// Would remove `accessory`; throws `ASError.invalidRequest` in a render.
    public func removeAccessory(_ accessory: ASAccessory) async throws {
        try await awaitCompletion { removeAccessory(accessory, completionHandler: $0) }
    }

    /// Would show the view renaming `accessory` (and its SSID with `.ssid`): `completionHandler`
    /// gets `ASError.invalidRequest` on the session's queue; no view appears.
    public func renameAccessory(_ accessory: ASAccessory, options renameOptions: ASAccessory.RenameOptions = [],
                                completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        complete(completionHandler, with: .invalidRequest)
    }

    /// Would show the view renaming `accessory`; throws `ASError.invalidRequest` in a render.
    public func renameAccessory(_ accessory: ASAccessory, options renameOptions: ASAccessory.RenameOptions = []) async throws {
        try await awaitCompletion { renameAccessory(accessory, options: renameOptions, completionHandler: $0) }
    }

    /// Would finish authorizing an accessory awaiting it, with `settings` (its full SSID...):
    /// `completionHandler` gets `ASError.invalidRequest` on the session's queue.
    public func finishAuthorization(for accessory: ASAccessory, settings: ASAccessorySettings,
                                    completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        complete(completionHandler, with: .invalidRequest)
    }

    /// Would finish authorizing `accessory`; throws `ASError.invalidRequest` in a render.
    public func finishAuthorization(for accessory: ASAccessory, settings: ASAccessorySettings) async throws {
        try await awaitCompletion { finishAuthorization(for: accessory, settings: settings, completionHandler: $0) }
    }

    /// Would end an accessory's authorization as failed: `completionHandler` gets
    /// `ASError.invalidRequest` on the session's queue.
    public func failAuthorization(for accessory: ASAccessory, completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        complete(completionHandler, with: .invalidRequest)
    }

    /// Would end `accessory`'s authorization as failed; throws `ASError.invalidRequest` in a render.
    public func failAuthorization(for accessory: ASAccessory) async throws {
        try await awaitCompletion { failAuthorization(for: accessory, completionHandler: $0) }
    }

    /// Would show the view granting `accessory` the technologies `descriptor` adds (iOS 26):
    /// `completionHandler` gets `ASError.invalidRequest` on the session's queue.
    @available(iOS 26.0, *)
    public func updateAuthorization(for accessory: ASAccessory, descriptor: ASDiscoveryDescriptor,
                                    completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        complete(completionHandler, with: .invalidRequest)
    }

    /// Would add `descriptor`'s technologies to `accessory`; throws `ASError.invalidRequest`.
    @available(iOS 26.0, *)
    public func updateAuthorization(for accessory: ASAccessory, descriptor: ASDiscoveryDescriptor) async throws {
        try await awaitCompletion { updateAuthorization(for: accessory, descriptor: descriptor, completionHandler: $0) }
    }

    /// Would end a picker's unbounded discovery (iOS 26.1); no picker is showing, so
    /// `completionHandler` gets `ASError.invalidRequest` on the session's queue.
    @available(iOS 26.1, *)
    public func finishPickerDiscovery(completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        complete(completionHandler, with: .invalidRequest)
    }

    /// Would end a picker's unbounded discovery; throws `ASError.invalidRequest` in a render.
    @available(iOS 26.1, *)
    public func finishPickerDiscovery() async throws {
        try await awaitCompletion { finishPickerDiscovery(completionHandler: $0) }
    }
}
