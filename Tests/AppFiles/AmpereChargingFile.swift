import SwiftUI

// An iOS 26 EV-charging app: a live session card. A gradient-tinted accessoryCircular Gauge
// for the battery, a ProgressView(timerInterval:) countdown, stats on
// .glassEffect(.regular.interactive()) tiles in a GlassEffectContainer, a ConcentricRectangle
// card, and Stop/Extend buttons in a safeAreaBar with buttonSizing(.flexible) and
// controlSize(.extraLarge).

struct AmpereSession {
    var stationName = "Harbour Road Hub"
    var connector = "CCS2 · 150 kW"
    var batteryLevel = 0.64
    var targetLevel = 0.8
    var kilowatts = 118.4
    var energyAdded = 23.6
    var pricePerKWh = 0.49
    var start = Date(timeIntervalSinceReferenceDate: 800_000_000)
    var end = Date(timeIntervalSinceReferenceDate: 800_000_000 + 1_500)

    var cost: Double { energyAdded * pricePerKWh }
}

struct AmpereStatTile: View {
    let title: String
    let value: String
    let systemImage: String

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label(title, systemImage: systemImage)
                .font(.caption)
                .foregroundStyle(.secondary)
                .labelIconToTitleSpacing(4)
            Text(value)
                .font(.title3.bold().monospacedDigit())
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(14)
        .glassEffect(.regular.interactive(), in: .rect(cornerRadius: 20))
    }
}

struct AmpereSessionView: View {
    @State private var session = AmpereSession()

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 20) {
                    VStack(spacing: 12) {
                        Gauge(value: session.batteryLevel) {
                            Image(systemName: "bolt.fill")
                        } currentValueLabel: {
                            Text(session.batteryLevel, format: .percent)
                        }
                        .gaugeStyle(.accessoryCircular)
                        .tint(Gradient(colors: [.red, .yellow, .green]))
                        .scaleEffect(1.6)
                        .frame(height: 110)
                        Text(session.stationName).font(.title2.bold())
                        Text(session.connector).foregroundStyle(.secondary)
                        ProgressView(timerInterval: session.start...session.end, countsDown: true) {
                            Text("Until \(session.targetLevel, format: .percent)")
                        }
                        .tint(.green)
                    }
                    .padding(20)
                    .background(.green.opacity(0.12), in: ConcentricRectangle(corners: .concentric(minimum: 24)))

                    GlassEffectContainer(spacing: 12) {
                        Grid(horizontalSpacing: 12, verticalSpacing: 12) {
                            GridRow {
                                AmpereStatTile(title: "Power", value: "\(session.kilowatts.formatted(.number.precision(.fractionLength(1)))) kW", systemImage: "bolt")
                                AmpereStatTile(title: "Added", value: "\(session.energyAdded.formatted()) kWh", systemImage: "battery.75percent")
                            }
                            GridRow {
                                AmpereStatTile(title: "Cost so far", value: session.cost.formatted(.currency(code: "EUR")), systemImage: "eurosign")
                                    .gridCellColumns(2)
                            }
                        }
                    }
                }
                .padding(.horizontal)
            }
            .navigationTitle("Charging")
            .navigationBarTitleDisplayMode(.inline)
            .safeAreaBar(edge: .bottom) {
                HStack(spacing: 12) {
                    Button("Extend", systemImage: "plus") {}
                        .buttonStyle(.glass)
                    Button("Stop", systemImage: "stop.fill", role: .destructive) {}
                        .buttonStyle(.glassProminent)
                        .tint(.red)
                }
                .buttonSizing(.flexible)
                .controlSize(.extraLarge)
                .padding(.horizontal)
            }
        }
    }
}

#Preview("Session") {
    AmpereSessionView()
}
