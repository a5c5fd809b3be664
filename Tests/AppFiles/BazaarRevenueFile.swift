import SwiftUI
import Charts

// Bazaar, a market stall's sales: four weeks of daily revenue in a chart that scrolls a week at
// a time and opens on the latest week, with a dashed target and a selectable day.

struct BazaarDay: Identifiable {
    let id: Int
    let date: Date
    let revenue: Double
}

enum BazaarSales {
    /// Monday 2 June 2025, 00:00 UTC.
    static let firstDay = Date(timeIntervalSince1970: 1_748_822_400)

    static let days: [BazaarDay] = (0..<28).map { i in
        let weekend = i % 7 >= 5
        let revenue = Double(180 + (i * 37) % 160) + (weekend ? 220 : 0)
        return BazaarDay(id: i, date: firstDay.addingTimeInterval(Double(i) * 86_400), revenue: revenue)
    }

    static var lastWeekStart: Date { firstDay.addingTimeInterval(21 * 86_400) }
}

struct BazaarRevenueChart: View {
    var days: [BazaarDay] = BazaarSales.days
    var target: Double = 400
    @State private var selectedDay: Date?

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Daily Revenue")
                .font(.headline)
            Text("Last 7 days")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Chart {
                ForEach(days) { day in
                    BarMark(
                        x: .value("Day", day.date, unit: .day),
                        y: .value("Revenue", day.revenue)
                    )
                    .foregroundStyle(day.revenue >= target ? Color.green : Color.green.opacity(0.5))
                    .cornerRadius(3)
                }
                RuleMark(y: .value("Target", target))
                    .foregroundStyle(.secondary)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 4]))
                    .annotation(position: .top, alignment: .leading) {
                        Text("Target")
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                    }
                if let selectedDay {
                    RuleMark(x: .value("Selected", selectedDay, unit: .day))
                        .foregroundStyle(.gray.opacity(0.3))
                }
            }
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 7 * 86_400)
            .chartScrollPosition(initialX: BazaarSales.lastWeekStart)
            .chartScrollTargetBehavior(
                .valueAligned(matching: DateComponents(hour: 0), majorAlignment: .matching(DateComponents(weekday: 2)))
            )
            .chartXSelection(value: $selectedDay)
            .chartYAxis {
                AxisMarks(values: .stride(by: 200)) { value in
                    AxisGridLine()
                    AxisValueLabel {
                        if let amount = value.as(Int.self) {
                            Text("$\(amount)")
                        }
                    }
                }
            }
            .frame(height: 220)
        }
        .padding()
    }
}

#Preview {
    BazaarRevenueChart()
}
