import SwiftUI
import Observation

// A 2025-style trail-running app file, with its own `import SwiftUI`: an @Observable plan, the
// iOS 18 Tab API, a horizontal week carousel sized with containerRelativeFrame, a Gauge, an
// @Entry environment value, a glass chip (iOS 26) and a #Preview with traits.

extension EnvironmentValues {
    @Entry var switchbackUsesMiles: Bool = false
}

struct SwitchbackRun: Identifiable, Hashable {
    let id: Int
    var day: String
    var kilometres: Double
    var climb: Int
    var isDone: Bool
}

@Observable
final class SwitchbackPlan {
    var weekTitle = "Week 6 of 12"
    var targetKilometres = 50.0
    var runs: [SwitchbackRun] = [
        SwitchbackRun(id: 1, day: "Mon", kilometres: 8, climb: 220, isDone: true),
        SwitchbackRun(id: 2, day: "Wed", kilometres: 12, climb: 410, isDone: true),
        SwitchbackRun(id: 3, day: "Fri", kilometres: 6, climb: 90, isDone: false),
        SwitchbackRun(id: 4, day: "Sun", kilometres: 21, climb: 860, isDone: false),
    ]

    var doneKilometres: Double { runs.filter(\.isDone).reduce(0) { $0 + $1.kilometres } }
}

enum SwitchbackTab: Hashable { case plan, log }

struct SwitchbackRootView: View {
    @State private var plan = SwitchbackPlan()
    @State private var tab = SwitchbackTab.plan

    var body: some View {
        TabView(selection: $tab) {
            Tab("Plan", systemImage: "figure.run", value: SwitchbackTab.plan) {
                SwitchbackPlanView(plan: plan)
            }
            Tab("Log", systemImage: "list.bullet", value: SwitchbackTab.log) {
                Text("Log")
            }
        }
        .tint(.orange)
    }
}

struct SwitchbackPlanView: View {
    var plan: SwitchbackPlan
    @Environment(\.switchbackUsesMiles) private var usesMiles

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    Gauge(value: plan.doneKilometres, in: 0...plan.targetKilometres) {
                        Text("This week")
                    } currentValueLabel: {
                        Text("\(Int(plan.doneKilometres)) of \(Int(plan.targetKilometres)) km")
                    }
                    .tint(.orange)

                    Text("Runs")
                        .font(.title2.bold())
                    ScrollView(.horizontal) {
                        LazyHStack(spacing: 12) {
                            ForEach(plan.runs) { run in
                                SwitchbackRunCard(run: run)
                                    .containerRelativeFrame(.horizontal, count: 2, spacing: 12)
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.viewAligned)
                    .scrollIndicators(.hidden)

                    Label("Long run on Sunday", systemImage: "mountain.2")
                        .font(.subheadline.weight(.semibold))
                        .padding(.horizontal, 14)
                        .padding(.vertical, 10)
                        .glassEffect(.regular.tint(.orange.opacity(0.3)))
                }
                .padding(.horizontal, 20)
            }
            .navigationTitle(plan.weekTitle)
        }
    }
}

struct SwitchbackRunCard: View {
    var run: SwitchbackRun

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(run.day)
                    .font(.headline)
                Spacer()
                Image(systemName: run.isDone ? "checkmark.circle.fill" : "circle")
                    .foregroundStyle(run.isDone ? Color.green : Color.secondary)
            }
            Text(run.kilometres, format: .number.precision(.fractionLength(0)))
                .font(.largeTitle.bold().monospacedDigit())
            + Text(" km").font(.subheadline).foregroundColor(.secondary)
            Text("\(run.climb) m climb")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding(14)
        .background(.orange.opacity(run.isDone ? 0.18 : 0.08), in: .rect(cornerRadius: 16))
    }
}

#Preview("Plan", traits: .sizeThatFitsLayout) {
    SwitchbackPlanView(plan: SwitchbackPlan())
}

#Preview("Card") {
    SwitchbackRunCard(run: SwitchbackRun(id: 9, day: "Sat", kilometres: 15, climb: 300, isDone: true))
        .padding()
}
