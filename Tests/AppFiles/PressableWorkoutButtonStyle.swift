import Backplate

// A fitness app's primary call-to-action button style, as written in the app.
struct PressableWorkoutButtonStyle: ButtonStyle {
    var color: Color = .orange
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundColor(.white)
            .frame(maxWidth: .infinity)
            .padding(.vertical, 14)
            .background(
                RoundedRectangle(cornerRadius: 14, style: .continuous)
                    .fill(isEnabled ? color : Color.gray.opacity(0.4))
            )
            .scaleEffect(configuration.isPressed ? 0.96 : 1)
            .opacity(configuration.isPressed ? 0.85 : 1)
    }
}

extension ButtonStyle where Self == PressableWorkoutButtonStyle {
    static var pressableWorkout: PressableWorkoutButtonStyle { PressableWorkoutButtonStyle() }
}

struct StartWorkoutButtons: View {
    var canResume = false

    var body: some View {
        VStack(spacing: 12) {
            Button {
                print("start")
            } label: {
                Label("Start Run", systemImage: "play.fill")
            }
            .buttonStyle(.pressableWorkout)

            Button("Resume Workout") {}
                .buttonStyle(PressableWorkoutButtonStyle(color: .green))
                .disabled(!canResume)

            HStack {
                Button("Discard", role: .destructive) {}
                    .buttonStyle(.bordered)
                Spacer()
                Button("Save", systemImage: "checkmark") {}
                    .buttonStyle(.borderedProminent)
                    .buttonBorderShape(.capsule)
                    .tint(.green)
            }
        }
        .padding()
    }
}
