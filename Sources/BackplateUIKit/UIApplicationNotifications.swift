import Foundation

// The lifecycle notifications views listen for with `onReceive`, and the settings URL. A
// still render posts none of them, and opens no URL.
extension UIApplication {
    /// Posted when the app becomes active (never in a render).
    public nonisolated static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive (never in a render).
    public nonisolated static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background (never in a render).
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground (never in a render).
    public nonisolated static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to terminate (never in a render).
    public nonisolated static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted on a memory warning (never in a render).
    public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the day changes or the clock is reset (never in a render).
    public nonisolated static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    /// The URL that opens the app's page in Settings (`open(_:)` opens nothing here).
    public nonisolated static let openSettingsURLString = "app-settings:"
    /// The URL that opens the app's notification settings in Settings (iOS 16; Apple does not
    /// publish the string, this one is Backplate's; `open(_:)` opens nothing here).
    public nonisolated static let openNotificationSettingsURLString = "app-settings:notifications"
}
