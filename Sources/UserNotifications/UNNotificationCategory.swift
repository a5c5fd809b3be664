import Foundation

/// A kind of notification and the actions it offers (UserNotifications' `UNNotificationCategory`).
open class UNNotificationCategory: Hashable {
    /// The identifier content names in `categoryIdentifier`.
    public let identifier: String
    /// The actions, in order.
    public let actions: [UNNotificationAction]
    /// The intents it handles.
    public let intentIdentifiers: [String]
    /// How it behaves.
    public let options: UNNotificationCategoryOptions
    /// The text shown in place of a hidden preview.
    public let hiddenPreviewsBodyPlaceholder: String

    /// A category offering `actions`.
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        hiddenPreviewsBodyPlaceholder = ""
    }

    /// A category offering `actions`, with a placeholder for hidden previews.
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
    }

    /// Categories are equal when their identifiers are.
    public static func == (lhs: UNNotificationCategory, rhs: UNNotificationCategory) -> Bool { lhs.identifier == rhs.identifier }
    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// A button a notification offers (UserNotifications' `UNNotificationAction`).
open class UNNotificationAction {
    /// The identifier a response carries.
    public let identifier: String
    /// The button's title.
    public let title: String
    /// How it behaves.
    public let options: UNNotificationActionOptions

    /// An action titled `title`.
    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.identifier = identifier
        self.title = title
        self.options = options
    }
}

/// How a category behaves (UserNotifications' `UNNotificationCategoryOptions`).
public struct UNNotificationCategoryOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Options of these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Tell the delegate about dismissals.
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    /// Allow it in CarPlay.
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    /// Show the title when previews are hidden.
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    /// Show the subtitle when previews are hidden.
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
    /// Let Siri announce it.
    public static let allowAnnouncement = UNNotificationCategoryOptions(rawValue: 1 << 4)
}

/// How an action behaves (UserNotifications' `UNNotificationActionOptions`).
public struct UNNotificationActionOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Options of these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Only on an unlocked device.
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    /// Drawn as destructive.
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    /// Opens the app.
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}
