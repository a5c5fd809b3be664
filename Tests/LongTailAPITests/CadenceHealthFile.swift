import SwiftUI
import HealthKit

// An app file of the shape step counters take: a model that asks HealthKit for read access,
// sums today's steps with a statistics query and a week's with a collection query, and a
// dashboard that shows a dash until numbers arrive.

final class CadenceModel: ObservableObject {
    private let store = HKHealthStore()
    @Published var status = "Not connected"
    @Published var todaySteps: Int?
    @Published var week: [(day: Date, steps: Int)] = []
    let goal = 8_000

    var stepType: HKQuantityType { HKQuantityType(.stepCount) }

    @MainActor func connect() async {
        guard HKHealthStore.isHealthDataAvailable() else {
            status = "Health isn't available on this device"
            return
        }
        do {
            try await store.requestAuthorization(toShare: [], read: [stepType, HKObjectType.workoutType()])
            status = store.authorizationStatus(for: stepType) == .sharingAuthorized ? "Connected" : "Waiting for access"
        } catch {
            status = "Couldn't connect"
        }
    }

    func loadToday(completion: @escaping @Sendable (Int?) -> Void) {
        let start = Calendar.current.startOfDay(for: Date())
        let predicate = HKQuery.predicateForSamples(withStart: start, end: Date(), options: .strictStartDate)
        let query = HKStatisticsQuery(quantityType: stepType, quantitySamplePredicate: predicate, options: .cumulativeSum) { _, result, error in
            guard error == nil, let sum = result?.sumQuantity() else {
                completion(nil)
                return
            }
            completion(Int(sum.doubleValue(for: HKUnit.count())))
        }
        store.execute(query)
    }

    func loadWeek(endingAt end: Date, completion: @escaping ([(day: Date, steps: Int)]) -> Void) {
        let calendar = Calendar.current
        let today = calendar.startOfDay(for: end)
        guard let start = calendar.date(byAdding: .day, value: -6, to: today) else { return }
        let query = HKStatisticsCollectionQuery(quantityType: stepType, quantitySamplePredicate: nil, options: .cumulativeSum,
                                                anchorDate: today, intervalComponents: DateComponents(day: 1))
        query.initialResultsHandler = { _, collection, _ in
            var days: [(day: Date, steps: Int)] = []
            collection?.enumerateStatistics(from: start, to: end) { statistics, _ in
                let steps = statistics.sumQuantity()?.doubleValue(for: .count()) ?? 0
                days.append((statistics.startDate, Int(steps)))
            }
            completion(days)
        }
        store.execute(query)
    }
}

struct CadenceDashboard: View {
    @ObservedObject var model: CadenceModel

    var body: some View {
        NavigationStack {
            List {
                Section {
                    VStack(alignment: .leading, spacing: 8) {
                        Text("Today")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        Text(model.todaySteps.map { "\($0.formatted()) steps" } ?? "—")
                            .font(.system(.largeTitle, design: .rounded).bold())
                        ProgressView(value: Double(model.todaySteps ?? 0), total: Double(model.goal))
                            .tint(.green)
                        Text("Goal: \(model.goal.formatted()) steps")
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                    }
                    .padding(.vertical, 4)
                }
                Section("This week") {
                    if model.week.isEmpty {
                        Text("No steps recorded")
                            .foregroundStyle(.secondary)
                    }
                    ForEach(model.week, id: \.day) { entry in
                        LabeledContent(entry.day.formatted(.dateTime.weekday(.wide)), value: entry.steps.formatted())
                    }
                }
                Section {
                    Label(model.status, systemImage: "heart.text.square")
                }
            }
            .navigationTitle("Cadence")
        }
    }
}

#Preview("Dashboard") {
    CadenceDashboard(model: CadenceModel())
}
