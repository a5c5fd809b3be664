import SwiftUI
import UIKit

struct TrailList: View {
    var trails: [Trail]
    @State private var searchText = ""

    private var totalDistance: Double {
        trails.reduce(0) { $0 + $1.distanceKm }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(trails) { trail in
                        NavigationLink(value: trail) {
                            TrailRow(trail: trail)
                        }
                    }
                } footer: {
                    Text("\(trails.count) trails · \(totalDistance, specifier: "%.1f") km in all")
                }
            }
            .navigationTitle("Trails")
            .navigationDestination(for: Trail.self) { trail in
                Text(trail.name)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "line.3.horizontal.decrease.circle")
                    }
                }
            }
        }
    }
}

/// A summary card with UIKit's grouped background colour, as older code writes it.
struct TrailSummaryCard: View {
    var trails: [Trail]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label("This season", systemImage: "figure.hiking")
                .font(.headline)
            HStack {
                ForEach(Trail.Difficulty.allCases, id: \.self) { level in
                    VStack {
                        Text("\(trails.filter { $0.difficulty == level }.count)")
                            .font(.title.bold())
                        DifficultyBadge(difficulty: level)
                    }
                    .frame(maxWidth: .infinity)
                }
            }
        }
        .padding()
        .background(Color(uiColor: .secondarySystemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 16))
    }
}

#Preview("List") {
    TrailList(trails: Trail.samples)
}

#Preview("Summary") {
    TrailSummaryCard(trails: Trail.samples)
        .padding()
}
