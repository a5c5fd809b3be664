import SwiftUI
import Charts

// A music-practice log (2025): a metronome drawn by a Canvas inside a TimelineView, the tempo
// in a Stepper with a numericText transition, a segmented time-signature Picker, a week of
// practice minutes as BarMarks over a dashed goal RuleMark with an annotation, and session
// notes in a vertical TextField with a line-limit range and @FocusState.

struct EtudeDay: Identifiable {
    let id: Int
    var weekday: String
    var minutes: Int
}

enum EtudeLog {
    static let week: [EtudeDay] = [
        EtudeDay(id: 0, weekday: "Mon", minutes: 25),
        EtudeDay(id: 1, weekday: "Tue", minutes: 40),
        EtudeDay(id: 2, weekday: "Wed", minutes: 0),
        EtudeDay(id: 3, weekday: "Thu", minutes: 35),
        EtudeDay(id: 4, weekday: "Fri", minutes: 50),
        EtudeDay(id: 5, weekday: "Sat", minutes: 20),
        EtudeDay(id: 6, weekday: "Sun", minutes: 30),
    ]
    static let goal = 30
}

enum EtudeMetre: String, CaseIterable, Identifiable {
    case twoFour = "2/4", threeFour = "3/4", fourFour = "4/4", sixEight = "6/8"
    var id: String { rawValue }
    var beats: Int {
        switch self {
        case .twoFour: return 2
        case .threeFour: return 3
        case .fourFour: return 4
        case .sixEight: return 6
        }
    }
}

struct EtudeMetronome: View {
    var tempo: Int
    var beats: Int

    var body: some View {
        TimelineView(.animation(minimumInterval: 60 / Double(tempo))) { context in
            let beat = Int(context.date.timeIntervalSinceReferenceDate * Double(tempo) / 60) % beats
            Canvas { gc, size in
                let spacing = size.width / CGFloat(beats)
                for index in 0..<beats {
                    let centre = CGPoint(x: spacing * (CGFloat(index) + 0.5), y: size.height / 2)
                    let radius: CGFloat = index == 0 ? 14 : 10
                    let dot = Path(ellipseIn: CGRect(x: centre.x - radius, y: centre.y - radius,
                                                     width: radius * 2, height: radius * 2))
                    gc.fill(dot, with: .color(index == beat ? .indigo : .gray.opacity(0.3)))
                }
            }
        }
        .frame(height: 44)
        .accessibilityLabel("Metronome at \(tempo) beats per minute")
    }
}

struct EtudeWeekChart: View {
    var days: [EtudeDay]

    var body: some View {
        Chart {
            ForEach(days) { day in
                BarMark(x: .value("Day", day.weekday), y: .value("Minutes", day.minutes))
                    .foregroundStyle(day.minutes >= EtudeLog.goal ? Color.indigo : Color.indigo.opacity(0.4))
                    .cornerRadius(5)
            }
            RuleMark(y: .value("Goal", EtudeLog.goal))
                .lineStyle(StrokeStyle(lineWidth: 1.5, dash: [4, 4]))
                .foregroundStyle(.orange)
                .annotation(position: .top, alignment: .trailing) {
                    Text("Goal \(EtudeLog.goal) min")
                        .font(.caption2.weight(.semibold))
                        .foregroundStyle(.orange)
                }
        }
        .chartYScale(domain: 0...60)
        .frame(height: 180)
    }
}

struct EtudeSessionView: View {
    @State private var tempo = 92
    @State private var metre = EtudeMetre.fourFour
    @State private var notes = "Bars 17–24: left hand still rushes the semiquavers."
    @FocusState private var notesFocused: Bool

    var body: some View {
        NavigationStack {
            Form {
                Section("Metronome") {
                    EtudeMetronome(tempo: tempo, beats: metre.beats)
                    Stepper(value: $tempo, in: 40...208, step: 2) {
                        HStack {
                            Text("Tempo")
                            Spacer()
                            Text("\(tempo) BPM")
                                .monospacedDigit()
                                .contentTransition(.numericText(value: Double(tempo)))
                                .foregroundStyle(.secondary)
                        }
                    }
                    Picker("Time signature", selection: $metre) {
                        ForEach(EtudeMetre.allCases) { metre in
                            Text(metre.rawValue).tag(metre)
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section("This week") {
                    EtudeWeekChart(days: EtudeLog.week)
                        .padding(.vertical, 8)
                }
                Section("Notes") {
                    TextField("What did you work on?", text: $notes, axis: .vertical)
                        .lineLimit(3...6)
                        .focused($notesFocused)
                }
            }
            .navigationTitle("Chopin Op. 10 No. 3")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { notesFocused = false }
                }
            }
        }
    }
}

#Preview("Practice") {
    EtudeSessionView()
}
