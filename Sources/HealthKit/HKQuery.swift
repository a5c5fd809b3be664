import Foundation

/// A query of the Health store. Run with `HKHealthStore.execute(_:)`; in a render the store
/// has no samples, so each query's handler gets what an empty store gives.
open class HKQuery: NSObject, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable; its handlers are @Sendable and run once.
    /// The type queried.
    public let objectType: HKObjectType?
    /// The query's predicate.
    public let predicate: NSPredicate?

    init(objectType: HKObjectType?, predicate: NSPredicate?) {
        self.objectType = objectType
        self.predicate = predicate
        super.init()
    }

    /// Calls the handler with an empty store's answer (each query kind says which).
    func deliverEmptyResults() {}

    /// Samples that overlap `startDate` to `endDate` (`options` choose strict bounds).
    open class func predicateForSamples(withStart startDate: Date?, end endDate: Date?, options: HKQueryOptions = []) -> NSPredicate {
        NSPredicate(value: true)
    }

    /// Samples of workouts of `workoutActivityType`.
    open class func predicateForWorkouts(with workoutActivityType: HKWorkoutActivityType) -> NSPredicate { NSPredicate(value: true) }
}

/// How a date predicate's bounds apply.
public struct HKQueryOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Samples must start on or after the start date.
    public static let strictStartDate = HKQueryOptions(rawValue: 1 << 0)
    /// Samples must end on or before the end date.
    public static let strictEndDate = HKQueryOptions(rawValue: 1 << 1)
}

/// What statistics to compute.
public struct HKStatisticsOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Keep the values of each source apart.
    public static let separateBySource = HKStatisticsOptions(rawValue: 1 << 0)
    /// The average.
    public static let discreteAverage = HKStatisticsOptions(rawValue: 1 << 1)
    /// The minimum.
    public static let discreteMin = HKStatisticsOptions(rawValue: 1 << 2)
    /// The maximum.
    public static let discreteMax = HKStatisticsOptions(rawValue: 1 << 3)
    /// The sum.
    public static let cumulativeSum = HKStatisticsOptions(rawValue: 1 << 4)
    /// The most recent value.
    public static let mostRecent = HKStatisticsOptions(rawValue: 1 << 5)
    /// The total duration.
    public static let duration = HKStatisticsOptions(rawValue: 1 << 6)
}

/// No limit on the number of samples a query returns.
public let HKObjectQueryNoLimit = 0
/// Sort samples by start date (`NSSortDescriptor(key:ascending:)`'s key).
public let HKSampleSortIdentifierStartDate = "startDate"
/// Sort samples by end date.
public let HKSampleSortIdentifierEndDate = "endDate"

/// Fetches samples. In a render its handler gets an empty array and no error, on the
/// calling thread, as a store without samples answers.
open class HKSampleQuery: HKQuery, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.
    private let resultsHandler: @Sendable (HKSampleQuery, [HKSample]?, (any Error)?) -> Void
    /// The most samples returned (`HKObjectQueryNoLimit`: all).
    public let limit: Int
    /// How the samples are sorted.
    public let sortDescriptors: [NSSortDescriptor]?

    /// A query of `sampleType` samples matching `predicate`.
    public init(sampleType: HKSampleType, predicate: NSPredicate?, limit: Int, sortDescriptors: [NSSortDescriptor]?,
                resultsHandler: @escaping @Sendable (HKSampleQuery, [HKSample]?, (any Error)?) -> Void) {
        self.resultsHandler = resultsHandler
        self.limit = limit
        self.sortDescriptors = sortDescriptors
        super.init(objectType: sampleType, predicate: predicate)
    }

    override func deliverEmptyResults() { resultsHandler(self, [], nil) }
}

/// The statistics of a quantity over an interval.
open class HKStatistics: NSObject, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable; immutable.
    /// The quantity type.
    public let quantityType: HKQuantityType
    /// The interval's start.
    public let startDate: Date
    /// The interval's end.
    public let endDate: Date

    init(quantityType: HKQuantityType, startDate: Date, endDate: Date) {
        self.quantityType = quantityType
        self.startDate = startDate
        self.endDate = endDate
        super.init()
    }

    /// The sum (`nil`: no samples).
    open func sumQuantity() -> HKQuantity? { nil }
    /// The average (`nil`: no samples).
    open func averageQuantity() -> HKQuantity? { nil }
    /// The minimum (`nil`: no samples).
    open func minimumQuantity() -> HKQuantity? { nil }
    /// The maximum (`nil`: no samples).
    open func maximumQuantity() -> HKQuantity? { nil }
    /// The most recent value (`nil`: no samples).
    open func mostRecentQuantity() -> HKQuantity? { nil }
    /// The total duration (`nil`: no samples).
    open func duration() -> HKQuantity? { nil }
    /// The sources of the samples (`nil`: no samples).
    open var sources: [HKSource]? { nil }
    /// The sum of one source's samples (`nil`: no samples).
    open func sumQuantity(for source: HKSource) -> HKQuantity? { nil }
    /// The average of one source's samples (`nil`: no samples).
    open func averageQuantity(for source: HKSource) -> HKQuantity? { nil }
}

/// Computes statistics over a predicate's samples. In a render its handler gets no
/// statistics and `HKError(.errorNoData)`, as HealthKit answers when nothing matches.
open class HKStatisticsQuery: HKQuery, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.
    private let handler: @Sendable (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void

    /// Statistics of `quantityType` samples matching `quantitySamplePredicate`.
    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                completionHandler handler: @escaping @Sendable (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void) {
        self.handler = handler
        super.init(objectType: quantityType, predicate: quantitySamplePredicate)
    }

    override func deliverEmptyResults() { handler(self, nil, HKError(.errorNoData)) }
}

/// Statistics for each interval of a collection query.
open class HKStatisticsCollection: NSObject, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable; immutable.
    private let quantityType: HKQuantityType
    private let anchorDate: Date
    private let intervalComponents: DateComponents

    init(quantityType: HKQuantityType, anchorDate: Date, intervalComponents: DateComponents) {
        self.quantityType = quantityType
        self.anchorDate = anchorDate
        self.intervalComponents = intervalComponents
        super.init()
    }

    /// Every interval that has samples: none.
    open func statistics() -> [HKStatistics] { [] }
    /// The interval holding `date` (`nil`: it has no samples).
    open func statistics(for date: Date) -> HKStatistics? { nil }

    /// Calls `block` for each interval from `startDate` to `endDate`, as HealthKit does for
    /// intervals without samples too (their quantities are `nil`).
    open func enumerateStatistics(from startDate: Date, to endDate: Date,
                                  with block: (HKStatistics, UnsafeMutablePointer<ObjCBool>) -> Void) {
        let calendar = Calendar.current
        var start = anchorDate
        var steps = 0
        // Step back from the anchor to the interval holding startDate, then forward (at most
        // 100,000 intervals each way, so a one-second interval over years ends).
        while start > startDate, steps < 100_000, let earlier = calendar.date(byAdding: intervalComponents.negated, to: start), earlier < start {
            start = earlier
            steps += 1
        }
        var stop = ObjCBool(false)
        steps = 0
        while start < endDate, steps < 100_000, let next = calendar.date(byAdding: intervalComponents, to: start), next > start {
            if next > startDate {
                block(HKStatistics(quantityType: quantityType, startDate: start, endDate: next), &stop)
                if stop.boolValue { return }
            }
            start = next
            steps += 1
        }
    }
}

extension DateComponents {
    fileprivate var negated: DateComponents {
        var c = DateComponents()
        c.year = year.map { -$0 }
        c.month = month.map { -$0 }
        c.weekOfYear = weekOfYear.map { -$0 }
        c.day = day.map { -$0 }
        c.hour = hour.map { -$0 }
        c.minute = minute.map { -$0 }
        c.second = second.map { -$0 }
        return c
    }
}

/// Computes statistics for each interval (day, week...) from an anchor date. In a render its
/// initial results handler gets a collection with no samples, on the calling thread.
open class HKStatisticsCollectionQuery: HKQuery, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.
    private let quantityType: HKQuantityType
    /// The date intervals start from.
    public let anchorDate: Date
    /// Each interval's length.
    public let intervalComponents: DateComponents
    /// Called with the first results.
    open var initialResultsHandler: ((HKStatisticsCollectionQuery, HKStatisticsCollection?, (any Error)?) -> Void)?
    /// Called as new samples arrive (never in a render).
    open var statisticsUpdateHandler: ((HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, (any Error)?) -> Void)?

    /// Statistics of `quantityType` per `intervalComponents` from `anchorDate`.
    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                anchorDate: Date, intervalComponents: DateComponents) {
        self.quantityType = quantityType
        self.anchorDate = anchorDate
        self.intervalComponents = intervalComponents
        super.init(objectType: quantityType, predicate: quantitySamplePredicate)
    }

    override func deliverEmptyResults() {
        initialResultsHandler?(self, HKStatisticsCollection(quantityType: quantityType, anchorDate: anchorDate,
                                                            intervalComponents: intervalComponents), nil)
    }
}
