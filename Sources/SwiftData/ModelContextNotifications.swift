import Foundation

extension ModelContext {
    /// Posted when a context is about to save (`object`: the context).
    public static let willSave = Notification.Name("ModelContextWillSave")
    /// Posted when a context has saved (`object`: the context; `userInfo`: the identifiers of
    /// the inserted, updated and deleted models under `NotificationKey`'s raw values).
    public static let didSave = Notification.Name("ModelContextDidSave")

    /// The keys of `didSave`'s `userInfo`, as SwiftData's `ModelContext.NotificationKey`.
    public enum NotificationKey: RawRepresentable {
        /// The query generation of the save (not posted by Backplate's in-memory store).
        case queryGeneration
        /// Every identifier was invalidated (not posted by Backplate's in-memory store).
        case invalidatedAllIdentifiers
        /// `[PersistentIdentifier]` of the models inserted since the previous save.
        case insertedIdentifiers
        /// `[PersistentIdentifier]` of the models updated (always empty: property edits are not tracked).
        case updatedIdentifiers
        /// `[PersistentIdentifier]` of the models deleted since the previous save.
        case deletedIdentifiers

        /// The key named `rawValue` (a case's name), or `nil` for any other string.
        public init?(rawValue: String) {
            switch rawValue {
            case "queryGeneration": self = .queryGeneration
            case "invalidatedAllIdentifiers": self = .invalidatedAllIdentifiers
            case "insertedIdentifiers": self = .insertedIdentifiers
            case "updatedIdentifiers": self = .updatedIdentifiers
            case "deletedIdentifiers": self = .deletedIdentifiers
            default: return nil
            }
        }

        /// The key's name in `userInfo`: the case's name.
        public var rawValue: String {
            switch self {
            case .queryGeneration: "queryGeneration"
            case .invalidatedAllIdentifiers: "invalidatedAllIdentifiers"
            case .insertedIdentifiers: "insertedIdentifiers"
            case .updatedIdentifiers: "updatedIdentifiers"
            case .deletedIdentifiers: "deletedIdentifiers"
            }
        }
    }
}
