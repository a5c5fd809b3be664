import Testing
import Foundation
import Synchronization
import HealthKit

/// Step trackers watch the store with `HKObserverQuery` and refetch the day's total in its
/// update handler; HealthKit calls that handler once when the query starts, with no error.
@Suite struct HealthObserverQueryTests {
    /// How often the handler ran, whether it had an error, and the refetched total.
    private final class Observed: Sendable {
        let calls = Mutex(0)
        let typeMatches = Mutex(false)
        let errors = Mutex(0)
        let steps = Mutex<Double>(-1)
        let completions = Mutex(0)
    }

    @Test func startingAnObserverQueryCallsItsHandlerOnceWithoutAnError() {
        let observed = Observed()
        let steps = HKQuantityType(.stepCount)
        let store = HKHealthStore()
        let query = HKObserverQuery(sampleType: steps, predicate: nil) { query, completionHandler, error in
            observed.calls.withLock { $0 += 1 }
            if error != nil { observed.errors.withLock { $0 += 1 } }
            observed.typeMatches.withLock { $0 = (query.objectType as? HKQuantityType)?.identifier == HKQuantityTypeIdentifier.stepCount.rawValue }
            completionHandler()
            observed.completions.withLock { $0 += 1 }
        }
        #expect(observed.calls.withLock { $0 } == 0)
        store.execute(query)
        #expect(observed.calls.withLock { $0 } == 1)
        #expect(observed.errors.withLock { $0 } == 0)
        #expect(observed.completions.withLock { $0 } == 1)
        #expect(observed.typeMatches.withLock { $0 })
        store.stop(query)
        #expect(observed.calls.withLock { $0 } == 1)
    }

    @Test func theHandlerRefetchesTodaysStepsWhichAnEmptyStoreHasNoneOf() {
        let observed = Observed()
        let query = HKObserverQuery(sampleType: HKQuantityType(.stepCount), predicate: nil) { _, completionHandler, _ in
            // What the app's handler does: ask the store for today's total again.
            let store = HKHealthStore()
            let today = HKQuery.predicateForSamples(withStart: Calendar.current.startOfDay(for: Date()), end: Date(), options: .strictStartDate)
            let sum = HKStatisticsQuery(quantityType: HKQuantityType(.stepCount), quantitySamplePredicate: today, options: .cumulativeSum) { _, statistics, _ in
                observed.steps.withLock { $0 = statistics?.sumQuantity()?.doubleValue(for: .count()) ?? 0 }
            }
            store.execute(sum)
            completionHandler()
        }
        #expect(observed.steps.withLock { $0 } == -1)
        HKHealthStore().execute(query)
        #expect(observed.steps.withLock { $0 } == 0)
    }
}
