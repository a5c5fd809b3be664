// Subscriptions: the push notifications an app asks CloudKit for. They keep what the app sets;
// saving one fails as a simulator signed out of iCloud answers (`CKDatabaseSubscriptions.swift`).
import Foundation

/// A subscription to changes in a database: its identifier, kind and notification.
open class CKSubscription: NSObject {
    /// A subscription's identifier.
    public typealias ID = String

    /// The kinds of subscription.
    public enum SubscriptionType: Int, Sendable {
        /// Records matching a query (`CKQuerySubscription`).
        case query = 1
        /// Records in a zone (`CKRecordZoneSubscription`).
        case recordZone = 2
        /// Records in a whole database (`CKDatabaseSubscription`).
        case database = 3
    }

    /// What a subscription's push notification shows and carries; every field is kept as set.
    open class NotificationInfo: NSObject {
        /// The alert's text.
        open var alertBody: String?
        /// The localization key of the alert's text.
        open var alertLocalizationKey: String?
        /// The fields whose values fill the localized alert's placeholders.
        open var alertLocalizationArgs: [CKRecord.FieldKey]?
        /// The alert's title.
        open var title: String?
        /// The localization key of the alert's title.
        open var titleLocalizationKey: String?
        /// The fields whose values fill the localized title's placeholders.
        open var titleLocalizationArgs: [CKRecord.FieldKey]?
        /// The alert's subtitle.
        open var subtitle: String?
        /// The localization key of the alert's subtitle.
        open var subtitleLocalizationKey: String?
        /// The fields whose values fill the localized subtitle's placeholders.
        open var subtitleLocalizationArgs: [CKRecord.FieldKey]?
        /// The localization key of the alert's action button.
        open var alertActionLocalizationKey: String?
        /// The image shown while the app launches from the alert.
        open var alertLaunchImage: String?
        /// The sound the notification plays.
        open var soundName: String?
        /// The record fields the notification carries.
        open var desiredKeys: [CKRecord.FieldKey]?
        /// Whether the notification raises the app icon's badge (`false`).
        open var shouldBadge = false
        /// Whether the notification wakes the app in the background (`false`).
        open var shouldSendContentAvailable = false
        /// Whether a notification service extension may change it (`false`).
        open var shouldSendMutableContent = false
        /// The notification's category, for its actions.
        open var category: String?
        /// The field whose value groups notifications into one.
        open var collapseIDKey: String?

        /// A notification of no alert, sound or badge.
        public override init() { super.init() }
    }

    /// The subscription's identifier (a UUID unless the app names it).
    public let subscriptionID: ID
    /// The subscription's kind.
    public let subscriptionType: SubscriptionType
    /// The push notification the subscription sends (`nil`: none set).
    open var notificationInfo: NotificationInfo?

    init(subscriptionID: ID, subscriptionType: SubscriptionType) {
        self.subscriptionID = subscriptionID
        self.subscriptionType = subscriptionType
        super.init()
    }
}

/// A subscription to records of a type that match a predicate.
open class CKQuerySubscription: CKSubscription {
    /// When a query subscription fires.
    public struct Options: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of the bits of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Fires when a matching record is created.
        public static let firesOnRecordCreation = Options(rawValue: 1 << 0)
        /// Fires when a matching record is updated.
        public static let firesOnRecordUpdate = Options(rawValue: 1 << 1)
        /// Fires when a matching record is deleted.
        public static let firesOnRecordDeletion = Options(rawValue: 1 << 2)
        /// Fires once, then CloudKit deletes the subscription.
        public static let firesOnce = Options(rawValue: 1 << 3)
    }

    /// The type of the records watched.
    public let recordType: CKRecord.RecordType?
    /// The predicate the records match.
    public let predicate: NSPredicate
    /// The zone watched (`nil`: the default zone).
    open var zoneID: CKRecordZone.ID?
    /// When the subscription fires.
    public let querySubscriptionOptions: Options

    /// A subscription named `subscriptionID` to `recordType` records matching `predicate`.
    public init(recordType: CKRecord.RecordType, predicate: NSPredicate, subscriptionID: CKSubscription.ID,
                options querySubscriptionOptions: Options = [.firesOnRecordCreation, .firesOnRecordUpdate, .firesOnRecordDeletion]) {
        self.recordType = recordType
        self.predicate = predicate
        self.querySubscriptionOptions = querySubscriptionOptions
        super.init(subscriptionID: subscriptionID, subscriptionType: .query)
    }

    /// An unnamed subscription (its identifier is a UUID) to `recordType` records matching `predicate`.
    @available(iOS, deprecated: 10.0, message: "Use init(recordType:predicate:subscriptionID:options:) instead")
    @available(macOS, deprecated: 10.12, message: "Use init(recordType:predicate:subscriptionID:options:) instead")
    public convenience init(recordType: CKRecord.RecordType, predicate: NSPredicate,
                            options querySubscriptionOptions: Options = [.firesOnRecordCreation, .firesOnRecordUpdate, .firesOnRecordDeletion]) {
        self.init(recordType: recordType, predicate: predicate, subscriptionID: UUID().uuidString, options: querySubscriptionOptions)
    }
}

/// A subscription to every change in one record zone.
open class CKRecordZoneSubscription: CKSubscription {
    /// The zone watched.
    public let zoneID: CKRecordZone.ID
    /// The type of the records watched (`nil`: every type).
    open var recordType: CKRecord.RecordType?

    /// A subscription named `subscriptionID` to the zone `zoneID`.
    public init(zoneID: CKRecordZone.ID, subscriptionID: CKSubscription.ID) {
        self.zoneID = zoneID
        super.init(subscriptionID: subscriptionID, subscriptionType: .recordZone)
    }

    /// An unnamed subscription (its identifier is a UUID) to the zone `zoneID`.
    @available(iOS, deprecated: 10.0, message: "Use init(zoneID:subscriptionID:) instead")
    @available(macOS, deprecated: 10.12, message: "Use init(zoneID:subscriptionID:) instead")
    public convenience init(zoneID: CKRecordZone.ID) { self.init(zoneID: zoneID, subscriptionID: UUID().uuidString) }
}

/// A subscription to every change in a database.
open class CKDatabaseSubscription: CKSubscription {
    /// The type of the records watched (`nil`: every type).
    open var recordType: CKRecord.RecordType?

    /// A subscription named `subscriptionID` to the whole database.
    public init(subscriptionID: CKSubscription.ID) {
        super.init(subscriptionID: subscriptionID, subscriptionType: .database)
    }

    /// An unnamed subscription (its identifier is a UUID) to the whole database.
    @available(iOS, deprecated: 10.0, message: "Use init(subscriptionID:) instead")
    @available(macOS, deprecated: 10.12, message: "Use init(subscriptionID:) instead")
    public convenience init() { self.init(subscriptionID: UUID().uuidString) }
}

/// A push notification a subscription sent. A render receives none, so apps only meet it parsing
/// a payload they were handed: one with CloudKit's `ck` key gives a notification, others `nil`.
open class CKNotification: NSObject {
    /// The kinds of notification.
    public enum NotificationType: Int, Sendable {
        /// From a query subscription.
        case query = 1
        /// From a record zone subscription.
        case recordZone = 2
        /// A notification the app marked read.
        case readNotification = 3
        /// From a database subscription.
        case database = 4
    }

    /// The notification's kind (`.query` when the payload names none).
    public let notificationType: NotificationType
    /// The identifier of the subscription that sent it, when the payload carries one.
    public let subscriptionID: CKSubscription.ID?
    /// The identifier of the container it came from, when the payload carries one.
    public let containerIdentifier: String?

    /// The notification a remote notification's payload holds: `nil` unless it has the `ck` key.
    public init?(fromRemoteNotificationDictionary notificationDictionary: [AnyHashable: Any]) {
        guard let payload = notificationDictionary["ck"] as? [String: Any] else { return nil }
        subscriptionID = (payload["qry"] as? [String: Any])?["sid"] as? String
            ?? (payload["fet"] as? [String: Any])?["sid"] as? String ?? (payload["met"] as? [String: Any])?["sid"] as? String
        containerIdentifier = payload["cid"] as? String
        notificationType = payload["qry"] != nil ? .query : payload["fet"] != nil ? .recordZone : payload["met"] != nil ? .database : .query
        super.init()
    }
}
