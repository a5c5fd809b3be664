import Foundation
import SwiftData

@Model
final class Trip {
    @Attribute(.unique) var name: String
    var destination: String
    var startDate: Date
    var endDate: Date
    var isFavorite: Bool = false
    @Relationship(deleteRule: .cascade, inverse: \Expense.trip)
    var expenses: [Expense] = []
    @Transient var isExpanded = false

    init(name: String, destination: String, startDate: Date, endDate: Date, isFavorite: Bool = false) {
        self.name = name
        self.destination = destination
        self.startDate = startDate
        self.endDate = endDate
        self.isFavorite = isFavorite
    }

    var totalSpent: Double {
        expenses.reduce(0) { $0 + $1.amount }
    }
}

@Model
final class Expense {
    var title: String
    var amount: Double
    var date: Date
    var category: String
    var trip: Trip?

    init(title: String, amount: Double, date: Date, category: String, trip: Trip? = nil) {
        self.title = title
        self.amount = amount
        self.date = date
        self.category = category
        self.trip = trip
    }
}

extension Date {
    static func voyageDay(_ year: Int, _ month: Int, _ day: Int) -> Date {
        var components = DateComponents()
        components.year = year
        components.month = month
        components.day = day
        components.hour = 12
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: components)!
    }
}

@MainActor
extension ModelContainer {
    /// Three trips with their expenses, the way a preview's sample container is made.
    static var voyageSample: ModelContainer {
        let container = try! ModelContainer(for: Trip.self, Expense.self,
                                            configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let lisbon = Trip(name: "Lisbon Long Weekend", destination: "Lisbon, Portugal",
                          startDate: .voyageDay(2026, 3, 12), endDate: .voyageDay(2026, 3, 15), isFavorite: true)
        let kyoto = Trip(name: "Kyoto in Autumn", destination: "Kyoto, Japan",
                         startDate: .voyageDay(2026, 11, 2), endDate: .voyageDay(2026, 11, 12))
        let oslo = Trip(name: "Oslo Fjords", destination: "Oslo, Norway",
                        startDate: .voyageDay(2025, 7, 20), endDate: .voyageDay(2025, 7, 27), isFavorite: true)
        for trip in [lisbon, kyoto, oslo] {
            container.mainContext.insert(trip)
        }
        // Expenses attached both ways: through the expense's initialiser, and by appending
        // to the trip's array.
        container.mainContext.insert(Expense(title: "Pastéis de nata", amount: 8.40, date: .voyageDay(2026, 3, 12), category: "Food", trip: lisbon))
        container.mainContext.insert(Expense(title: "Tram 28", amount: 6.00, date: .voyageDay(2026, 3, 13), category: "Transport", trip: lisbon))
        container.mainContext.insert(Expense(title: "Fado dinner", amount: 64.50, date: .voyageDay(2026, 3, 14), category: "Food", trip: lisbon))
        kyoto.expenses.append(Expense(title: "Ryokan", amount: 420.00, date: .voyageDay(2026, 11, 2), category: "Lodging"))
        kyoto.expenses.append(Expense(title: "JR Pass", amount: 310.00, date: .voyageDay(2026, 11, 2), category: "Transport"))
        oslo.expenses.append(Expense(title: "Fjord cruise", amount: 89.00, date: .voyageDay(2025, 7, 22), category: "Tours"))
        return container
    }
}
