import Foundation

/// Which samples a query descriptor reads: a sample type and an optional predicate, typed by
/// the sample class the query returns.
public struct HKSamplePredicate<Sample: HKSample>: Sendable {
    /// The type of samples matched (a further `NSPredicate` matters to no query here: the
    /// store has no readable samples).
    let sampleType: HKSampleType

    init(sampleType: HKSampleType, nsPredicate: NSPredicate?) {
        self.sampleType = sampleType
    }
}

extension HKSamplePredicate {
    /// Samples of any kind of `type`.
    public static func sample(type: HKSampleType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKSample> where Sample == HKSample {
        HKSamplePredicate<HKSample>(sampleType: type, nsPredicate: predicate)
    }

    /// Quantity samples of `quantityType`.
    public static func quantitySample(type quantityType: HKQuantityType, predicate: NSPredicate? = nil)
        -> HKSamplePredicate<HKQuantitySample> where Sample == HKQuantitySample {
        HKSamplePredicate<HKQuantitySample>(sampleType: quantityType, nsPredicate: predicate)
    }

    /// Category samples of `categoryType`.
    public static func categorySample(type categoryType: HKCategoryType, predicate: NSPredicate? = nil)
        -> HKSamplePredicate<HKCategorySample> where Sample == HKCategorySample {
        HKSamplePredicate<HKCategorySample>(sampleType: categoryType, nsPredicate: predicate)
    }

    /// Workouts.
    public static func workout(_ predicate: NSPredicate? = nil) -> HKSamplePredicate<HKWorkout> where Sample == HKWorkout {
        HKSamplePredicate<HKWorkout>(sampleType: HKObjectType.workoutType(), nsPredicate: predicate)
    }
}

/// Reads the samples matching its predicates with Swift concurrency. A render's store holds no
/// samples the app may read (nothing is authorized), so the result is empty, as on a fresh
/// simulator.
public struct HKSampleQueryDescriptor<Sample: HKSample>: Sendable {
    /// What the query reads.
    public var predicates: [HKSamplePredicate<Sample>]
    /// The order of the results.
    public var sortDescriptors: [SortDescriptor<Sample>]
    /// The most samples returned; nil for all.
    public var limit: Int?

    /// A descriptor for the samples matching `predicates`, in `sortDescriptors`' order.
    public init(predicates: [HKSamplePredicate<Sample>], sortDescriptors: [SortDescriptor<Sample>], limit: Int? = nil) {
        self.predicates = predicates
        self.sortDescriptors = sortDescriptors
        self.limit = limit
    }

    /// The matching samples: none.
    public func result(for healthStore: HKHealthStore) async throws -> [Sample] { [] }
}

/// Reads what changed since an anchor: samples added, objects deleted and a new anchor. A
/// render's store has no readable samples, so both lists are empty.
public struct HKAnchoredObjectQueryDescriptor<Sample: HKSample>: Sendable {
    /// What the query reads.
    public var predicates: [HKSamplePredicate<Sample>]
    /// Where the last query stopped; nil for everything.
    public var anchor: HKQueryAnchor?
    /// The most samples returned; nil for all.
    public var limit: Int?

    /// A descriptor for the changes to the samples matching `predicates` after `anchor`.
    public init(predicates: [HKSamplePredicate<Sample>], anchor: HKQueryAnchor?, limit: Int? = nil) {
        self.predicates = predicates
        self.anchor = anchor
        self.limit = limit
    }

    /// What one run of the query found.
    public struct Result: Sendable {
        /// Samples added after the anchor.
        public let addedSamples: [Sample]
        /// Objects deleted after the anchor.
        public let deletedObjects: [HKDeletedObject]
        /// The anchor to pass next time.
        public let newAnchor: HKQueryAnchor
    }

    /// The changes after the anchor: none, with an anchor at the store's start (or the one given).
    public func result(for healthStore: HKHealthStore) async throws -> Result {
        Result(addedSamples: [], deletedObjects: [], newAnchor: .unchanged(after: anchor))
    }
}

/// Computes one statistic over the samples matching a predicate; with no readable samples the
/// result is nil.
public struct HKStatisticsQueryDescriptor: Sendable {
    /// The samples summarised.
    public var predicate: HKSamplePredicate<HKQuantitySample>
    /// Which statistics to compute.
    public var options: HKStatisticsOptions

    /// A descriptor for `options`' statistics over the samples `predicate` matches.
    public init(predicate: HKSamplePredicate<HKQuantitySample>, options: HKStatisticsOptions = []) {
        self.predicate = predicate
        self.options = options
    }

    /// The statistics: nil, as for a store without samples.
    public func result(for healthStore: HKHealthStore) async throws -> HKStatistics? { nil }
}

/// Computes statistics per time interval from an anchor date; with no readable samples every
/// interval is empty.
public struct HKStatisticsCollectionQueryDescriptor: Sendable {
    /// The samples summarised.
    public var predicate: HKSamplePredicate<HKQuantitySample>
    /// Which statistics to compute.
    public var options: HKStatisticsOptions
    /// Where intervals start.
    public var anchorDate: Date
    /// The length of each interval.
    public var intervalComponents: DateComponents

    /// A descriptor for `options`' statistics per `intervalComponents` from `anchorDate`.
    public init(predicate: HKSamplePredicate<HKQuantitySample>, options: HKStatisticsOptions, anchorDate: Date,
                intervalComponents: DateComponents) {
        self.predicate = predicate
        self.options = options
        self.anchorDate = anchorDate
        self.intervalComponents = intervalComponents
    }

    /// The collection: no statistics in any interval.
    public func result(for healthStore: HKHealthStore) async throws -> HKStatisticsCollection {
        let type = predicate.sampleType as? HKQuantityType ?? HKQuantityType(.stepCount)
        return HKStatisticsCollection(quantityType: type, anchorDate: anchorDate, intervalComponents: intervalComponents)
    }
}

/// A position in the store's history, returned by anchored queries and passed to the next one;
/// archivable with `NSKeyedArchiver`, as apps keep it between launches.
open class HKQueryAnchor: NSObject, NSSecureCoding, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable; immutable.
    let value: Int

    /// An anchor at `value` (0 is the store's start).
    public init(fromValue value: Int) {
        self.value = value
        super.init()
    }

    /// The anchor a store that never changes hands back after `anchor`: the same one, else the
    /// store's start (what every anchored query answers in a render).
    static func unchanged(after anchor: HKQueryAnchor?) -> HKQueryAnchor { anchor ?? HKQueryAnchor(fromValue: 0) }

    /// Anchors decode only as themselves.
    public static var supportsSecureCoding: Bool { true }

    /// Writes the anchor's position.
    open func encode(with coder: NSCoder) { coder.encode(value, forKey: "value") }

    /// Reads an anchor written by `encode(with:)`.
    public required init?(coder: NSCoder) {
        value = coder.decodeInteger(forKey: "value")
        super.init()
    }

    /// Anchors at the same position are equal.
    open override func isEqual(_ object: Any?) -> Bool { (object as? HKQueryAnchor)?.value == value }

    /// A hash of the position.
    open override var hash: Int { value.hashValue }
}

/// A sample deleted from the store: its identifier and metadata.
open class HKDeletedObject: NSObject, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable; immutable.
    /// The deleted sample's identifier.
    public let uuid: UUID
    /// Its metadata.
    public let metadata: [String: Any]?

    init(uuid: UUID, metadata: [String: Any]?) {
        self.uuid = uuid
        self.metadata = metadata
        super.init()
    }
}
