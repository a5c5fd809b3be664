import Testing
import BackplateTestSupport
import Foundation
import Backplate
import SwiftData

/// The trip log's versioned schema, migration plan and `@ModelActor` importer: the container
/// keeps the plan and the latest version's models, the actor's context writes into the same
/// store the main context reads, and saves post `didSave` with the inserted identifiers.
@MainActor @Suite(.tags(.appFiles)) struct VoyageBackgroundTests {
    @Test func containerKeepsTheVersionedSchemaAndPlan() throws {
        let container = try ModelContainer.voyageApp()
        #expect(container.schema.version == Schema.Version(2, 0, 0))
        #expect(container.schema.types.map { "\($0)" } == ["Trip", "Expense"])
        let plan = try #require(container.migrationPlan)
        #expect(plan.schemas.map { $0.versionIdentifier.description } == ["1.0.0", "2.0.0"])
        guard case .lightweight(let from, let to)? = plan.stages.first else {
            Issue.record("the plan's first stage is not lightweight")
            return
        }
        #expect(from.versionIdentifier == Schema.Version(1, 0, 0) && to.models.count == 2)
        // A configuration keeps its group and CloudKit choices; a store given no name has none.
        let configuration = ModelConfiguration(groupContainer: .identifier("group.voyage"), cloudKitDatabase: .private("iCloud.voyage"))
        #expect(configuration.groupAppContainerIdentifier == "group.voyage")
        #expect(configuration.cloudKitContainerIdentifier == "iCloud.voyage")
        #expect(ModelConfiguration(isStoredInMemoryOnly: true).groupAppContainerIdentifier == nil)
    }

    @Test func modelActorImportsIntoTheSharedStore() async throws {
        let container = try ModelContainer.voyageApp()
        let oslo = Trip(name: "Oslo Fjords", destination: "Oslo, Norway",
                        startDate: .voyageDay(2025, 7, 20), endDate: .voyageDay(2025, 7, 27))
        container.mainContext.insert(oslo)
        try container.mainContext.save()

        var saved: [PersistentIdentifier] = []
        // Other suites save at the same time: count only this container's contexts.
        let observer = NotificationCenter.default.publisher(for: ModelContext.didSave).sink { note in
            guard (note.object as? ModelContext)?.container === container else { return }
            saved += note.userInfo?[ModelContext.NotificationKey.insertedIdentifiers.rawValue] as? [PersistentIdentifier] ?? []
        }
        defer { observer.cancel() }

        let importer = VoyageImporter(modelContainer: container)
        let added = try await importer.importExpenses([("Fjord cruise", 89, "Tours"), ("Fish soup", 21.5, "Food")],
                                                      into: oslo.persistentModelID)
        #expect(added == 2)
        #expect(oslo.expenses.map(\.title) == ["Fjord cruise", "Fish soup"])
        #expect(try await importer.totalSpent() == 110.5)
        // The actor saved its two inserts; the main context fetches them by identifier.
        let ids = try container.mainContext.fetchIdentifiers(FetchDescriptor<Expense>(sortBy: [SortDescriptor(\.amount)]))
        #expect(saved.count == 2 && Set(saved) == Set(ids))
        let cheapest = try #require(container.mainContext.model(for: ids[0]) as? Expense)
        #expect(cheapest.title == "Fish soup" && cheapest.trip === oslo)
        let batched = try container.mainContext.fetch(FetchDescriptor<Expense>(), batchSize: 1)
        #expect(batched.count == 2 && batched.map(\.amount) == [89, 21.5])
        // An identifier the container never held gives a deleted placeholder, not a crash.
        let other = try ModelContainer.voyageApp()
        let stranger = Trip(name: "Elsewhere", destination: "", startDate: .voyageDay(2025, 1, 1), endDate: .voyageDay(2025, 1, 2))
        other.mainContext.insert(stranger)
        let placeholder = container.mainContext.model(for: stranger.persistentModelID)
        #expect(placeholder.isDeleted && placeholder.modelContext == nil && !(placeholder is Trip))
    }

    @Test func schemaDescribesTheModelsAsDeclared() throws {
        let schema = try ModelContainer.voyageApp().schema
        #expect(schema.entities.map(\.name) == ["Trip", "Expense"])
        let trip = try #require(schema.entitiesByName["Trip"]), expense = try #require(schema.entitiesByName["Expense"])
        // Stored vars in declaration order; `@Transient var isExpanded` is not persisted.
        #expect(trip.storedProperties.map(\.name) == ["name", "destination", "startDate", "endDate", "isFavorite", "expenses"])
        #expect(trip.attributes.count == 5 && trip.relationships.count == 1)
        let name = try #require(trip.attributesByName["name"])
        #expect(name.isUnique && name.options == [.unique] && !name.isOptional && name.valueType == String.self)
        #expect(trip.uniquenessConstraints == [["name"]])
        let expenses = try #require(trip.relationshipsByName["expenses"])
        #expect(expenses.destination == "Expense" && expenses.deleteRule == .cascade && !expenses.isToOneRelationship)
        #expect(expenses.inverseName == "trip" && expenses.keypath == \Trip.expenses && expenses.inverseKeyPath == \Expense.trip)
        // The inverse declared on the other side is found from this side too.
        let back = try #require(expense.relationshipsByName["trip"])
        #expect(back.destination == "Trip" && back.isToOneRelationship && back.isOptional && back.inverseName == "expenses")
        #expect(back.deleteRule == .nullify && Schema.Relationship.DeleteRule(rawValue: "cascade") == .cascade)
        let lisbon = Trip(name: "Lisbon", destination: "", startDate: .voyageDay(2026, 3, 12), endDate: .voyageDay(2026, 3, 15))
        #expect(lisbon.persistentModelID.entityName == "Trip" && lisbon.persistentModelID.storeIdentifier == nil)
    }
}
