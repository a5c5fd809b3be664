import Foundation
import SwiftData

/// Imports expenses off the main actor, the way apps move bulk work to a `@ModelActor`: a
/// context of its own on the same container, saved when the batch is in.
@ModelActor
actor VoyageImporter {
    /// Adds the expenses to the trip with `tripID`; returns how many were added.
    func importExpenses(_ rows: [(title: String, amount: Double, category: String)], into tripID: PersistentIdentifier) throws -> Int {
        guard let trip = self[tripID, as: Trip.self] else { return 0 }
        for row in rows {
            let expense = Expense(title: row.title, amount: row.amount, date: trip.startDate, category: row.category)
            modelContext.insert(expense)
            expense.trip = trip
        }
        try modelContext.save()
        return rows.count
    }

    /// The total of every expense, read a batch at a time.
    func totalSpent() throws -> Double {
        var total = 0.0
        try modelContext.enumerate(FetchDescriptor<Expense>(), batchSize: 100) { total += $0.amount }
        return total
    }
}
