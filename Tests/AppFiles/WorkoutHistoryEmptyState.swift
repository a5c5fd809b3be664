import Backplate

// What the workout history shows before the first workout, and for a search without matches.
struct WorkoutHistoryEmptyState: View {
    var searchText = ""

    var body: some View {
        if searchText.isEmpty {
            ContentUnavailableView {
                Label("No Workouts", systemImage: "figure.run")
            } description: {
                Text("Your completed workouts will appear here.")
            } actions: {
                Button("Start a Workout") {}
                    .buttonStyle(.borderedProminent)
            }
        } else {
            ContentUnavailableView.search(text: searchText)
        }
    }
}
