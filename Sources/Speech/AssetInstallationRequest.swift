import BackplateCore
import Foundation

/// Downloads and installs the assets some modules need (iOS 26+). A render has no network:
/// `downloadAndInstall()` throws `URLError(.notConnectedToInternet)` after a runtime warning, and
/// `progress` stays at zero.
public final class AssetInstallationRequest: NSObject, Sendable {
    private let report = LockedState(unchecked: Progress(totalUnitCount: 100))

    override init() {
        super.init()
    }

    /// The download's progress: none in a render.
    public final var progress: Progress { report.withLockUnchecked { $0 } }

    /// Downloads and installs the assets. Throws `URLError(.notConnectedToInternet)` in a render.
    public final func downloadAndInstall() async throws {
        SpeechRender.warn("AssetInstallationRequest.downloadAndInstall()",
                          "has no network in a render; it throws URLError(.notConnectedToInternet)")
        throw URLError(.notConnectedToInternet)
    }
}
