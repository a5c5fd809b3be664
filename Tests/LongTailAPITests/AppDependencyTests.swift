import Testing
import Foundation
@testable import AppIntents

// An expense app's intents, written as unseen39's Sage writes them: a store registered at
// launch with `AppDependencyManager`, read by intents with `@Dependency`, a framework's
// `AppIntentsPackage` and an entity Spotlight indexes.

final class LedgerStore: Sendable {
    let monthlyTotal: Decimal
    init(monthlyTotal: Decimal) { self.monthlyTotal = monthlyTotal }
}

struct MonthlySpendingIntent: AppIntent {
    static let title: LocalizedStringResource = "Monthly Spending"

    @Dependency
    private var store: LedgerStore

    init() {}
    init(manager: AppDependencyManager) { _store = AppDependency(manager: manager) }

    func perform() async throws -> some IntentResult & ReturnsValue<Decimal> {
        .result(value: store.monthlyTotal)
    }

    var total: Decimal { store.monthlyTotal }
}

struct AddLedgerEntryIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Entry"

    @Parameter(title: "Name") var name: String
    @Parameter(title: "Amount") var amount: Double
    @Parameter(title: "Date") var date: Date
    @Parameter(title: "Note") var note: String

    init() {}

    static var parameterSummary: some ParameterSummary {
        Summary("Add \(\.$name) for \(\.$amount)") {
            \.$date
            \.$note
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}

struct LedgerKitPackage: AppIntentsPackage {}

struct LedgerAppPackage: AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] { [LedgerKitPackage.self] }
}

struct LedgerEntryEntity: IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Entry"
    static let defaultQuery = LedgerEntryQuery()
    let id: UUID
    let name: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct LedgerEntryQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [LedgerEntryEntity] { [] }
}

@Suite struct AppDependencyTests {
    @Test func anIntentReadsWhatTheAppRegistered() {
        let manager = AppDependencyManager()
        manager.add(dependency: LedgerStore(monthlyTotal: 1234.5))
        #expect(MonthlySpendingIntent(manager: manager).total == 1234.5)
        // Registering again replaces the dependency; a key keeps a second one apart.
        manager.add(dependency: LedgerStore(monthlyTotal: 10))
        manager.add(key: "archive", dependency: LedgerStore(monthlyTotal: 99))
        #expect(MonthlySpendingIntent(manager: manager).total == 10)
        let archive = AppDependency<LedgerStore>(key: "archive", manager: manager)
        #expect(archive.wrappedValue.monthlyTotal == 99)
        // Made once: every read hands back the same object.
        #expect(archive.wrappedValue === archive.wrappedValue)
    }

    @Test func aDefaultStandsInForWhatIsNotRegistered() {
        let empty = AppDependencyManager()
        let wrapper = AppDependency<LedgerStore>(manager: empty, default: LedgerStore(monthlyTotal: 0))
        #expect(wrapper.wrappedValue.monthlyTotal == 0 && wrapper.projectedValue === wrapper)
        // An asynchronous provider is awaited only by a running intent: the default is read.
        empty.add(dependency: { @Sendable () async in LedgerStore(monthlyTotal: 7) })
        #expect(wrapper.wrappedValue.monthlyTotal == 0)
        // A closure that is not asynchronous is a provider read when the dependency is.
        empty.add(dependency: { @Sendable in LedgerStore(monthlyTotal: 8) })
        #expect(wrapper.wrappedValue.monthlyTotal == 8)
    }

    @Test func aSummaryListsParametersUnderItsSentence() throws {
        let summary = try #require(AddLedgerEntryIntent.parameterSummary as? IntentParameterSummary<AddLedgerEntryIntent>)
        #expect(summary.summary.text.hasPrefix("Add ") && summary.additionalParameterCount == 2)
        #expect(IntentParameterSummary<AddLedgerEntryIntent>().additionalParameterCount == 0)
    }

    @Test func packagesListWhatTheyInclude() {
        #expect(LedgerKitPackage.includedPackages.isEmpty)
        #expect(LedgerAppPackage.includedPackages.count == 1 && LedgerAppPackage.includedPackages.first.map(ObjectIdentifier.init) == ObjectIdentifier(LedgerKitPackage.self))
        let entity = LedgerEntryEntity(id: UUID(), name: "Rent")
        #expect(entity.name == "Rent")
    }
}
