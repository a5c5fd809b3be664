import Backplate

// Sharing and more actions for a finished activity.
struct ActivitySharingRow: View {
    let summary: String
    @State private var showsSplits = false
    @State private var showsLaps = true

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 20) {
                ShareLink(item: summary, subject: Text("My run"))
                Link("Training Plan", destination: URL(string: "https://example.com/plan")!)
                Spacer()
                Menu {
                    Button("Rename") {}
                    Button("Delete", role: .destructive) {}
                } label: {
                    Image(systemName: "ellipsis")
                } primaryAction: {
                    print("more")
                }
            }
            ControlGroup {
                Button("Map") {}
                Button("Splits") {}
                Button("Laps") {}
            }
            DisclosureGroup("Splits", isExpanded: $showsSplits) {
                Text("1 km  5:02")
            }
            DisclosureGroup("Laps", isExpanded: $showsLaps) {
                Text("Lap 1  1:58")
                Text("Lap 2  2:01")
            }
        }
        .padding()
    }
}
