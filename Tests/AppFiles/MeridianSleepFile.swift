import SwiftUI
import Charts

// Meridian, a sleep tracker: a week of nights as floating bars (bedtime to wake), a dashed
// goal rule, a custom legend, an hour-labelled leading axis; a resting heart-rate histogram
// from `NumberBins`; sleep stages as lines styled by stage.

struct MeridianNight: Identifiable {
    let id = UUID()
    let weekday: String
    /// Hours after 8 PM: 3 is 11 PM, 11 is 7 AM.
    let asleep: Double
    let awake: Double
    var duration: Double { awake - asleep }
}

struct MeridianStageSample: Identifiable {
    let id = UUID()
    let hour: Int
    let stage: String
    let minutes: Double
}

enum MeridianData {
    static let week: [MeridianNight] = [
        MeridianNight(weekday: "Mon", asleep: 3.0, awake: 10.5),
        MeridianNight(weekday: "Tue", asleep: 3.5, awake: 10.5),
        MeridianNight(weekday: "Wed", asleep: 4.0, awake: 10.0),
        MeridianNight(weekday: "Thu", asleep: 2.5, awake: 10.5),
        MeridianNight(weekday: "Fri", asleep: 5.0, awake: 11.5),
        MeridianNight(weekday: "Sat", asleep: 5.5, awake: 12.0),
        MeridianNight(weekday: "Sun", asleep: 3.0, awake: 11.0),
    ]

    static let restingRates: [Double] = [52, 54, 55, 55, 56, 57, 57, 57, 58, 58, 59, 61, 61, 62, 64, 66]

    static let stages: [MeridianStageSample] = {
        let deep: [Double] = [32, 24, 18, 10, 6, 4]
        let rem: [Double] = [8, 14, 20, 24, 28, 30]
        return (0..<6).flatMap { hour in
            [MeridianStageSample(hour: hour, stage: "Deep", minutes: deep[hour]),
             MeridianStageSample(hour: hour, stage: "REM", minutes: rem[hour])]
        }
    }()
}

struct MeridianWeekChart: View {
    var nights: [MeridianNight] = MeridianData.week
    var goalHours: Double = 8

    private func clock(_ offset: Double) -> String {
        let hour = (Int(offset) + 20) % 24
        return hour == 0 ? "12A" : hour < 12 ? "\(hour)A" : hour == 12 ? "12P" : "\(hour - 12)P"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("This Week")
                .font(.headline)
            Chart {
                ForEach(nights) { night in
                    BarMark(
                        x: .value("Day", night.weekday),
                        yStart: .value("Asleep", night.asleep),
                        yEnd: .value("Awake", night.awake),
                        width: .ratio(0.5)
                    )
                    .foregroundStyle(night.duration >= goalHours ? Color.indigo : Color.indigo.opacity(0.45))
                    .clipShape(Capsule())
                }
                RuleMark(y: .value("Goal", 11))
                    .foregroundStyle(.orange)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 3]))
                    .annotation(position: .top, alignment: .trailing, spacing: 2) {
                        Text("7 AM")
                            .font(.caption2.bold())
                            .foregroundStyle(.orange)
                    }
            }
            .chartYScale(domain: 2...13)
            .chartYAxis {
                AxisMarks(position: .leading, values: .stride(by: 2)) { value in
                    AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2, 2]))
                    AxisValueLabel {
                        if let offset = value.as(Double.self) {
                            Text(clock(offset))
                        }
                    }
                }
            }
            .chartLegend(position: .top, alignment: .trailing) {
                HStack(spacing: 6) {
                    Capsule().fill(.indigo).frame(width: 12, height: 6)
                    Text("Met goal").font(.caption2).foregroundStyle(.secondary)
                }
            }
            .frame(height: 220)
        }
        .padding()
    }
}

struct MeridianRestingRateHistogram: View {
    var rates: [Double] = MeridianData.restingRates

    var body: some View {
        let bins = NumberBins(range: 50.0...70.0, count: 5)
        let counts = bins.indices.map { i in rates.filter { bins[i].contains($0) }.count }
        return VStack(alignment: .leading) {
            Text("Resting Heart Rate")
                .font(.headline)
            Chart(bins.indices, id: \.self) { i in
                BarMark(
                    x: .value("BPM", bins[i]),
                    y: .value("Nights", counts[i])
                )
                .foregroundStyle(.pink.gradient)
                .offset(xStart: 1, xEnd: -1)
            }
            .chartXScale(domain: 50...70)
            .chartXAxis {
                AxisMarks(values: bins.thresholds) { _ in
                    AxisTick(length: .label)
                    AxisValueLabel()
                }
            }
            .frame(height: 160)
        }
        .padding()
    }
}

struct MeridianStagesChart: View {
    var samples: [MeridianStageSample] = MeridianData.stages

    var body: some View {
        Chart(samples) { sample in
            LineMark(
                x: .value("Hour", sample.hour),
                y: .value("Minutes", sample.minutes)
            )
            .foregroundStyle(by: .value("Stage", sample.stage))
            .lineStyle(by: .value("Stage", sample.stage))
            .interpolationMethod(.monotone)
        }
        .chartForegroundStyleScale(domain: ["Deep", "REM"], range: [Color.indigo, Color.teal])
        .chartLineStyleScale(["Deep": StrokeStyle(lineWidth: 3), "REM": StrokeStyle(lineWidth: 3, dash: [6, 4])])
        .chartXScale(domain: 0...5, range: .plotDimension(padding: 12))
        .chartXAxisLabel(position: .bottom, alignment: .center) {
            Text("Hours asleep")
        }
        .frame(height: 180)
        .padding()
    }
}

struct MeridianSleepScreen: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                MeridianWeekChart()
                MeridianRestingRateHistogram()
                MeridianStagesChart()
            }
        }
    }
}

#Preview("Week") {
    MeridianWeekChart()
}

#Preview("Sleep") {
    MeridianSleepScreen()
        .preferredColorScheme(.dark)
}
