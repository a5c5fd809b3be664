import Testing
import Foundation
import CoreData

/// A reading log on Core Data and CloudKit (2023) builds its fetch requests' order from Swift
/// sort descriptors and initializes its CloudKit schema in Debug builds (unseen45's CozyRead).
@Suite struct ReadingLogGapsTests {
    final class LoggedBook: NSObject {
        let title: String
        let year: Int
        init(_ title: String, _ year: Int) { self.title = title; self.year = year }
    }

    @Test func aSwiftSortDescriptorBecomesAFoundationOneThatSortsTheSame() {
        let dune = LoggedBook("Dune", 1965), emma = LoggedBook("Emma", 1815), ubik = LoggedBook("Ubik", 1969)
        let byTitle = NSSortDescriptor(SortDescriptor(\LoggedBook.title))
        #expect(byTitle.ascending)
        #expect(byTitle.compare(dune, to: emma) == .orderedAscending)
        #expect(byTitle.compare(ubik, to: emma) == .orderedDescending)
        let newestFirst = NSSortDescriptor(SortDescriptor(\LoggedBook.year, order: .reverse))
        #expect(!newestFirst.ascending)
        #expect(newestFirst.compare(ubik, to: dune) == .orderedAscending)
        #expect(newestFirst.compare(emma, to: dune) == .orderedDescending)
        #expect(newestFirst.compare(dune, to: dune) == .orderedSame)
        let sorted = NSArray(array: [dune, emma, ubik]).sortedArray(using: [newestFirst]).compactMap { ($0 as? LoggedBook)?.title }
        #expect(sorted == ["Ubik", "Dune", "Emma"])
    }

    @Test func theCloudKitSchemaIsInitializedWithoutAContainer() throws {
        let container = NSPersistentCloudKitContainer(name: "CozyRead")
        try container.initializeCloudKitSchema()
        try container.initializeCloudKitSchema(options: [.dryRun, .printSchema])
        #expect(NSPersistentCloudKitContainerSchemaInitializationOptions.dryRun.rawValue == 2)
    }
}
