import SwiftUI
import Charts

// A 2025 tide and surf app: iOS 18's vectorized Swift Charts plots, an AreaPlot of the
// predicted tide drawn from a function over the day, a LinePlot of the gauge's readings from
// a collection with key-path projections, a RuleMark at "now", and a glass conditions card.

struct EbbtideReading: Identifiable {
    var id: Double { hour }
    var hour: Double
    var metres: Double
    var station: String
}

enum EbbtideSamples {
    /// The predicted height in metres at `hour`: a 12.4-hour semidiurnal tide around 2.1 m.
    @Sendable static func predicted(_ hour: Double) -> Double {
        2.1 + 1.6 * cos((hour - 3.2) / 12.42 * 2 * .pi)
    }

    static let readings: [EbbtideReading] = [0.0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map { hour in
        EbbtideReading(hour: hour, metres: predicted(hour) + (hour.truncatingRemainder(dividingBy: 3) - 1) * 0.08, station: "Pier")
    }
}

struct EbbtideTodayView: View {
    private let now = 10.0

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    EbbtideConditionsCard()
                    VStack(alignment: .leading, spacing: 8) {
                        Text("Tide height (m)")
                            .font(.headline)
                        Chart {
                            AreaPlot(x: "Hour", y: "Height", domain: 0...24) { hour in
                                EbbtideSamples.predicted(hour)
                            }
                            .foregroundStyle(.cyan.opacity(0.25))
                            LinePlot(
                                EbbtideSamples.readings,
                                x: .value("Hour", \.hour),
                                y: .value("Height", \.metres)
                            )
                            .foregroundStyle(.blue)
                            .lineStyle(StrokeStyle(lineWidth: 3))
                            RuleMark(x: .value("Now", now))
                                .foregroundStyle(.orange)
                                .lineStyle(StrokeStyle(lineWidth: 2, dash: [4, 4]))
                        }
                        .chartXScale(domain: 0...24)
                        .chartYScale(domain: 0...4)
                        .chartXAxis {
                            AxisMarks(values: [0, 6, 12, 18, 24])
                        }
                        .frame(height: 200)
                    }
                    .padding()
                    .background(.background.secondary, in: .rect(cornerRadius: 20))
                }
                .padding(.horizontal)
            }
            .navigationTitle("Ebbtide")
        }
    }
}

struct EbbtideConditionsCard: View {
    var body: some View {
        HStack(spacing: 16) {
            Image(systemName: "water.waves")
                .font(.largeTitle)
                .foregroundStyle(.cyan)
            VStack(alignment: .leading, spacing: 2) {
                Text("Rising · High at 15:31")
                    .font(.headline)
                Text("Swell 1.2 m · Water 14 °C")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
        .padding()
        .glassEffect(.regular.tint(.cyan.opacity(0.2)), in: .rect(cornerRadius: 20))
    }
}

#Preview {
    EbbtideTodayView()
}
