import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import SwiftData

/// `MooringLog.swift`: SwiftData's key-path `Query` forms (plain key paths, as on iOS), a
/// model's values read and written through backing data and key paths, the raw values of the
/// notification keys and delete rules, and a save's inserted identifiers.
@MainActor @Suite(.tags(.appFiles)) struct MooringLogTests {
    private func seeded() throws -> ModelContainer {
        let container = try MooringStore.makeContainer()
        let marina = Marina(name: "Kinsale")
        container.mainContext.insert(marina)
        let boats: [(String, String, Double, Double?)] = [("A1", "Puffin", 5.5, 300), ("A2", "Curlew", 9.2, 100),
                                                          ("B1", "Gannet", 7.4, nil), ("B2", "Tern", 12.0, 200)]
        for (berth, name, length, arrived) in boats {
            let mooring = Mooring(berth: berth, boatName: name, lengthMeters: length,
                                  arrived: arrived.map { Date(timeIntervalSince1970: $0) })
            container.mainContext.insert(mooring)
            mooring.marina = marina
        }
        return container
    }

    private func texts(_ view: some View, in container: ModelContainer) -> [String] {
        ImageRenderer(content: view.modelContainer(container)).displayList().drawnTexts.map(\.0)
    }

    @Test func queriesSortByPlainKeyPathsAndFilter() throws {
        let container = try seeded()
        #expect(texts(MooringList(longestFirst: true), in: container) == ["B2 Tern", "A2 Curlew", "B1 Gannet"])
        #expect(texts(MooringList(longestFirst: false), in: container) == ["B1 Gannet", "A2 Curlew", "B2 Tern"])
        // Optional dates sort `nil` first going forward, as SwiftData does.
        #expect(texts(ArrivalList(), in: container) == ["Gannet", "Curlew", "Tern", "Puffin"])
    }

    @Test func backingDataReadsAndWritesTheModelsValues() throws {
        let container = try seeded()
        let moorings = try container.mainContext.fetch(FetchDescriptor<Mooring>(sortBy: [SortDescriptor(\.berth)]))
        let puffin = try #require(moorings.first)
        let data = puffin.persistentBackingData
        #expect(data.getValue(forKey: \.boatName) == "Puffin")
        #expect(data.persistentModelID == puffin.persistentModelID)
        #expect((data.metadata as? Schema.Entity)?.name == "Mooring")
        data.setValue(forKey: \.lengthMeters, to: 6.1)
        #expect(puffin.lengthMeters == 6.1)
        puffin.setValue(forKey: \.berth, to: "C9")
        #expect(puffin.berth == "C9" && puffin.getValue(forKey: \.berth) == "C9")
        #expect(puffin.getValue(forKey: \.marina)?.name == "Kinsale")
        let cork = Marina(name: "Cork")
        puffin.setValue(forKey: \.marina, to: cork)
        #expect(puffin.marina?.name == "Cork" && cork.moorings.map(\.boatName) == ["Puffin"], "the inverse follows")
        #expect(Mooring.schemaMetadata.map(\.name) == ["berth", "boatName", "lengthMeters", "arrived", "marina"])
    }

    @Test func unboundBackingDataHoldsValuesUntilAssignedToAModel() {
        let fresh: any BackingData<Mooring> = Mooring.createBackingData()
        #expect(fresh.persistentModelID == nil)
        fresh.setValue(forKey: \.boatName, to: "Skua")
        fresh.setValue(forKey: \.lengthMeters, to: 8.0)
        #expect(fresh.getValue(forKey: \.boatName) == "Skua")
        let mooring = Mooring(berth: "D1", boatName: "", lengthMeters: 0)
        mooring.persistentBackingData = fresh
        #expect(mooring.boatName == "Skua" && mooring.lengthMeters == 8.0 && mooring.berth == "D1")
    }

    @Test func keysAndRulesHaveTheirNamesAsRawValues() throws {
        #expect(ModelContext.NotificationKey.insertedIdentifiers.rawValue == "insertedIdentifiers")
        #expect(ModelContext.NotificationKey(rawValue: "deletedIdentifiers") == .deletedIdentifiers)
        #expect(ModelContext.NotificationKey(rawValue: "inserted") == nil)
        #expect(Schema.Relationship.DeleteRule.cascade.rawValue == "cascade")
        #expect(Schema.Relationship.DeleteRule(rawValue: "noAction") == .noAction)
        #expect(Schema.Relationship.DeleteRule(rawValue: "Cascade") == nil)
        let encoded = try JSONEncoder().encode([Schema.Relationship.DeleteRule.nullify])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["nullify"]"#)
    }

    @Test func savesReportTheInsertedIdentifiers() throws {
        let container = try MooringStore.makeContainer()
        let mooring = Mooring(berth: "E1", boatName: "Fulmar", lengthMeters: 6.5)
        container.mainContext.insert(mooring)
        final class Saves { var inserted: [PersistentIdentifier] = [] }
        let saves = Saves()
        let observer = NotificationCenter.default.addObserver(forName: ModelContext.didSave, object: container.mainContext, queue: nil) {
            saves.inserted = MooringStore.insertedIdentifiers(in: $0)
        }
        try container.mainContext.save()
        NotificationCenter.default.removeObserver(observer)
        #expect(saves.inserted == [mooring.persistentModelID])
    }
}
