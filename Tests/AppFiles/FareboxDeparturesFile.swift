import SwiftUI

// A city transit app's departures board (2025): an inset-grouped List whose rows are Grids with
// gridCellAnchor and a coloured line pill, listItemTint on platform icons, minutes to departure
// from a fixed "now", a disruption banner as a Section header with textCase(nil), a
// favourite-stop swipe action and a confirmationDialog with a cancel-role Button.

struct FareboxLine: Hashable {
    var name: String
    var color: Color
}

struct FareboxDeparture: Identifiable {
    let id = UUID()
    var line: FareboxLine
    var destination: String
    var platform: String
    var minutes: Int
    var delay: Int = 0
}

enum FareboxData {
    static let red = FareboxLine(name: "R1", color: Color(red: 0.86, green: 0.16, blue: 0.2))
    static let blue = FareboxLine(name: "B4", color: Color(red: 0.1, green: 0.38, blue: 0.86))
    static let green = FareboxLine(name: "G", color: Color(red: 0.12, green: 0.6, blue: 0.32))

    static let departures: [FareboxDeparture] = [
        FareboxDeparture(line: red, destination: "Airport Terminal 2", platform: "1", minutes: 2),
        FareboxDeparture(line: blue, destination: "Harbourside", platform: "3", minutes: 5, delay: 4),
        FareboxDeparture(line: green, destination: "University", platform: "2", minutes: 9),
        FareboxDeparture(line: red, destination: "Old Town", platform: "1", minutes: 14),
        FareboxDeparture(line: blue, destination: "Stadium", platform: "4", minutes: 21),
    ]
}

struct FareboxLinePill: View {
    var line: FareboxLine

    var body: some View {
        Text(line.name)
            .font(.caption.weight(.heavy))
            .foregroundStyle(.white)
            .frame(width: 36, height: 22)
            .background(line.color, in: .rect(cornerRadius: 6))
    }
}

struct FareboxDepartureRow: View {
    var departure: FareboxDeparture

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 2) {
            GridRow {
                FareboxLinePill(line: departure.line)
                    .gridCellAnchor(.center)
                Text(departure.destination)
                    .font(.body.weight(.semibold))
                    .lineLimit(1)
                Text(departure.minutes == 0 ? "Now" : "\(departure.minutes) min")
                    .font(.body.monospacedDigit().bold())
                    .foregroundStyle(departure.delay > 0 ? .orange : .primary)
                    .gridCellAnchor(.trailing)
                    .frame(maxWidth: .infinity, alignment: .trailing)
            }
            GridRow {
                Color.clear
                    .gridCellUnsizedAxes([.horizontal, .vertical])
                Label("Platform \(departure.platform)", systemImage: "tram.fill")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                if departure.delay > 0 {
                    Text("+\(departure.delay)")
                        .font(.caption.bold())
                        .foregroundStyle(.orange)
                        .frame(maxWidth: .infinity, alignment: .trailing)
                }
            }
        }
    }
}

struct FareboxBoardView: View {
    @State private var departures = FareboxData.departures
    @State private var showsReport = false
    @State private var favourites: Set<String> = ["Central Station"]

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(departures) { departure in
                        FareboxDepartureRow(departure: departure)
                            .swipeActions(edge: .leading) {
                                Button("Alert", systemImage: "bell") {}
                                    .tint(.indigo)
                            }
                    }
                } header: {
                    Label("B4 delays of up to 10 minutes after a signal fault at Quay Street.",
                          systemImage: "exclamationmark.triangle.fill")
                        .font(.footnote)
                        .foregroundStyle(.orange)
                        .textCase(nil)
                        .padding(.bottom, 4)
                }
                Section("Nearby Stops") {
                    Label("Central Station", systemImage: "star.fill")
                    Label("Quay Street", systemImage: "mappin.circle")
                    Label("Museum", systemImage: "mappin.circle")
                }
                .listItemTint(.orange)
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Central Station")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Report", systemImage: "exclamationmark.bubble") { showsReport = true }
                }
            }
            .confirmationDialog("Report a problem", isPresented: $showsReport, titleVisibility: .visible) {
                Button("Crowded platform") {}
                Button("Out-of-order lift") {}
                Button("Cancel", role: .cancel) {}
            }
        }
    }
}

#Preview("Departures") {
    FareboxBoardView()
}
