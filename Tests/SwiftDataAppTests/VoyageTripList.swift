import Backplate
import SwiftData

struct VoyageTripListView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Trip.startDate, order: .reverse) private var trips: [Trip]
    @Query(filter: #Predicate<Trip> { $0.isFavorite }, sort: \Trip.name) private var favorites: [Trip]

    var body: some View {
        NavigationStack {
            List {
                if !favorites.isEmpty {
                    Section("Favorites") {
                        ScrollView(.horizontal, showsIndicators: false) {
                            HStack(spacing: 12) {
                                ForEach(favorites) { trip in
                                    VoyageFavoriteChip(trip: trip)
                                }
                            }
                        }
                    }
                }
                Section("All Trips") {
                    ForEach(trips) { trip in
                        NavigationLink(value: trip) {
                            VoyageTripRow(trip: trip)
                        }
                    }
                    .onDelete(perform: deleteTrips)
                }
            }
            .navigationTitle("Trips")
            .navigationDestination(for: Trip.self) { trip in
                VoyageTripDetailView(trip: trip)
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add Trip", systemImage: "plus", action: addTrip)
                }
            }
            .overlay {
                if trips.isEmpty {
                    ContentUnavailableView("No Trips Yet", systemImage: "airplane",
                                           description: Text("Tap + to plan your first trip."))
                }
            }
        }
    }

    private func addTrip() {
        let trip = Trip(name: "New Trip", destination: "", startDate: .now, endDate: .now)
        modelContext.insert(trip)
    }

    private func deleteTrips(at offsets: IndexSet) {
        for index in offsets {
            modelContext.delete(trips[index])
        }
    }
}

struct VoyageTripRow: View {
    let trip: Trip

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(trip.name)
                    .font(.headline)
                Text(trip.destination)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 2) {
                Text(trip.totalSpent, format: .currency(code: "EUR"))
                    .monospacedDigit()
                Text(trip.expenses.count == 1 ? "1 expense" : "\(trip.expenses.count) expenses")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct VoyageFavoriteChip: View {
    let trip: Trip

    var body: some View {
        Label(trip.name, systemImage: "star.fill")
            .font(.footnote.weight(.semibold))
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(.orange.opacity(0.2), in: Capsule())
            .foregroundStyle(.orange)
    }
}

#Preview("Trips") {
    VoyageTripListView()
        .modelContainer(.voyageSample)
}

#Preview("Empty") {
    VoyageTripListView()
        .modelContainer(for: [Trip.self, Expense.self], inMemory: true)
}
