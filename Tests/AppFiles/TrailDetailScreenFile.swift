// A trail's detail screen as a hiking app writes it: a coloured header that runs under the
// status bar, the trail's facts, and a "Start hike" bar pinned above the home indicator with
// `safeAreaInset`. The facts load in `onAppear`.
import Foundation
import Backplate

struct TrailSummary {
    var name: String
    var distanceKilometres: Double
    var climbMetres: Int

    static let ridgeLoop = TrailSummary(name: "Ridge Loop", distanceKilometres: 8.4, climbMetres: 420)
}

struct TrailDetailScreen: View {
    var trail: TrailSummary
    @State private var isLoaded = false

    static let forest = Color(red: 0.1, green: 0.4, blue: 0.2)
    static let sand = Color(red: 0.95, green: 0.85, blue: 0.6)

    var body: some View {
        VStack(spacing: 0) {
            header
            facts
            Spacer(minLength: 0)
        }
        .safeAreaInset(edge: .bottom, spacing: 0) {
            Button {
            } label: {
                Text("Start hike")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
            }
            .padding()
            .id("startBar")
            .background(TrailDetailScreen.sand)
        }
        .onAppear { isLoaded = true }
    }

    private var header: some View {
        Text(trail.name)
            .font(.largeTitle.bold())
            .foregroundStyle(.white)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
            .id("header")
            .background(TrailDetailScreen.forest, ignoresSafeAreaEdges: .top)
    }

    private var facts: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(isLoaded ? String(format: "%.1f km", trail.distanceKilometres) : "–", systemImage: "map")
            Label(isLoaded ? "\(trail.climbMetres) m climb" : "–", systemImage: "location")
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .id("facts")
    }
}

#Preview {
    TrailDetailScreen(trail: .ridgeLoop)
}
