import Foundation

/// The app's bundle identifier, which Xcode writes into the app's `Info.plist` from the target's
/// `PRODUCT_BUNDLE_IDENTIFIER`: the preview program gets an `Info.plist` carrying it in its own
/// folder, so `Bundle.main.bundleIdentifier` answers it as the Simulator does (apps write
/// `Logger(subsystem: Bundle.main.bundleIdentifier!, ...)`), rather than `nil`.
public enum PreviewBundleIdentifier {
    /// The identifier an Xcode target's settings give, without quotes; `nil` when the setting is
    /// missing or built from other settings (`$(...)`), which the tool does not expand.
    static func identifier(settings: [String: String]?) -> String? {
        guard var value = settings?["PRODUCT_BUNDLE_IDENTIFIER"] else { return nil }
        value = value.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        return value.isEmpty || value.contains("$(") ? nil : value
    }

    /// Writes `folder/Info.plist` with `CFBundleIdentifier`, where Linux's Foundation reads the
    /// main bundle's information for a program that is not in a bundle.
    static func install(_ identifier: String?, besideProgramIn folder: String) {
        guard let identifier,
              let data = try? PropertyListSerialization.data(fromPropertyList: ["CFBundleIdentifier": identifier], format: .xml, options: 0)
        else { return }
        _ = FileManager.default.createFile(atPath: folder + "/Info.plist", contents: data)
    }
}
