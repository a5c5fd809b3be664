import SwiftUI
import Charts
import Observation

// A 2025 fitness app's "Today" screen: an @Observable store shared through the environment,
// iOS 18's Tab API in the sidebar-adaptable style, NavigationStack(path:) with typed
// destinations, activity rings drawn with trim, numeric-text counters, a weekly Swift Charts
// bar chart with a goal rule, glass chips (iOS 26) and sensory feedback.

enum VigorTab: String, Hashable, CaseIterable {
    case today, workouts, trends, search
}

enum VigorRoute: Hashable {
    case workout(VigorWorkout.ID)
    case goals
}

struct VigorWorkout: Identifiable, Hashable {
    let id: Int
    var kind: String
    var symbol: String
    var minutes: Int
    var calories: Int
    var tint: Color
}

struct VigorDay: Identifiable {
    var id: String { weekday }
    var weekday: String
    var minutes: Int
}

@Observable
final class VigorStore {
    var moveCalories = 428
    var moveGoal = 600
    var exerciseMinutes = 34
    var exerciseGoal = 30
    var standHours = 9
    var standGoal = 12
    var workouts: [VigorWorkout] = [
        VigorWorkout(id: 1, kind: "Outdoor Run", symbol: "figure.run", minutes: 32, calories: 311, tint: .green),
        VigorWorkout(id: 2, kind: "Yoga", symbol: "figure.yoga", minutes: 20, calories: 74, tint: .teal),
        VigorWorkout(id: 3, kind: "Cycling", symbol: "bicycle", minutes: 45, calories: 402, tint: .orange),
    ]
    var week: [VigorDay] = [
        VigorDay(weekday: "Mon", minutes: 42), VigorDay(weekday: "Tue", minutes: 18),
        VigorDay(weekday: "Wed", minutes: 55), VigorDay(weekday: "Thu", minutes: 30),
        VigorDay(weekday: "Fri", minutes: 12), VigorDay(weekday: "Sat", minutes: 64),
        VigorDay(weekday: "Sun", minutes: 34),
    ]
    var dailyGoalMinutes = 30

    var moveProgress: Double { Double(moveCalories) / Double(moveGoal) }
    var exerciseProgress: Double { Double(exerciseMinutes) / Double(exerciseGoal) }
    var standProgress: Double { Double(standHours) / Double(standGoal) }
}

struct VigorRootView: View {
    @State private var store = VigorStore()
    @State private var selection: VigorTab = .today

    var body: some View {
        TabView(selection: $selection) {
            Tab("Today", systemImage: "flame.fill", value: VigorTab.today) {
                VigorTodayView()
            }
            Tab("Workouts", systemImage: "figure.run", value: VigorTab.workouts) {
                Text("Workouts")
            }
            Tab("Trends", systemImage: "chart.bar.fill", value: VigorTab.trends) {
                Text("Trends")
            }
            .badge(2)
            Tab(value: VigorTab.search, role: .search) {
                Text("Search")
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        .environment(store)
        .tint(.green)
    }
}

struct VigorTodayView: View {
    @Environment(VigorStore.self) private var store
    @State private var path: [VigorRoute] = []
    @State private var celebrate = false

    var body: some View {
        NavigationStack(path: $path) {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    VigorRingsCard()
                    VigorWeekChart()
                    Text("Recent Workouts")
                        .font(.title3.bold())
                    ForEach(store.workouts) { workout in
                        NavigationLink(value: VigorRoute.workout(workout.id)) {
                            VigorWorkoutRow(workout: workout)
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding(.horizontal)
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Today")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Goals", systemImage: "target") { path.append(.goals) }
                }
            }
            .navigationDestination(for: VigorRoute.self) { route in
                switch route {
                case .workout(let id):
                    Text("Workout \(id)")
                case .goals:
                    Text("Goals")
                }
            }
            .sensoryFeedback(.success, trigger: celebrate)
        }
    }
}

/// Three concentric rings, each a trimmed circle over a faint full track.
struct VigorRing: View {
    var progress: Double
    var color: Color
    var lineWidth: CGFloat = 14

    var body: some View {
        ZStack {
            Circle()
                .stroke(color.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: min(progress, 1))
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
    }
}

struct VigorRingsCard: View {
    @Environment(VigorStore.self) private var store

    var body: some View {
        HStack(spacing: 20) {
            ZStack {
                VigorRing(progress: store.moveProgress, color: .pink)
                    .frame(width: 120, height: 120)
                VigorRing(progress: store.exerciseProgress, color: .green)
                    .frame(width: 88, height: 88)
                VigorRing(progress: store.standProgress, color: .cyan)
                    .frame(width: 56, height: 56)
            }
            VStack(alignment: .leading, spacing: 8) {
                VigorRingValue(title: "Move", value: store.moveCalories, goal: store.moveGoal, unit: "CAL", color: .pink)
                VigorRingValue(title: "Exercise", value: store.exerciseMinutes, goal: store.exerciseGoal, unit: "MIN", color: .green)
                VigorRingValue(title: "Stand", value: store.standHours, goal: store.standGoal, unit: "HRS", color: .cyan)
            }
            Spacer(minLength: 0)
        }
        .padding()
        .background(.background, in: .rect(cornerRadius: 20))
    }
}

struct VigorRingValue: View {
    var title: String
    var value: Int
    var goal: Int
    var unit: String
    var color: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(title)
                .font(.subheadline.weight(.semibold))
            Text("\(value)/\(goal)\(unit)")
                .font(.system(.title3, design: .rounded).weight(.semibold))
                .foregroundStyle(color)
                .contentTransition(.numericText(value: Double(value)))
        }
    }
}

struct VigorWeekChart: View {
    @Environment(VigorStore.self) private var store

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label("Exercise minutes", systemImage: "chart.bar.fill")
                .font(.headline)
            Chart {
                ForEach(store.week) { day in
                    BarMark(
                        x: .value("Day", day.weekday),
                        y: .value("Minutes", day.minutes)
                    )
                    .foregroundStyle(day.minutes >= store.dailyGoalMinutes ? Color.green : Color.green.opacity(0.35))
                    .clipShape(.rect(cornerRadius: 4))
                }
                RuleMark(y: .value("Goal", store.dailyGoalMinutes))
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                    .foregroundStyle(.secondary)
            }
            .chartYAxis {
                AxisMarks(position: .leading, values: [0, 30, 60])
            }
            .frame(height: 160)
        }
        .padding()
        .background(.background, in: .rect(cornerRadius: 20))
    }
}

struct VigorWorkoutRow: View {
    var workout: VigorWorkout

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: workout.symbol)
                .font(.title3)
                .foregroundStyle(workout.tint)
                .frame(width: 44, height: 44)
                .glassEffect(.regular.tint(workout.tint.opacity(0.25)), in: .circle)
            VStack(alignment: .leading) {
                Text(workout.kind)
                    .font(.headline)
                Text("\(workout.minutes) min · \(workout.calories) cal")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Image(systemName: "chevron.right")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.tertiary)
        }
        .padding(12)
        .background(.background, in: .rect(cornerRadius: 16))
    }
}

#Preview("Today") {
    VigorRootView()
}

#Preview("Rings", traits: .sizeThatFitsLayout) {
    VigorRingsCard()
        .environment(VigorStore())
}
