import Backplate

// Workout settings, grouped in boxes (the app's settings screen).
struct WorkoutSettingsForm: View {
    @State private var autoPause = true
    @State private var audioCues = false
    @State private var units = "km"
    @State private var volume = 0.6
    @State private var reminder = Date(timeIntervalSince1970: 1_795_000_000)
    @State private var ringColor = Color.pink
    @State private var restSeconds = 60

    var body: some View {
        VStack(spacing: 16) {
            GroupBox("During Workouts") {
                VStack(spacing: 12) {
                    Toggle("Auto-Pause", isOn: $autoPause)
                    Toggle(isOn: $audioCues) {
                        Label("Audio Cues", systemImage: "speaker.wave.2.fill")
                    }
                    Stepper("Rest: \(restSeconds) s", value: $restSeconds, in: 15...180, step: 15)
                    Slider(value: $volume, in: 0...1) {
                        Text("Volume")
                    } minimumValueLabel: {
                        Image(systemName: "speaker.fill")
                    } maximumValueLabel: {
                        Image(systemName: "speaker.wave.2.fill")
                    }
                }
            }
            GroupBox {
                VStack(spacing: 12) {
                    Picker("Units", selection: $units) {
                        Text("Kilometres").tag("km")
                        Text("Miles").tag("mi")
                    }
                    .pickerStyle(.segmented)
                    DatePicker("Reminder", selection: $reminder, displayedComponents: .hourAndMinute)
                    ColorPicker("Ring Colour", selection: $ringColor)
                }
            }
            .toggleStyle(.switch)
        }
        .tint(.orange)
        .padding()
    }
}

// Older spellings that app files still use (iOS 13 initialisers).
struct LegacyWorkoutIntensityControls: View {
    @State private var intensity = 40.0
    @State private var cadence = 80.0
    @State private var laps = 4

    var body: some View {
        VStack {
            Slider(value: $intensity, in: 0...100, step: 5, minimumValueLabel: Text("0"), maximumValueLabel: Text("100")) {
                Text("Intensity")
            }
            Slider(value: $cadence, in: 60...120) { editing in
                print(editing)
            }
            Stepper(value: $laps, in: 1...20) {
                Text("Laps: \(laps)")
            }
            Stepper(onIncrement: { laps += 1 }, onDecrement: { laps -= 1 }) {
                Text("Laps")
            }
            Picker(selection: $laps, label: Text("Laps")) {
                ForEach(1..<6) { Text("\($0)") }
            }
        }
        .padding()
    }
}
