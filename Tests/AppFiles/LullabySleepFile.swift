import Backplate

// A sleep-sounds screen in the style of an iOS 17 wellness app: always dark, a night gradient
// behind a list whose own background is hidden, a fade-out countdown drawn by
// ProgressView(timerInterval:countsDown:), sound chips as button-style toggles, a volume
// slider per chosen sound, rows spaced apart on their cards without section separators.

enum LullabySound: String, CaseIterable, Identifiable {
    case rain, waves, fireplace, fan

    var id: String { rawValue }

    var title: String { rawValue.capitalized }

    var symbol: String {
        switch self {
        case .rain: return "cloud.rain"
        case .waves: return "water.waves"
        case .fireplace: return "flame"
        case .fan: return "fan"
        }
    }
}

@Observable
final class LullabySession {
    var startedAt: Date
    var minutes: Int
    var sounds: [LullabySound]
    var volumes: [LullabySound: Double]
    var stopsAtSunrise = true

    init(startedAt: Date, minutes: Int, sounds: [LullabySound], volumes: [LullabySound: Double]) {
        self.startedAt = startedAt
        self.minutes = minutes
        self.sounds = sounds
        self.volumes = volumes
    }

    var endsAt: Date { startedAt.addingTimeInterval(TimeInterval(minutes * 60)) }

    func isPlaying(_ sound: LullabySound) -> Bool { sounds.contains(sound) }

    func toggle(_ sound: LullabySound) {
        if let index = sounds.firstIndex(of: sound) { sounds.remove(at: index) } else { sounds.append(sound) }
    }

    static let tonight = LullabySession(
        startedAt: Date(timeIntervalSince1970: 1_781_740_800), // 01:00 UTC
        minutes: 45,
        sounds: [.rain, .fireplace],
        volumes: [.rain: 0.7, .fireplace: 0.35])
}

struct LullabySleepView: View {
    @Bindable var session: LullabySession

    var body: some View {
        NavigationStack {
            List {
                Section {
                    VStack(alignment: .leading, spacing: 10) {
                        Text("Fading out")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        ProgressView(timerInterval: session.startedAt...session.endsAt, countsDown: true)
                            .tint(.indigo)
                    }
                    .padding(.vertical, 4)
                }

                Section("Sounds") {
                    ScrollView(.horizontal) {
                        HStack(spacing: 8) {
                            ForEach(LullabySound.allCases) { sound in
                                Toggle(isOn: Binding(get: { session.isPlaying(sound) }, set: { _ in session.toggle(sound) })) {
                                    Label(sound.title, systemImage: sound.symbol)
                                }
                                .toggleStyle(.button)
                            }
                        }
                    }
                    .scrollIndicators(.hidden)

                    ForEach(session.sounds) { sound in
                        LullabyVolumeRow(sound: sound, volume: Binding(
                            get: { session.volumes[sound, default: 0.5] },
                            set: { session.volumes[sound] = $0 }))
                    }
                }

                Section {
                    Toggle("Stop at sunrise", isOn: $session.stopsAtSunrise)
                } footer: {
                    Text("Sounds fade over the last five minutes.")
                }
            }
            .listRowSpacing(8)
            .listSectionSeparator(.hidden)
            .scrollContentBackground(.hidden)
            .background {
                LinearGradient(colors: [Color(red: 0.04, green: 0.05, blue: 0.18), Color(red: 0.18, green: 0.12, blue: 0.38)],
                               startPoint: .top, endPoint: .bottom)
                    .ignoresSafeArea()
            }
            .navigationTitle("Sleep")
        }
        .preferredColorScheme(.dark)
    }
}

struct LullabyVolumeRow: View {
    let sound: LullabySound
    @Binding var volume: Double

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: sound.symbol)
                .frame(width: 28)
                .foregroundStyle(.indigo)
            Slider(value: $volume) {
                Text("\(sound.title) volume")
            } minimumValueLabel: {
                Image(systemName: "speaker.fill")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3.fill")
            }
            .tint(.indigo)
        }
    }
}

#Preview {
    LullabySleepView(session: .tonight)
}
