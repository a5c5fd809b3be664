import Backplate

enum FitnessWorkoutKind: String, CaseIterable, Identifiable {
    case run = "Run"
    case cycle = "Cycle"
    case swim = "Swim"

    var id: String { rawValue }

    var symbol: String {
        switch self {
        case .run: return "flame.fill"
        case .cycle: return "bolt.fill"
        case .swim: return "drop.fill"
        }
    }
}

// Pickers choosing a workout type and an intensity.
struct WorkoutTypePicker: View {
    @State private var kind: FitnessWorkoutKind = .cycle
    @State private var intensity = 2

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Picker("Workout", selection: $kind) {
                ForEach(FitnessWorkoutKind.allCases) { kind in
                    Text(kind.rawValue).tag(kind)
                }
            }
            .pickerStyle(.segmented)

            HStack {
                Text("Intensity")
                Spacer()
                Picker("Intensity", selection: $intensity) {
                    Text("Easy").tag(1)
                    Text("Moderate").tag(2)
                    Text("Hard").tag(3)
                }
                .pickerStyle(.menu)
            }

            Picker(selection: $kind, label: Text("Type")) {
                ForEach(FitnessWorkoutKind.allCases, id: \.self) { kind in
                    Label(kind.rawValue, systemImage: kind.symbol)
                }
            }
        }
        .padding()
    }
}
