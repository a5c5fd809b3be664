import Backplate
import SwiftData

struct VoyageTripDetailView: View {
    @Bindable var trip: Trip

    private var sortedExpenses: [Expense] {
        trip.expenses.sorted { $0.date < $1.date }
    }

    var body: some View {
        List {
            Section {
                LabeledContent("Destination", value: trip.destination)
                LabeledContent("Dates") {
                    Text(trip.startDate..<trip.endDate, format: .interval.month(.abbreviated).day())
                }
                Toggle("Favorite", isOn: $trip.isFavorite)
            }
            Section("Expenses") {
                ForEach(sortedExpenses) { expense in
                    HStack {
                        Text(expense.title)
                        Spacer()
                        Text(expense.amount, format: .currency(code: "EUR"))
                            .foregroundStyle(.secondary)
                    }
                }
            }
            Section {
                VoyageLargeExpensesView(minimum: 50)
            } header: {
                Text("Over €50, all trips")
            }
        }
        .navigationTitle(trip.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

/// The dynamic-query idiom: a `Query` built in `init` from a value the parent passes.
struct VoyageLargeExpensesView: View {
    @Query private var expenses: [Expense]

    init(minimum: Double) {
        _expenses = Query(filter: #Predicate<Expense> { $0.amount >= minimum },
                          sort: \Expense.amount, order: .reverse)
    }

    var body: some View {
        ForEach(expenses) { expense in
            HStack {
                Text(expense.title)
                Spacer()
                Text(expense.trip?.name ?? "—")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

#Preview("Trip detail") {
    let container = ModelContainer.voyageSample
    let lisbon = try! container.mainContext.fetch(
        FetchDescriptor<Trip>(predicate: #Predicate { $0.name.contains("Lisbon") })
    ).first!
    return NavigationStack {
        VoyageTripDetailView(trip: lisbon)
    }
    .modelContainer(container)
}
