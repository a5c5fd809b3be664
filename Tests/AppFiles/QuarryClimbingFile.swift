import Backplate
import Foundation

// Quarry: a bouldering gym's app shell on iOS 18's tab model. The root is a TabView(selection:)
// of Tab values in the sidebar-adaptable style with user customization: a TabSection whose tabs
// come from a ForEach, a badge on the logbook, a search tab, a settings tab kept to the sidebar
// and a gym map hidden from the tab bar by default. The Today tab shows the week's session card
// and the newly set problems.

enum QuarryTab: Hashable {
    case today, problems, logbook, goals, map, settings, search
}

struct QuarryProgressPage: Identifiable {
    let id: QuarryTab
    let title: String
    let symbol: String

    static let all = [
        QuarryProgressPage(id: .logbook, title: "Logbook", symbol: "list.bullet.clipboard"),
        QuarryProgressPage(id: .goals, title: "Goals", symbol: "flag.checkered"),
    ]
}

struct QuarryProblem: Identifiable {
    let id: Int
    let name: String
    let grade: String
    let wall: String
    let hold: Color

    static let fresh: [QuarryProblem] = [
        QuarryProblem(id: 1, name: "Slate Crimp", grade: "V3", wall: "North Cave", hold: .orange),
        QuarryProblem(id: 2, name: "Pocket Rocket", grade: "V5", wall: "Slab", hold: .purple),
        QuarryProblem(id: 3, name: "Long Reach", grade: "V2", wall: "Arete", hold: .green),
        QuarryProblem(id: 4, name: "Moonwalk", grade: "V6", wall: "Overhang", hold: .pink),
    ]
}

struct QuarryRootView: View {
    @State private var selection: QuarryTab = .today
    @State private var customization = TabViewCustomization()
    var unloggedSends = 2

    var body: some View {
        TabView(selection: $selection) {
            Tab("Today", systemImage: "sun.max", value: .today) {
                QuarryTodayScreen()
            }
            .customizationID("quarry.today")

            Tab("Problems", systemImage: "mountain.2", value: .problems) {
                NavigationStack { Text("Problems").navigationTitle("Problems") }
            }
            .customizationID("quarry.problems")

            TabSection("Progress") {
                ForEach(QuarryProgressPage.all) { page in
                    Tab(page.title, systemImage: page.symbol, value: page.id) {
                        NavigationStack { Text(page.title).navigationTitle(page.title) }
                    }
                    .badge(page.id == .logbook ? unloggedSends : 0)
                    .customizationID("quarry.\(page.title.lowercased())")
                }
            }
            .customizationID("quarry.progress")

            Tab("Gym Map", systemImage: "map", value: .map) {
                Text("Map")
            }
            .defaultVisibility(.hidden, for: .tabBar)
            .customizationID("quarry.map")

            Tab("Settings", systemImage: "gear", value: .settings) {
                Text("Settings")
            }
            .tabPlacement(.sidebarOnly)

            Tab(value: .search, role: .search) {
                NavigationStack { Text("Search problems") }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization($customization)
        .tint(.teal)
    }
}

struct QuarryTodayScreen: View {
    let problems = QuarryProblem.fresh

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    QuarrySessionCard(sessions: 3, goal: 4)
                    Text("New This Week")
                        .font(.title3.bold())
                    VStack(spacing: 0) {
                        ForEach(problems) { problem in
                            QuarryProblemRow(problem: problem)
                            if problem.id != problems.last?.id {
                                Divider().padding(.leading, 44)
                            }
                        }
                    }
                    .background(.background.secondary, in: RoundedRectangle(cornerRadius: 14))
                }
                .padding(.horizontal)
            }
            .navigationTitle("Today")
        }
    }
}

struct QuarrySessionCard: View {
    let sessions: Int
    let goal: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label("This Week", systemImage: "figure.climbing")
                .font(.subheadline.weight(.semibold))
            Text("\(sessions) of \(goal) sessions")
                .font(.title2.bold())
            ProgressView(value: Double(sessions), total: Double(goal))
                .tint(.white)
        }
        .foregroundStyle(.white)
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(red: 0.05, green: 0.45, blue: 0.5), in: RoundedRectangle(cornerRadius: 16))
        .accessibilityIdentifier("quarry-session-card")
    }
}

struct QuarryProblemRow: View {
    let problem: QuarryProblem

    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(problem.hold)
                .frame(width: 20, height: 20)
            VStack(alignment: .leading, spacing: 2) {
                Text(problem.name)
                Text(problem.wall)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(problem.grade)
                .font(.headline.monospacedDigit())
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 10)
    }
}

#Preview {
    QuarryRootView()
}
