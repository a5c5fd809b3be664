import Backplate

// The daily step goal editor of a fitness app.
struct StepGoalStepper: View {
    @State private var goal = 10_000
    var stepsToday = 6_500

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Stepper(value: $goal, in: 2_000...30_000, step: 500) {
                VStack(alignment: .leading) {
                    Text("Daily Goal")
                        .font(.headline)
                    Text("\(goal) steps")
                        .foregroundColor(.secondary)
                }
            }
            ProgressView(value: Double(stepsToday), total: Double(goal)) {
                Text("Today")
            } currentValueLabel: {
                Text("\(stepsToday) of \(goal)")
            }
            .tint(.green)
            Stepper("Rest days: 1", onIncrement: {}, onDecrement: nil)
        }
        .padding()
    }
}
