import SwiftData
import SwiftUI

// A marina's mooring log as an app writes it: models with a relationship, a list whose query
// is built in the view's initialiser from the chosen sort order, and a save observer that
// reads the inserted identifiers.

@Model
final class Marina {
    var name: String
    @Relationship(deleteRule: .cascade, inverse: \Mooring.marina) var moorings: [Mooring] = []

    init(name: String) {
        self.name = name
    }
}

@Model
final class Mooring {
    var berth: String
    var boatName: String
    var lengthMeters: Double
    var arrived: Date?
    var marina: Marina?

    init(berth: String, boatName: String, lengthMeters: Double, arrived: Date? = nil) {
        self.berth = berth
        self.boatName = boatName
        self.lengthMeters = lengthMeters
        self.arrived = arrived
    }
}

struct MooringList: View {
    @Query private var moorings: [Mooring]

    init(longestFirst: Bool) {
        _moorings = Query(filter: #Predicate<Mooring> { $0.lengthMeters > 6 },
                          sort: \.lengthMeters, order: longestFirst ? .reverse : .forward)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(moorings) { mooring in
                Text("\(mooring.berth) \(mooring.boatName)")
            }
        }
    }
}

struct ArrivalList: View {
    @Query private var moorings: [Mooring]

    init() {
        _moorings = Query(sort: \.arrived, order: .forward, transaction: Transaction(animation: .default))
    }

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(moorings) { Text($0.boatName) }
        }
    }
}

@MainActor
enum MooringStore {
    static func makeContainer() throws -> ModelContainer {
        let container = try ModelContainer(for: Marina.self, Mooring.self,
                                           configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        return container
    }

    /// The identifiers a save inserted, as the app's save observer reads them.
    nonisolated static func insertedIdentifiers(in notification: Notification) -> [PersistentIdentifier] {
        let key = ModelContext.NotificationKey.insertedIdentifiers.rawValue
        return notification.userInfo?[key] as? [PersistentIdentifier] ?? []
    }
}
