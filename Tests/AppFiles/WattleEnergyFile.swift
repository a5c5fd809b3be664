import SwiftUI
import Charts

// A home-energy app's dashboard (Swift Charts): today's usage stacked by source with
// foregroundStyle(by:) and a KeyValuePairs colour scale, a week × hour heat map of
// RectangleMarks shaded by value, a solar/battery summary in a ViewThatFits, and a picker in
// the toolbar's principal slot.

struct WattleReading: Identifiable {
    let id = UUID()
    var hour: Int
    var source: String
    var kilowattHours: Double
}

struct WattleCell: Identifiable {
    let id = UUID()
    var day: String
    var hour: Int
    var load: Double
}

enum WattleRange: String, CaseIterable, Identifiable {
    case day = "Day", week = "Week"
    var id: Self { self }
}

enum WattleData {
    static let readings: [WattleReading] = {
        var out: [WattleReading] = []
        for hour in stride(from: 0, to: 24, by: 3) {
            let solar = hour >= 6 && hour <= 18 ? 2.4 - abs(Double(hour) - 12) * 0.35 : 0
            out.append(WattleReading(hour: hour, source: "Solar", kilowattHours: max(solar, 0)))
            out.append(WattleReading(hour: hour, source: "Grid", kilowattHours: hour >= 18 ? 1.8 : 0.6))
            out.append(WattleReading(hour: hour, source: "Battery", kilowattHours: hour >= 18 ? 0.9 : 0.2))
        }
        return out
    }()

    static let heat: [WattleCell] = {
        let days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
        var out: [WattleCell] = []
        for (d, day) in days.enumerated() {
            for hour in stride(from: 0, to: 24, by: 4) {
                out.append(WattleCell(day: day, hour: hour, load: Double((d * 3 + hour) % 7) / 6))
            }
        }
        return out
    }()
}

struct WattleSummaryTile: View {
    let title: String
    let value: String
    let tint: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.caption).foregroundStyle(.secondary)
            Text(value).font(.title2.bold()).foregroundStyle(tint)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(12)
        .background(.background.secondary, in: .rect(cornerRadius: 14))
    }
}

struct WattleDashboardView: View {
    @State private var range: WattleRange = .day

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    ViewThatFits(in: .horizontal) {
                        HStack(spacing: 12) { tiles }
                        VStack(spacing: 12) { tiles }
                    }
                    Text("Usage by source").font(.headline)
                    Chart(WattleData.readings) { reading in
                        BarMark(
                            x: .value("Hour", reading.hour),
                            y: .value("kWh", reading.kilowattHours),
                            width: .ratio(0.7)
                        )
                        .foregroundStyle(by: .value("Source", reading.source))
                    }
                    .chartForegroundStyleScale([
                        "Solar": Color.yellow, "Grid": Color.gray, "Battery": Color.green,
                    ] as KeyValuePairs<String, Color>)
                    .chartXAxis {
                        AxisMarks(values: [0, 6, 12, 18]) { value in
                            AxisGridLine()
                            AxisValueLabel { Text("\(value.as(Int.self) ?? 0):00") }
                        }
                    }
                    .frame(height: 200)

                    Text("Peak hours").font(.headline)
                    Chart(WattleData.heat) { cell in
                        RectangleMark(
                            x: .value("Hour", String(cell.hour)),
                            y: .value("Day", cell.day)
                        )
                        .foregroundStyle(Color.orange.opacity(0.15 + cell.load * 0.85))
                    }
                    .chartXAxisLabel("Hour of day")
                    .frame(height: 180)
                }
                .padding()
            }
            .navigationTitle("Energy")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .principal) {
                    Picker("Range", selection: $range) {
                        ForEach(WattleRange.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.segmented)
                    .frame(width: 180)
                }
            }
        }
    }

    @ViewBuilder private var tiles: some View {
        WattleSummaryTile(title: "Solar today", value: "9.8 kWh", tint: .orange)
        WattleSummaryTile(title: "Battery", value: "76%", tint: .green)
        WattleSummaryTile(title: "Exported", value: "£1.42", tint: .blue)
    }
}

#Preview("Dashboard") {
    WattleDashboardView()
}
