// App group containers (`FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`),
// which iOS's Foundation has and Linux's lacks: the folder an app shares with its extensions.
import Foundation

extension FileManager {
    /// The shared folder of an app group: as the iOS Simulator does for an app that lists the
    /// group in its entitlements, a folder of that group's own (created if needed), here
    /// `AppGroup/<identifier>` in the temporary directory. `nil` for an empty identifier or
    /// one that is not a single path component (iOS answers `nil` for an invalid group).
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        guard !groupIdentifier.isEmpty, !groupIdentifier.contains("/"), groupIdentifier != ".", groupIdentifier != ".." else {
            return nil
        }
        let folder = temporaryDirectory.appendingPathComponent("AppGroup", isDirectory: true)
            .appendingPathComponent(groupIdentifier, isDirectory: true)
        do {
            try createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return nil
        }
        return folder
    }
}
