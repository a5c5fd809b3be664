import Backplate
import Charts

struct PacerDaySteps: Identifiable {
    let id = UUID()
    let weekday: String
    let steps: Int
    var isToday: Bool = false
}

extension PacerDaySteps {
    static let thisWeek: [PacerDaySteps] = [
        PacerDaySteps(weekday: "Mon", steps: 6_240),
        PacerDaySteps(weekday: "Tue", steps: 8_910),
        PacerDaySteps(weekday: "Wed", steps: 4_120),
        PacerDaySteps(weekday: "Thu", steps: 9_870),
        PacerDaySteps(weekday: "Fri", steps: 7_300, isToday: true),
        PacerDaySteps(weekday: "Sat", steps: 3_050),
        PacerDaySteps(weekday: "Sun", steps: 5_510),
    ]
}

struct PacerWeeklyStepsCard: View {
    var days: [PacerDaySteps] = PacerDaySteps.thisWeek

    private var average: Double {
        Double(days.map(\.steps).reduce(0, +)) / Double(max(days.count, 1))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
                Text("DAILY AVERAGE")
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
                Text("\(Int(average)) steps")
                    .font(.title2.bold())
            }

            Chart {
                ForEach(days) { day in
                    BarMark(
                        x: .value("Day", day.weekday),
                        y: .value("Steps", day.steps)
                    )
                    .foregroundStyle(day.isToday ? Color.orange : Color.accentColor)
                    .cornerRadius(4)
                }

                RuleMark(y: .value("Average", average))
                    .foregroundStyle(.secondary)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                    .annotation(position: .top, alignment: .leading) {
                        Text("avg")
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                    }
            }
            .frame(height: 220)
        }
        .padding()
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .padding()
    }
}

#Preview {
    PacerWeeklyStepsCard()
        .background(Color(.systemGroupedBackground))
}
