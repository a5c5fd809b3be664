import Foundation
import BackplateCore

/// Schedules and manages an app's notifications (UserNotifications'
/// `UNUserNotificationCenter`). On Linux nothing is delivered: requests wait as pending,
/// authorization reads `.notDetermined` (unless a preview sets it) and completion handlers are
/// called at once, on the calling thread.
open class UNUserNotificationCenter {
    /// The object told about notifications that arrive while the app runs (never, on Linux).
    open weak var delegate: (any UNUserNotificationCenterDelegate)?

    init() {}

    /// The app's notification center. Its pending requests and authorization are the
    /// process's; the object itself is one per thread (its `delegate` is never called).
    open class func current() -> UNUserNotificationCenter {
        let key = "Backplate.UNUserNotificationCenter.current"
        if let center = Thread.current.threadDictionary[key] as? UNUserNotificationCenter { return center }
        let center = UNUserNotificationCenter()
        Thread.current.threadDictionary[key] = center
        return center
    }

    /// Whether the app has notification content extensions: no.
    open var supportsContentExtensions: Bool { false }

    // MARK: Authorization

    /// Asks to be allowed to notify: there is no one to ask, so the status stays as it is and
    /// `completionHandler` gets whether it allows notifications (false while `.notDetermined`).
    open func requestAuthorization(options: UNAuthorizationOptions = [],
                                   completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completionHandler(NotificationStore.shared.status.allowsDelivery, nil)
    }

    /// Asks to be allowed to notify: returns whether the status allows it (false while
    /// `.notDetermined`); never throws on Linux.
    nonisolated(nonsending) open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        NotificationStore.shared.status.allowsDelivery
    }

    /// Hands `completionHandler` the app's notification settings.
    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings(status: NotificationStore.shared.status))
    }

    /// The app's notification settings.
    nonisolated(nonsending) open func notificationSettings() async -> UNNotificationSettings {
        UNNotificationSettings(status: NotificationStore.shared.status)
    }

    // MARK: Requests

    /// Schedules `request` (kept pending: nothing is delivered on Linux), replacing a pending
    /// request with the same identifier; `completionHandler` gets no error.
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        NotificationStore.shared.add(request)
        completionHandler?(nil)
    }

    /// Schedules `request` (kept pending: nothing is delivered on Linux).
    nonisolated(nonsending) open func add(_ request: UNNotificationRequest) async throws {
        NotificationStore.shared.add(request)
    }

    /// Hands `completionHandler` the pending requests, in the order they were added.
    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        completionHandler(NotificationStore.shared.pending())
    }

    /// The pending requests, in the order they were added.
    nonisolated(nonsending) open func pendingNotificationRequests() async -> [UNNotificationRequest] {
        NotificationStore.shared.pending()
    }

    /// Removes the pending requests with these identifiers.
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        NotificationStore.shared.remove(identifiers)
    }

    /// Removes every pending request.
    open func removeAllPendingNotificationRequests() { NotificationStore.shared.removeAll() }

    /// Hands `completionHandler` the delivered notifications: none on Linux.
    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        completionHandler([])
    }

    /// The delivered notifications: none on Linux.
    nonisolated(nonsending) open func deliveredNotifications() async -> [UNNotification] { [] }

    /// Removes delivered notifications (there are none).
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}

    /// Removes every delivered notification (there are none).
    open func removeAllDeliveredNotifications() {}

    // MARK: Categories and badge

    /// Registers the categories notifications name (kept for `getNotificationCategories`).
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        categoriesStore = categories
    }

    /// Hands `completionHandler` the categories set on this thread's center.
    open func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        completionHandler(categoriesStore)
    }

    /// The categories set on this thread's center.
    nonisolated(nonsending) open func notificationCategories() async -> Set<UNNotificationCategory> { categoriesStore }

    private var categoriesStore: Set<UNNotificationCategory> = []

    /// Sets the app icon's badge (no icon on Linux); `completionHandler` gets no error.
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    /// Sets the app icon's badge (no icon on Linux).
    nonisolated(nonsending) open func setBadgeCount(_ newBadgeCount: Int) async throws {}
}

extension UNUserNotificationCenter {
    /// Sets the authorization status every center reads, for previews and tests of the
    /// screens an app shows once notifications are allowed or denied.
    @_spi(Previews) public static func setAuthorizationStatus(_ status: UNAuthorizationStatus) {
        NotificationStore.shared.setStatus(status)
    }
}

extension UNAuthorizationStatus {
    /// Whether the status lets notifications be delivered.
    var allowsDelivery: Bool { self == .authorized || self == .provisional || self == .ephemeral }
}
