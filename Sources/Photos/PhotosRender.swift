import BackplateCore
import Foundation

/// What every call that needs the photo library does in a render: warn, naming the call, and
/// answer as iOS does for an app the person has not let in.
enum PhotosRender {
    /// Emits the runtime warning for `call`, ending with what the call does instead.
    static func warn(_ call: String, _ outcome: String) {
        RuntimeWarning.emit("Photos: \(call) has no photo library and no person to grant access in a render; \(outcome)")
    }

    /// The error a denied request ends in: `PHPhotosError.accessUserDenied` (3311), with a message.
    static var accessDenied: PHPhotosError {
        PHPhotosError(.accessUserDenied,
                      userInfo: [NSLocalizedDescriptionKey: "The user has not granted access to the photo library."])
    }

    /// `accessDenied` as the `NSError` an info dictionary carries under its error key.
    static var accessDeniedNSError: NSError {
        nsError(.accessUserDenied, "The user has not granted access to the photo library.")
    }

    /// An `NSError` of Photos' domain with `code` and a description.
    static func nsError(_ code: PHPhotosError.Code, _ message: String) -> NSError {
        NSError(domain: PHPhotosErrorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: message])
    }

    /// A fresh local identifier in the form Photos uses ("UUID/L0/001").
    static func newLocalIdentifier() -> String { UUID().uuidString + "/L0/001" }
}
