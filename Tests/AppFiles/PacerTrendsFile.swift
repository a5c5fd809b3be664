import Backplate
import Charts

struct PacerRunSample: Identifiable {
    let id = UUID()
    let runner: String
    let week: Int
    let kilometres: Double
}

struct PacerActivityShare: Identifiable {
    let id = UUID()
    let activity: String
    let minutes: Double
}

enum PacerTrendData {
    static let runs: [PacerRunSample] = {
        let ana = [12.0, 15.5, 14.0, 18.0, 21.5, 19.0]
        let ben = [8.0, 9.5, 12.0, 11.0, 13.5, 16.0]
        return ana.enumerated().map { PacerRunSample(runner: "Ana", week: $0.offset + 1, kilometres: $0.element) }
            + ben.enumerated().map { PacerRunSample(runner: "Ben", week: $0.offset + 1, kilometres: $0.element) }
    }()

    static let mix: [PacerActivityShare] = [
        PacerActivityShare(activity: "Run", minutes: 180),
        PacerActivityShare(activity: "Cycle", minutes: 120),
        PacerActivityShare(activity: "Swim", minutes: 60),
    ]
}

struct PacerTrendsScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            Text("Weekly distance")
                .font(.headline)
            Chart(PacerTrendData.runs) { sample in
                LineMark(
                    x: .value("Week", sample.week),
                    y: .value("Distance", sample.kilometres)
                )
                .foregroundStyle(by: .value("Runner", sample.runner))
                .symbol(by: .value("Runner", sample.runner))
                .interpolationMethod(.catmullRom)
            }
            .chartYScale(domain: 0...25)
            .chartXScale(domain: 1...6)
            .chartXAxis {
                AxisMarks(values: [1, 2, 3, 4, 5, 6]) { value in
                    AxisGridLine()
                    AxisValueLabel {
                        if let week = value.as(Int.self) {
                            Text("W\(week)")
                        }
                    }
                }
            }
            .frame(height: 200)

            Text("Activity mix")
                .font(.headline)
            Chart(PacerTrendData.mix) { share in
                SectorMark(
                    angle: .value("Minutes", share.minutes),
                    innerRadius: .ratio(0.618),
                    angularInset: 1.5
                )
                .cornerRadius(4)
                .foregroundStyle(by: .value("Activity", share.activity))
            }
            .frame(height: 200)
        }
        .padding()
    }
}

#Preview {
    PacerTrendsScreen()
}
