import Backplate

// An activity ring drawn as a custom progress view style.
struct FitnessRingProgressStyle: ProgressViewStyle {
    var color: Color = .pink
    var lineWidth: CGFloat = 14

    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0
        return ZStack {
            Circle()
                .stroke(color.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: CGFloat(fraction))
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
            VStack(spacing: 2) {
                configuration.label
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Text("\(Int(fraction * 100))%")
                    .font(.title2.bold())
            }
        }
    }
}

struct FitnessProgressRing: View {
    let title: String
    let moveCalories: Double
    let moveGoal: Double

    var body: some View {
        ProgressView(value: moveCalories, total: moveGoal) {
            Text(title)
        }
        .progressViewStyle(FitnessRingProgressStyle())
        .frame(width: 140, height: 140)
        .padding(24)
    }
}
