import SwiftUI

// A flight tracker (iOS 18/26): a list of tracked flights whose cards are zoom-transition
// sources (matchedTransitionSource + navigationTransition(.zoom)), a route bar laid out by a
// custom Layout that puts the plane at the flight's progress, and a flight screen whose
// ScrollView ignores the top safe area so a MeshGradient sky runs under the inline bar, with
// gate facts in a Grid, a glassProminent check-in button and a .presentationDetents sheet.

struct ContrailFlight: Identifiable, Hashable {
    let id: String
    var from: String
    var to: String
    var departs: String
    var arrives: String
    var gate: String
    var seat: String
    var progress: Double
    var status: String
}

enum ContrailBoard {
    static let flights: [ContrailFlight] = [
        ContrailFlight(id: "BA 117", from: "LHR", to: "JFK", departs: "08:25", arrives: "11:05",
                       gate: "B36", seat: "23A", progress: 0.62, status: "In the air"),
        ContrailFlight(id: "AF 1081", from: "CDG", to: "LHR", departs: "14:10", arrives: "14:30",
                       gate: "F21", seat: "7C", progress: 0, status: "On time"),
    ]
}

/// Places its first subview across the full width and its second (the plane) at `progress`.
struct ContrailRouteLayout: Layout {
    var progress: Double

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let height = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
        return CGSize(width: proposal.width ?? 200, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2 else { return }
        subviews[0].place(at: CGPoint(x: bounds.minX, y: bounds.midY), anchor: .leading,
                          proposal: ProposedViewSize(width: bounds.width, height: nil))
        let plane = subviews[1].sizeThatFits(.unspecified)
        let x = bounds.minX + plane.width / 2 + (bounds.width - plane.width) * progress
        subviews[1].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: .unspecified)
    }
}

struct ContrailRouteBar: View {
    var progress: Double

    var body: some View {
        ContrailRouteLayout(progress: progress) {
            Capsule()
                .fill(.tertiary)
                .frame(height: 4)
                .overlay(alignment: .leading) {
                    GeometryReader { proxy in
                        Capsule().fill(.tint).frame(width: proxy.size.width * progress)
                    }
                }
            Image(systemName: "airplane")
                .font(.body.weight(.semibold))
                .foregroundStyle(.tint)
        }
    }
}

struct ContrailFlightCard: View {
    var flight: ContrailFlight

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text(flight.id).font(.headline)
                Spacer()
                Text(flight.status)
                    .font(.caption.weight(.semibold))
                    .padding(.horizontal, 8)
                    .padding(.vertical, 3)
                    .background(.green.opacity(0.2), in: .capsule)
                    .foregroundStyle(.green)
            }
            HStack(spacing: 12) {
                Text(flight.from).font(.title2.bold())
                ContrailRouteBar(progress: flight.progress)
                Text(flight.to).font(.title2.bold())
            }
            HStack {
                Text(flight.departs)
                Spacer()
                Text(flight.arrives)
            }
            .font(.subheadline.monospacedDigit())
            .foregroundStyle(.secondary)
        }
        .padding()
        .background(.background.secondary, in: .rect(cornerRadius: 20))
    }
}

struct ContrailSky: View {
    var body: some View {
        MeshGradient(width: 3, height: 3, points: [
            [0, 0], [0.5, 0], [1, 0],
            [0, 0.5], [0.6, 0.45], [1, 0.5],
            [0, 1], [0.5, 1], [1, 1],
        ], colors: [
            .indigo, .blue, .cyan,
            .blue, .teal, .cyan,
            .cyan, .mint, .white,
        ])
    }
}

struct ContrailFlightScreen: View {
    var flight: ContrailFlight
    @State private var showsBoardingPass = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                ContrailSky()
                    .frame(height: 300)
                    .overlay(alignment: .bottomLeading) {
                        VStack(alignment: .leading, spacing: 4) {
                            Text("\(flight.from) → \(flight.to)")
                                .font(.largeTitle.bold())
                            Text(flight.status).font(.headline)
                        }
                        .foregroundStyle(.white)
                        .padding(20)
                    }
                Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 12) {
                    GridRow {
                        Text("Gate").foregroundStyle(.secondary)
                        Text("Seat").foregroundStyle(.secondary)
                        Text("Departs").foregroundStyle(.secondary)
                    }
                    .font(.caption)
                    GridRow {
                        Text(flight.gate)
                        Text(flight.seat)
                        Text(flight.departs)
                    }
                    .font(.title3.weight(.semibold))
                }
                .padding(.horizontal, 20)
                Button("Show Boarding Pass") { showsBoardingPass = true }
                    .buttonStyle(.glassProminent)
                    .controlSize(.large)
                    .frame(maxWidth: .infinity)
            }
        }
        .ignoresSafeArea(edges: .top)
        .navigationTitle(flight.id)
        .toolbarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Share", systemImage: "square.and.arrow.up") {}
            }
        }
        .sheet(isPresented: $showsBoardingPass) {
            Text("Boarding pass")
                .presentationDetents([.medium, .large])
        }
    }
}

struct ContrailFlightDetailView: View {
    var body: some View {
        NavigationStack {
            ContrailFlightScreen(flight: ContrailBoard.flights[0])
        }
    }
}

struct ContrailTrackedView: View {
    @Namespace private var zoom

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 14) {
                    ForEach(ContrailBoard.flights) { flight in
                        NavigationLink(value: flight) {
                            ContrailFlightCard(flight: flight)
                                .matchedTransitionSource(id: flight.id, in: zoom)
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding(.horizontal)
            }
            .navigationTitle("Flights")
            .navigationDestination(for: ContrailFlight.self) { flight in
                ContrailFlightScreen(flight: flight)
                    .navigationTransition(.zoom(sourceID: flight.id, in: zoom))
            }
        }
        .tint(.indigo)
    }
}

#Preview("Tracked") {
    ContrailTrackedView()
}

#Preview("Flight") {
    ContrailFlightDetailView()
}
