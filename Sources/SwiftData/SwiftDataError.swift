/// An error SwiftData reports, as SwiftData's `SwiftDataError`: each kind is a static value,
/// compared with `==` or matched in a `catch`. Backplate's in-memory store throws none of them
/// (it has no file, no migration and evaluates every predicate); they exist for code that
/// matches them.
public struct SwiftDataError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    private let kind: String

    private init(_ kind: String) { self.kind = kind }

    /// The kind's name, as written after the dot (`"unsupportedPredicate"`).
    public var description: String { kind }

    /// Batch fetching can't include unsaved changes.
    public static let includePendingChangesWithBatchSize = SwiftDataError("includePendingChangesWithBatchSize")
    /// The fetch's predicate can't be evaluated by the store.
    public static let unsupportedPredicate = SwiftDataError("unsupportedPredicate")
    /// A key path names no persisted property.
    public static let unsupportedKeyPath = SwiftDataError("unsupportedKeyPath")
    /// Sorting unsaved changes by identifier isn't supported.
    public static let sortingPendingChangesWithIdentifiers = SwiftDataError("sortingPendingChangesWithIdentifiers")
    /// The fetch's sort descriptor can't be applied by the store.
    public static let unsupportedSortDescriptor = SwiftDataError("unsupportedSortDescriptor")
    /// Two of a container's configurations have the same name.
    public static let duplicateConfiguration = SwiftDataError("duplicateConfiguration")
    /// A configuration's store file name is too long.
    public static let configurationFileNameTooLong = SwiftDataError("configurationFileNameTooLong")
    /// A configuration's store file name contains characters a file name can't have.
    public static let configurationFileNameContainsInvalidCharacters = SwiftDataError("configurationFileNameContainsInvalidCharacters")
    /// A configuration's schema names a model type the container's schema lacks.
    public static let configurationSchemaNotFoundInContainerSchema = SwiftDataError("configurationSchemaNotFoundInContainerSchema")
    /// The container couldn't load its store.
    public static let loadIssueModelContainer = SwiftDataError("loadIssueModelContainer")
    /// A model failed validation on save.
    public static let modelValidationFailure = SwiftDataError("modelValidationFailure")
    /// An operation needed a model context the model doesn't have.
    public static let missingModelContext = SwiftDataError("missingModelContext")
    /// A migration plan goes from a newer schema version to an older one.
    public static let backwardMigration = SwiftDataError("backwardMigration")
    /// The store's schema is none the migration plan knows.
    public static let unknownSchema = SwiftDataError("unknownSchema")
}
