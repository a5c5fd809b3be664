import Foundation
import SwiftData

/// The trip log's schema history, the way apps that shipped more than one version declare it:
/// version 1 had trips only, version 2 added expenses (a lightweight stage between them).
enum VoyageSchemaV1: VersionedSchema {
    static var versionIdentifier = Schema.Version(1, 0, 0)
    static var models: [any PersistentModel.Type] { [Trip.self] }
}

enum VoyageSchemaV2: VersionedSchema {
    static var versionIdentifier = Schema.Version(2, 0, 0)
    static var models: [any PersistentModel.Type] { [Trip.self, Expense.self] }
}

enum VoyageMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [VoyageSchemaV1.self, VoyageSchemaV2.self] }
    static var stages: [MigrationStage] { [migrateV1toV2] }

    static let migrateV1toV2 = MigrationStage.lightweight(fromVersion: VoyageSchemaV1.self, toVersion: VoyageSchemaV2.self)
}

extension ModelContainer {
    /// The app's container: the latest schema, with the migration plan for older stores.
    static func voyageApp() throws -> ModelContainer {
        try ModelContainer(for: Schema(versionedSchema: VoyageSchemaV2.self),
                           migrationPlan: VoyageMigrationPlan.self,
                           configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
    }
}
