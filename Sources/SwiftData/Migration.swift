/// A version of an app's schema, as SwiftData's `VersionedSchema`: its model types and version
/// number, usually an enum that nests the models of that version.
public protocol VersionedSchema {
    /// The model types of this version.
    static var models: [any PersistentModel.Type] { get }
    /// The version's number.
    static var versionIdentifier: Schema.Version { get }
}

/// The versions of an app's schema and the stages between them, as SwiftData's
/// `SchemaMigrationPlan`. Backplate's stores start empty in memory, so there is never an older
/// store to migrate: a container keeps its plan (`migrationPlan`) and runs no stage.
public protocol SchemaMigrationPlan {
    /// The schema versions, oldest first.
    static var schemas: [any VersionedSchema.Type] { get }
    /// The stages from each version to the next.
    static var stages: [MigrationStage] { get }
}

/// A step of a migration plan, as SwiftData's `MigrationStage`: lightweight (inferred) or
/// custom (with closures run before and after). Never run in Backplate: no store predates a
/// render.
public enum MigrationStage {
    /// A migration SwiftData infers from the two versions.
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    /// A migration with code of yours run before (`willMigrate`) and after (`didMigrate`) it.
    case custom(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
                willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)
}

extension Schema {
    /// Creates the schema of a versioned schema: its model types and version.
    public convenience init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }
}
