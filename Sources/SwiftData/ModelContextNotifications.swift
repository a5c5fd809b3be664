import Foundation

extension ModelContext {
    /// Posted when a context is about to save (`object`: the context).
    public static let willSave = Notification.Name("ModelContextWillSave")
    /// Posted when a context has saved (`object`: the context; `userInfo`: the identifiers of
    /// the inserted, updated and deleted models under `NotificationKey`'s raw values).
    public static let didSave = Notification.Name("ModelContextDidSave")

    /// The keys of `didSave`'s `userInfo`, as SwiftData's `ModelContext.NotificationKey`.
    public enum NotificationKey: String {
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
    }
}
