import Backplate
import Combine
import Observation

// Pulse: a workout summary. An @Observable session edited through @Bindable (Stepper,
// segmented Picker, Menu), a Grid of metrics with a custom LabelStyle, a Canvas heart-rate
// trace, a TimelineView clock, and a small ObservableObject that still uses Combine's
// CurrentValueSubject for its zone, as mixed codebases do.

enum PulseIntensity: String, CaseIterable, Identifiable {
    case easy = "Easy", steady = "Steady", hard = "Hard"
    var id: Self { self }
}

@Observable
final class PulseSession {
    var rounds = 4
    var intensity: PulseIntensity = .steady
    var heartRates: [Double] = [92, 104, 121, 138, 146, 151, 149, 157, 162, 158, 149, 131]
    var activeCalories = 412.0
    var minutes = 38

    var averageHeartRate: Int {
        Int((heartRates.reduce(0, +) / Double(heartRates.count)).rounded())
    }
}

final class PulseZoneMonitor: ObservableObject {
    let zone = CurrentValueSubject<Int, Never>(2)
    @Published private(set) var zoneTitle = ""
    private var subscription: AnyCancellable?

    init() {
        subscription = zone
            .map { "Zone \($0)" }
            .sink { [weak self] in self?.zoneTitle = $0 }
    }
}

struct PulseTrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            configuration.title
            configuration.icon
                .foregroundStyle(.pink)
        }
    }
}

struct PulseHeartTrace: View {
    let rates: [Double]

    var body: some View {
        Canvas { context, size in
            guard let low = rates.min(), let high = rates.max(), rates.count > 1, high > low else { return }
            var path = Path()
            for (index, rate) in rates.enumerated() {
                let x = size.width * CGFloat(index) / CGFloat(rates.count - 1)
                let y = size.height * (1 - CGFloat((rate - low) / (high - low)))
                if index == 0 { path.move(to: CGPoint(x: x, y: y)) } else { path.addLine(to: CGPoint(x: x, y: y)) }
            }
            context.stroke(path, with: .color(.pink), lineWidth: 3)
        }
        .frame(height: 80)
    }
}

struct PulseSummaryView: View {
    @Bindable var session: PulseSession
    @StateObject private var zones = PulseZoneMonitor()

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    TimelineView(.everyMinute) { context in
                        Text(context.date, style: .time)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 12) {
                        GridRow {
                            Label("Avg", systemImage: "heart.fill")
                            Text("\(session.averageHeartRate) BPM").bold()
                        }
                        GridRow {
                            Label("Active", systemImage: "flame.fill")
                            Text(session.activeCalories, format: .number.precision(.fractionLength(0)))
                                .bold()
                        }
                        GridRow {
                            Label("Time", systemImage: "timer")
                            Text("\(session.minutes) min").bold()
                        }
                    }
                    .labelStyle(PulseTrailingIconLabelStyle())

                    PulseHeartTrace(rates: session.heartRates)

                    Text(zones.zoneTitle)
                        .font(.headline)

                    Stepper("Rounds: \(session.rounds)", value: $session.rounds, in: 1...10)
                    Picker("Intensity", selection: $session.intensity) {
                        ForEach(PulseIntensity.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.segmented)
                }
                .padding()
            }
            .navigationTitle("Workout")
            .toolbar {
                Menu {
                    Button("Export", systemImage: "square.and.arrow.up") {}
                    Button("Delete", systemImage: "trash", role: .destructive) {}
                } label: {
                    Label("More", systemImage: "ellipsis.circle")
                }
            }
        }
    }
}

#Preview {
    PulseSummaryView(session: PulseSession())
}
