// The device's power and heat on `ProcessInfo`, which iOS's Foundation has and Linux's lacks:
// answered as the Simulator does (Low Power Mode off, a nominal thermal state); neither
// notification is ever posted.
import Foundation

extension ProcessInfo {
    /// How hot the device is running (Foundation's raw values).
    public enum ThermalState: Int, Sendable {
        /// Within normal limits.
        case nominal = 0
        /// Slightly elevated.
        case fair = 1
        /// High: performance is being reduced.
        case serious = 2
        /// Critical: the app should reduce its work at once.
        case critical = 3
    }

    /// The device's thermal state: `.nominal`.
    public var thermalState: ThermalState { .nominal }
    /// Whether Low Power Mode is on: `false`.
    public var isLowPowerModeEnabled: Bool { false }
    /// Posted when the thermal state changes (never, here).
    public static let thermalStateDidChangeNotification = Notification.Name("NSProcessInfoThermalStateDidChangeNotification")
}

extension Notification.Name {
    /// Posted when Low Power Mode turns on or off (never, here).
    public static let NSProcessInfoPowerStateDidChange = Notification.Name("NSProcessInfoPowerStateDidChangeNotification")
}

extension Data.WritingOptions {
    /// The older name of `.atomic`: write to a temporary file, then move it into place.
    public static let atomicWrite: Data.WritingOptions = .atomic
}
