import Foundation

/// What a notification shows (UserNotifications' `UNNotificationContent`): build one with
/// `UNMutableNotificationContent`. On Linux nothing is delivered, so nothing of it is drawn.
open class UNNotificationContent {
    /// The values, which `UNMutableNotificationContent` sets.
    var fields = Fields()

    struct Fields {
        var title: String = ""
        var subtitle: String = ""
        var body: String = ""
        var badge: NSNumber? = nil
        var sound: UNNotificationSound? = nil
        var userInfo: [AnyHashable: Any] = [:]
        var categoryIdentifier: String = ""
        var threadIdentifier: String = ""
        var launchImageName: String = ""
        var targetContentIdentifier: String? = nil
        var interruptionLevel: UNNotificationInterruptionLevel = .active
        var relevanceScore: Double = 0
        var attachments: [UNNotificationAttachment] = []
    }

    /// Empty content.
    public init() {}

    /// The title.
    open var title: String { fields.title }
    /// The subtitle.
    open var subtitle: String { fields.subtitle }
    /// The body text.
    open var body: String { fields.body }
    /// The number the app's badge shows (`nil` leaves it alone).
    open var badge: NSNumber? { fields.badge }
    /// The sound played (`nil`: silent).
    open var sound: UNNotificationSound? { fields.sound }
    /// App data carried with the notification.
    open var userInfo: [AnyHashable: Any] { fields.userInfo }
    /// The category whose actions the notification offers.
    open var categoryIdentifier: String { fields.categoryIdentifier }
    /// The thread notifications are grouped by.
    open var threadIdentifier: String { fields.threadIdentifier }
    /// The launch image's name.
    open var launchImageName: String { fields.launchImageName }
    /// The identifier of the content the notification opens.
    open var targetContentIdentifier: String? { fields.targetContentIdentifier }
    /// How urgently it is delivered.
    open var interruptionLevel: UNNotificationInterruptionLevel { fields.interruptionLevel }
    /// How it ranks in a notification summary, 0 to 1.
    open var relevanceScore: Double { fields.relevanceScore }
    /// Files shown with it.
    open var attachments: [UNNotificationAttachment] { fields.attachments }
}

/// Notification content an app fills in (UserNotifications' `UNMutableNotificationContent`).
open class UNMutableNotificationContent: UNNotificationContent {
    /// Empty content.
    public override init() { super.init() }

    /// The title.
    open override var title: String {
        get { fields.title }
        set { fields.title = newValue }
    }
    /// The subtitle.
    open override var subtitle: String {
        get { fields.subtitle }
        set { fields.subtitle = newValue }
    }
    /// The body text.
    open override var body: String {
        get { fields.body }
        set { fields.body = newValue }
    }
    /// The number the app's badge shows (`nil` leaves it alone).
    open override var badge: NSNumber? {
        get { fields.badge }
        set { fields.badge = newValue }
    }
    /// The sound played (`nil`: silent).
    open override var sound: UNNotificationSound? {
        get { fields.sound }
        set { fields.sound = newValue }
    }
    /// App data carried with the notification.
    open override var userInfo: [AnyHashable: Any] {
        get { fields.userInfo }
        set { fields.userInfo = newValue }
    }
    /// The category whose actions the notification offers.
    open override var categoryIdentifier: String {
        get { fields.categoryIdentifier }
        set { fields.categoryIdentifier = newValue }
    }
    /// The thread notifications are grouped by.
    open override var threadIdentifier: String {
        get { fields.threadIdentifier }
        set { fields.threadIdentifier = newValue }
    }
    /// The launch image's name.
    open override var launchImageName: String {
        get { fields.launchImageName }
        set { fields.launchImageName = newValue }
    }
    /// The identifier of the content the notification opens.
    open override var targetContentIdentifier: String? {
        get { fields.targetContentIdentifier }
        set { fields.targetContentIdentifier = newValue }
    }
    /// How urgently it is delivered.
    open override var interruptionLevel: UNNotificationInterruptionLevel {
        get { fields.interruptionLevel }
        set { fields.interruptionLevel = newValue }
    }
    /// How it ranks in a notification summary, 0 to 1.
    open override var relevanceScore: Double {
        get { fields.relevanceScore }
        set { fields.relevanceScore = newValue }
    }
    /// Files shown with it.
    open override var attachments: [UNNotificationAttachment] {
        get { fields.attachments }
        set { fields.attachments = newValue }
    }
}

/// How urgently a notification is delivered (UserNotifications' `UNNotificationInterruptionLevel`).
public enum UNNotificationInterruptionLevel: UInt, Hashable, Sendable {
    /// Quietly, in the list.
    case passive = 0
    /// As usual.
    case active = 1
    /// Through Focus.
    case timeSensitive = 2
    /// Through Focus and the ringer switch.
    case critical = 3
}
