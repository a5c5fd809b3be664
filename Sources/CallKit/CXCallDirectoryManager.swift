import BackplateCore
import Foundation

/// A phone number as a call directory extension lists it: the country code followed by the
/// number's digits.
public typealias CXCallDirectoryPhoneNumber = Int64

/// Manages the app's Call Directory extension (caller identification and blocking). A render
/// has no such extension installed and no Settings app: reloading and the enabled status fail
/// with `CXErrorCodeCallDirectoryManagerError.noExtensionFound`, opening Settings with
/// `.unknown`, each with a runtime warning. Completions run asynchronously on a private queue.
public final class CXCallDirectoryManager: NSObject, Sendable {
    /// Whether a Call Directory extension is turned on in Settings (CallKit's raw values).
    public enum EnabledStatus: Int, Sendable {
        /// The status is not known: what a render answers.
        case unknown = 0
        /// The extension is turned off.
        case disabled = 1
        /// The extension is turned on.
        case enabled = 2
    }

    private static let shared = CXCallDirectoryManager()
    /// The queue completions run on.
    private let queue = DispatchQueue(label: "Backplate.CallKit.CXCallDirectoryManager")

    /// The app's call directory manager.
    public class var sharedInstance: CXCallDirectoryManager { shared }

    /// Asks the system to reload the extension `identifier`'s entries. `completion` gets
    /// `CXErrorCodeCallDirectoryManagerError.noExtensionFound`, with a runtime warning.
    public func reloadExtension(withIdentifier identifier: String,
                                completionHandler completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        warn("reloadExtension(withIdentifier:completionHandler:)", "noExtensionFound (1)")
        let error = CXErrorCodeCallDirectoryManagerError(.noExtensionFound)
        queue.async { completion?(error) }
    }

    /// Reloads the extension `identifier`'s entries; throws
    /// `CXErrorCodeCallDirectoryManagerError.noExtensionFound` in a render.
    public func reloadExtension(withIdentifier identifier: String) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            reloadExtension(withIdentifier: identifier) { error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
        }
    }

    /// Asks whether the extension `identifier` is turned on: `completion` gets `.unknown` and
    /// `CXErrorCodeCallDirectoryManagerError.noExtensionFound`, with a runtime warning.
    public func getEnabledStatusForExtension(withIdentifier identifier: String,
                                             completionHandler completion: @escaping @Sendable (EnabledStatus, (any Error)?) -> Void) {
        warn("getEnabledStatusForExtension(withIdentifier:completionHandler:)", "noExtensionFound (1) and .unknown")
        let error = CXErrorCodeCallDirectoryManagerError(.noExtensionFound)
        queue.async { completion(.unknown, error) }
    }

    /// Whether the extension `identifier` is turned on; throws
    /// `CXErrorCodeCallDirectoryManagerError.noExtensionFound` in a render.
    public func enabledStatusForExtension(withIdentifier identifier: String) async throws -> EnabledStatus {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<EnabledStatus, any Error>) in
            getEnabledStatusForExtension(withIdentifier: identifier) { status, error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: status) }
            }
        }
    }

    /// Opens Settings at the call blocking and identification page. A render has no Settings
    /// app: `completion` gets `CXErrorCodeCallDirectoryManagerError.unknown`, with a warning.
    @available(iOS 13.4, *)
    public func openSettings(completionHandler completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        warn("openSettings(completionHandler:)", "unknown (0)")
        let error = CXErrorCodeCallDirectoryManagerError(.unknown)
        queue.async { completion?(error) }
    }

    /// Opens Settings at the call blocking and identification page; throws
    /// `CXErrorCodeCallDirectoryManagerError.unknown` in a render.
    @available(iOS 13.4, *)
    public func openSettings() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            openSettings { error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
        }
    }

    private func warn(_ method: String, _ answer: String) {
        RuntimeWarning.emit("CXCallDirectoryManager: \(method) reaches no Call Directory extension: a render has none installed and no Settings app, so it answers CXErrorCodeCallDirectoryManagerError.\(answer)")
    }
}
