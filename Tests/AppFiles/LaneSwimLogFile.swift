import SwiftUI

// Lane: a swim-training log in the style of 2025-2026 apps. An @Observable log of sets, an
// @Animatable progress ring, medals drawn with UIGraphicsImageRenderer and shown inside the
// set names, and an inset-grouped list with iOS 26 section margins.

struct SwimSet: Identifiable, Hashable {
    var id: String { stroke }
    var stroke: String
    var laps: Int
    var seconds: Int
    var isPersonalBest = false
}

@Observable
final class SwimLog {
    var goalLaps = 40
    var sets: [SwimSet] = [
        SwimSet(stroke: "Freestyle", laps: 16, seconds: 612, isPersonalBest: true),
        SwimSet(stroke: "Backstroke", laps: 8, seconds: 355),
        SwimSet(stroke: "Kick drills", laps: 6, seconds: 290),
    ]

    var lapsDone: Int { sets.reduce(0) { $0 + $1.laps } }
    var progress: Double { goalLaps > 0 ? Double(lapsDone) / Double(goalLaps) : 0 }
}

/// The part of a ring the laps done cover, from twelve o'clock, clockwise on screen.
@Animatable
struct LapRing: Shape {
    var progress: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let end = -90 + 360 * min(max(progress, 0), 1)
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(-90), endAngle: .degrees(end), clockwise: false)
        return path
    }
}

enum SwimMedal {
    static func image(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { context in
            color.setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 16, height: 16))
        }
    }

    static let gold = image(UIColor(red: 1, green: 0.8, blue: 0, alpha: 1))
}

struct SwimSetRow: View {
    let set: SwimSet

    var body: some View {
        HStack {
            if set.isPersonalBest {
                Text("\(set.stroke) \(Image(uiImage: SwimMedal.gold))")
            } else {
                Text(set.stroke)
            }
            Spacer()
            Text("\(set.laps) laps")
                .foregroundStyle(.secondary)
        }
    }
}

struct SwimLogView: View {
    @State private var log = SwimLog()

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack(spacing: 16) {
                        ZStack {
                            Circle()
                                .stroke(Color.teal.opacity(0.25), lineWidth: 10)
                            LapRing(progress: log.progress)
                                .stroke(Color.teal, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                            Text("\(log.lapsDone)")
                                .font(.title2.bold())
                        }
                        .frame(width: 80, height: 80)
                        VStack(alignment: .leading, spacing: 4) {
                            Text("Today")
                                .font(.headline)
                            Text("\(log.lapsDone) of \(log.goalLaps) laps")
                                .foregroundStyle(.secondary)
                        }
                    }
                    .padding(.vertical, 4)
                }
                Section("Sets") {
                    ForEach(log.sets) { set in
                        SwimSetRow(set: set)
                    }
                }
            }
            .listSectionMargins(.horizontal, 24)
            .navigationTitle("Lane")
        }
    }
}

#Preview("Log") {
    SwimLogView()
}

#Preview("Log, dark") {
    SwimLogView()
        .preferredColorScheme(.dark)
}
