import Foundation
import BackplateCore

// Alternate app icons, as the iOS Simulator answers them for an app whose Info.plist declares
// none (Backplate reads no Info.plist): supported, the primary icon shown, every name missing.
extension UIApplication {
    /// Whether the app may change its icon: `true`, as the iOS Simulator answers.
    public var supportsAlternateIcons: Bool { true }

    /// The name of the alternate icon shown: `nil`, the primary icon (no alternate icon is
    /// ever set: Backplate reads no `CFBundleAlternateIcons`).
    public var alternateIconName: String? { nil }

    /// Changes the app's icon. `nil` (the primary icon, already shown) succeeds; a name fails
    /// with `CocoaError.fileNoSuchFile` ("The file doesn’t exist."), what iOS reports for an
    /// icon the Info.plist does not declare, with a runtime warning. The handler is called at once.
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(Self.alternateIconError(alternateIconName))
    }

    /// Changes the app's icon: returns for `nil` (the primary icon) and throws
    /// `CocoaError.fileNoSuchFile` for a name, as `setAlternateIconName(_:completionHandler:)` reports.
    public func setAlternateIconName(_ alternateIconName: String?) async throws {
        if let error = Self.alternateIconError(alternateIconName) { throw error }
    }

    private static func alternateIconError(_ name: String?) -> CocoaError? {
        guard let name else { return nil }
        RuntimeWarning.emit("UIApplication.setAlternateIconName: Backplate reads no Info.plist, so \"\(name)\" is reported missing, "
                            + "as iOS reports an icon CFBundleAlternateIcons does not declare")
        return CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "The file doesn’t exist."])
    }
}
