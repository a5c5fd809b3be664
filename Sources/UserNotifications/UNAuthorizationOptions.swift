import Foundation

/// What an app asks to be allowed to do with notifications (UserNotifications'
/// `UNAuthorizationOptions`).
public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Options of these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Update the app's badge.
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Play sounds.
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Show alerts.
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    /// Show notifications in CarPlay.
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    /// Play critical alert sounds.
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    /// Show a button to the app's own notification settings.
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    /// Deliver quietly without asking first.
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
    /// Have Siri read notifications (always included since iOS 15).
    public static let announcement = UNAuthorizationOptions(rawValue: 1 << 7)
    /// Deliver time-sensitive notifications (an entitlement since iOS 15).
    public static let timeSensitive = UNAuthorizationOptions(rawValue: 1 << 8)
}

/// Whether the app may deliver notifications (UserNotifications' `UNAuthorizationStatus`).
public enum UNAuthorizationStatus: Int, Hashable, Sendable {
    /// The person has not been asked: what a Linux render reads.
    case notDetermined = 0
    /// Not allowed.
    case denied = 1
    /// Allowed.
    case authorized = 2
    /// Allowed to deliver quietly.
    case provisional = 3
    /// Allowed for a limited time (App Clips).
    case ephemeral = 4
}

/// Whether one kind of notification behaviour is on (UserNotifications' `UNNotificationSetting`).
public enum UNNotificationSetting: Int, Hashable, Sendable {
    /// The device does not support it.
    case notSupported = 0
    /// Off.
    case disabled = 1
    /// On.
    case enabled = 2
}

/// How alerts appear (UserNotifications' `UNAlertStyle`).
public enum UNAlertStyle: Int, Hashable, Sendable {
    /// No alert.
    case none = 0
    /// A banner that goes away.
    case banner = 1
    /// An alert that stays.
    case alert = 2
}

/// When previews of notification content show (UserNotifications' `UNShowPreviewsSetting`).
public enum UNShowPreviewsSetting: Int, Hashable, Sendable {
    /// Always.
    case always = 0
    /// When the device is unlocked.
    case whenAuthenticated = 1
    /// Never.
    case never = 2
}
