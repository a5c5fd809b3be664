import Backplate

// Tempo, an interval workout timer: an `ObservableObject` session in `@StateObject`, a phase
// enum with computed colours and symbols, a progress ring sized by a `GeometryReader`, a
// 72-point thin countdown with `.monospacedDigit()` and
// `.contentTransition(.numericText(countsDown: true))`, `Text(date, style: .time)` for the
// finish time, a horizontal strip of upcoming phases (`ScrollView(.horizontal)` + `LazyHStack`
// + `.scrollTargetBehavior(.viewAligned)`), Clock-style round buttons in a custom
// `ButtonStyle` laid out by `ViewThatFits` in `.safeAreaInset(edge: .bottom)`,
// `.sensoryFeedback`, `@SceneStorage`, and a settings `Form` with `Section(header:footer:)`,
// `Stepper`, `Picker`, `Toggle`, `Slider` and `DatePicker`.

enum TempoPhase: String, CaseIterable, Identifiable {
    case warmUp, work, rest, coolDown

    var id: Self { self }

    var title: String {
        switch self {
        case .warmUp: return "Warm Up"
        case .work: return "Work"
        case .rest: return "Rest"
        case .coolDown: return "Cool Down"
        }
    }

    var color: Color {
        switch self {
        case .warmUp: return .orange
        case .work: return .red
        case .rest: return .green
        case .coolDown: return .blue
        }
    }

    var symbol: String {
        switch self {
        case .warmUp: return "flame.fill"
        case .work: return "bolt.fill"
        case .rest: return "pause.circle.fill"
        case .coolDown: return "snowflake"
        }
    }
}

struct TempoInterval: Identifiable, Hashable {
    let id: Int
    var phase: TempoPhase
    var seconds: Int
}

final class TempoSession: ObservableObject {
    @Published var intervals: [TempoInterval]
    @Published var currentIndex = 3
    @Published var remaining = 45
    @Published var isRunning = true
    @Published var rounds = 8
    /// When the current interval's countdown was last read.
    let clock: Date

    init(clock: Date = .now) {
        self.clock = clock
        var list = [TempoInterval(id: 0, phase: .warmUp, seconds: 300)]
        for round in 0..<8 {
            list.append(TempoInterval(id: 1 + round * 2, phase: .work, seconds: 60))
            list.append(TempoInterval(id: 2 + round * 2, phase: .rest, seconds: 30))
        }
        list.append(TempoInterval(id: 99, phase: .coolDown, seconds: 180))
        intervals = list
    }

    var current: TempoInterval { intervals[currentIndex] }
    var progress: Double { 1 - Double(remaining) / Double(current.seconds) }
    var round: Int { (currentIndex + 1) / 2 }
    var upcoming: ArraySlice<TempoInterval> { intervals[(currentIndex + 1)...] }

    var secondsLeftInWorkout: Int {
        remaining + upcoming.reduce(0) { $0 + $1.seconds }
    }

    var finishesAt: Date { clock.addingTimeInterval(TimeInterval(secondsLeftInWorkout)) }
}

extension Int {
    /// "0:45", "12:05": minutes and zero-padded seconds.
    var tempoClock: String {
        String(format: "%d:%02d", self / 60, self % 60)
    }
}

/// The round buttons of iOS's Clock timer: a tinted disc inside a thin ring of the same tint.
struct TempoRoundButtonStyle: ButtonStyle {
    var tint: Color

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body.weight(.medium))
            .foregroundStyle(tint)
            .frame(width: 80, height: 80)
            .background(tint.opacity(configuration.isPressed ? 0.45 : 0.3), in: Circle())
            .padding(3)
            .overlay(Circle().stroke(tint.opacity(0.3), lineWidth: 2))
    }
}

struct TempoProgressRing: View {
    var progress: Double
    var color: Color
    var lineWidth: CGFloat = 18

    var body: some View {
        ZStack {
            Circle()
                .stroke(color.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .padding(lineWidth / 2)
    }
}

struct TempoPhaseChip: View {
    var interval: TempoInterval

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Image(systemName: interval.phase.symbol)
                .foregroundStyle(interval.phase.color)
            Text(interval.phase.title)
                .font(.subheadline.weight(.semibold))
            Text(interval.seconds.tempoClock)
                .font(.caption)
                .monospacedDigit()
                .foregroundStyle(.secondary)
        }
        .padding(12)
        .frame(width: 96, alignment: .leading)
        .background(.fill.tertiary, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}

struct TempoTimerScreen: View {
    @StateObject private var session: TempoSession
    @SceneStorage("tempo.showsUpcoming") private var showsUpcoming = true
    @State private var showsSettings = false

    init(clock: Date = .now) {
        _session = StateObject(wrappedValue: TempoSession(clock: clock))
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                GeometryReader { proxy in
                    let side = min(proxy.size.width, proxy.size.height)
                    ZStack {
                        TempoProgressRing(progress: session.progress, color: session.current.phase.color)
                        VStack(spacing: 4) {
                            Label(session.current.phase.title.uppercased(), systemImage: session.current.phase.symbol)
                                .font(.headline)
                                .foregroundStyle(session.current.phase.color)
                            Text(session.remaining.tempoClock)
                                .font(.system(size: 72, weight: .thin))
                                .monospacedDigit()
                                .contentTransition(.numericText(countsDown: true))
                            Text("Round \(session.round) of \(session.rounds)")
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                    }
                    .frame(width: side, height: side)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                }
                .padding(.horizontal, 32)

                VStack(alignment: .leading, spacing: 8) {
                    HStack {
                        Text("Up Next")
                            .font(.headline)
                        Spacer()
                        Text("Done at \(session.finishesAt, style: .time)")
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                    }
                    .padding(.horizontal)
                    if showsUpcoming {
                        ScrollView(.horizontal, showsIndicators: false) {
                            LazyHStack(spacing: 10) {
                                ForEach(session.upcoming) { interval in
                                    TempoPhaseChip(interval: interval)
                                }
                            }
                            .scrollTargetLayout()
                            .padding(.horizontal)
                        }
                        .scrollTargetBehavior(.viewAligned)
                        .frame(height: 96)
                    }
                }
            }
            .padding(.top, 8)
            .safeAreaInset(edge: .bottom) {
                ViewThatFits {
                    HStack {
                        controls
                    }
                    .padding(.horizontal, 24)
                    VStack(spacing: 12) {
                        controls
                    }
                }
                .padding(.vertical, 12)
            }
            .navigationTitle("Tabata")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button {
                        showsUpcoming.toggle()
                    } label: {
                        Image(systemName: "list.bullet")
                    }
                    Button {
                        showsSettings = true
                    } label: {
                        Image(systemName: "gearshape")
                    }
                }
            }
            .sensoryFeedback(.start, trigger: session.isRunning)
            .sheet(isPresented: $showsSettings) {
                TempoSettingsScreen()
                    .presentationDetents([.medium, .large])
            }
        }
    }

    @ViewBuilder private var controls: some View {
        Button("Cancel") {}
            .buttonStyle(TempoRoundButtonStyle(tint: .gray))
        Spacer()
        Button(session.isRunning ? "Pause" : "Resume") {
            session.isRunning.toggle()
        }
        .buttonStyle(TempoRoundButtonStyle(tint: session.isRunning ? .orange : .green))
    }
}

enum TempoSound: String, CaseIterable, Identifiable {
    case bell = "Bell", whistle = "Whistle", beep = "Beep"
    var id: Self { self }
}

struct TempoSettingsScreen: View {
    @AppStorage("tempo.rounds") private var rounds = 8
    @AppStorage("tempo.workSeconds") private var workSeconds = 60
    @State private var sound: TempoSound = .bell
    @State private var voiceCues = true
    @State private var volume = 0.7
    @State private var reminder = Date(timeIntervalSince1970: 1_718_089_200) // 07:00 UTC
    @State private var remindsDaily = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Stepper("Rounds: \(rounds)", value: $rounds, in: 1...20)
                    Stepper(value: $workSeconds, in: 10...300, step: 10) {
                        LabeledContent("Work", value: workSeconds.tempoClock)
                    }
                } header: {
                    Text("Intervals")
                } footer: {
                    Text("Each round is one work interval followed by a rest of half its length.")
                }

                Section(header: Text("Sound"), footer: Text("Voice cues count down the last three seconds.")) {
                    Picker("Alert", selection: $sound) {
                        ForEach(TempoSound.allCases) { sound in
                            Text(sound.rawValue).tag(sound)
                        }
                    }
                    Toggle("Voice Cues", isOn: $voiceCues)
                    HStack {
                        Image(systemName: "speaker.fill")
                            .foregroundStyle(.secondary)
                        Slider(value: $volume)
                        Image(systemName: "speaker.wave.3.fill")
                            .foregroundStyle(.secondary)
                    }
                }

                Section("Reminder") {
                    Toggle("Daily Reminder", isOn: $remindsDaily)
                    DatePicker("Time", selection: $reminder, displayedComponents: .hourAndMinute)
                        .disabled(!remindsDaily)
                }
            }
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {}
                }
            }
        }
    }
}

#Preview("Timer") {
    TempoTimerScreen(clock: Date(timeIntervalSince1970: 1_718_089_200))
}

#Preview("Settings") {
    TempoSettingsScreen()
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
}
