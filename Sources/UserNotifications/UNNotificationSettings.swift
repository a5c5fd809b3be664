import Foundation

/// The notification settings of the app (UserNotifications' `UNNotificationSettings`). On
/// Linux the status is the one the center holds (`.notDetermined` unless a preview sets it)
/// and the settings follow it: `.enabled` when authorized, `.disabled` when denied,
/// `.notSupported` before the person is asked (as on iOS).
public final class UNNotificationSettings: Sendable {
    /// Whether the app may deliver notifications.
    public let authorizationStatus: UNAuthorizationStatus
    /// Whether sounds play.
    public let soundSetting: UNNotificationSetting
    /// Whether the badge updates.
    public let badgeSetting: UNNotificationSetting
    /// Whether alerts show.
    public let alertSetting: UNNotificationSetting
    /// Whether notifications show in Notification Center.
    public let notificationCenterSetting: UNNotificationSetting
    /// Whether notifications show on the Lock Screen.
    public let lockScreenSetting: UNNotificationSetting
    /// Whether notifications show in CarPlay.
    public let carPlaySetting: UNNotificationSetting
    /// Whether critical alerts play: not supported.
    public let criticalAlertSetting: UNNotificationSetting
    /// Whether Siri announces notifications: not supported.
    public let announcementSetting: UNNotificationSetting
    /// Whether time-sensitive notifications break through Focus: not supported.
    public let timeSensitiveSetting: UNNotificationSetting
    /// Whether notifications are held for a scheduled summary: not supported.
    public let scheduledDeliverySetting: UNNotificationSetting
    /// Whether communication notifications break through Focus: not supported.
    public let directMessagesSetting: UNNotificationSetting
    /// How alerts appear (banners when authorized).
    public let alertStyle: UNAlertStyle
    /// When content previews show.
    public let showPreviewsSetting: UNShowPreviewsSetting
    /// Whether the system shows a button to the app's own settings.
    public let providesAppNotificationSettings: Bool

    package init(status: UNAuthorizationStatus) {
        let allowed = status == .authorized || status == .provisional || status == .ephemeral
        let on: UNNotificationSetting = allowed ? .enabled : (status == .notDetermined ? .notSupported : .disabled)
        authorizationStatus = status
        soundSetting = on
        badgeSetting = on
        alertSetting = on
        notificationCenterSetting = on
        lockScreenSetting = on
        carPlaySetting = .notSupported
        criticalAlertSetting = .notSupported
        announcementSetting = .notSupported
        timeSensitiveSetting = .notSupported
        scheduledDeliverySetting = .notSupported
        directMessagesSetting = .notSupported
        alertStyle = allowed ? .banner : .none
        showPreviewsSetting = .always
        providesAppNotificationSettings = false
    }
}
