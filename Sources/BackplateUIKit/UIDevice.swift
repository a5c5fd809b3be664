import Foundation
import BackplateCore
import BackplateCairo

/// UIKit's device object, for SwiftUI code that branches on the device
/// (`UIDevice.current.userInterfaceIdiom == .pad`). Backplate's device is the default preview
/// device, an iPhone in portrait (see `UIScreen.main`).
public final class UIDevice: NSObject, Sendable {
    /// The device the code runs on: an iPhone.
    public static let current = UIDevice()

    /// The idiom: `.phone`.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// The device's name ("iPhone").
    public var name: String { "iPhone" }
    /// The model ("iPhone").
    public var model: String { "iPhone" }
    /// The localized model ("iPhone").
    public var localizedModel: String { "iPhone" }
    /// The operating system's name ("iOS").
    public var systemName: String { "iOS" }
    /// The operating system's version whose look Backplate draws: "26.0" by default, "18.0"
    /// while a test or suite pins the iOS 18 look (`BackplateLook`).
    public var systemVersion: String { (BackplateLook.pinned ?? .default) == .iOS18 ? "18.0" : "26.0" }
    /// The physical orientation: `.portrait`.
    public var orientation: UIDeviceOrientation { .portrait }
    /// Whether the device supports multitasking (`true`, as every current iPhone).
    public var isMultitaskingSupported: Bool { true }
    /// The identifier this device gives the app's vendor: one fixed UUID, the same in every
    /// render, so snapshots and logs that show it stay stable.
    public var identifierForVendor: UUID? { UUID(uuid: (0x5B, 0xAC, 0x6B, 0x1A, 0x7E, 0x0D, 0x4C, 0x3E,
                                                        0x9A, 0x2B, 0x1C, 0x0D, 0xE5, 0xF6, 0x07, 0x18)) }
    /// Whether battery monitoring is on: it stays `false` (a render's device has no battery), so
    /// battery notifications are never posted, as UIKit posts none with monitoring off.
    public var isBatteryMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// The battery level: -1, unknown, as UIKit reports with monitoring off.
    public var batteryLevel: Float { -1 }
    /// The battery's state: `.unknown`, as UIKit reports with monitoring off.
    public var batteryState: BatteryState { .unknown }

    /// Whether the device is charging or running on its battery (UIKit's raw values).
    public enum BatteryState: Int, Sendable {
        /// Not known: monitoring is off (always, in a render).
        case unknown = 0
        /// Running on the battery.
        case unplugged = 1
        /// Plugged in and charging.
        case charging = 2
        /// Plugged in with the battery full.
        case full = 3
    }

    /// Posted when the battery level changes (never in a render: monitoring is off).
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the battery state changes (never in a render: monitoring is off).
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the device turns (never in a render: the device stays portrait).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Starts orientation notifications (none comes in a render).
    public func beginGeneratingDeviceOrientationNotifications() {}
    /// Stops orientation notifications.
    public func endGeneratingDeviceOrientationNotifications() {}

    override private init() {}
}

/// The physical orientation of a device (UIKit's `UIDeviceOrientation`).
public enum UIDeviceOrientation: Int, Sendable {
    /// Unknown.
    case unknown
    /// Upright, home indicator at the bottom.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Turned so the top is on the left.
    case landscapeLeft
    /// Turned so the top is on the right.
    case landscapeRight
    /// Lying flat, screen up.
    case faceUp
    /// Lying flat, screen down.
    case faceDown

    /// Whether the orientation is portrait or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is one of the landscapes.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
}
