import Foundation

/// What the Move ring measures.
public enum HKActivityMoveMode: Int, Sendable {
    /// Active energy (kilocalories).
    case activeEnergy = 1
    /// Move minutes.
    case appleMoveTime = 2
}

/// A day's Activity rings: Move, Exercise and Stand with their goals. A render's store holds
/// none; one made here starts at zero with no goals, for app-drawn rings.
open class HKActivitySummary: NSObject, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable; apps fill one in before sharing it.
    /// What the Move ring measures (`.activeEnergy` by default).
    open var activityMoveMode: HKActivityMoveMode = .activeEnergy
    /// Whether the rings are paused for the day.
    open var isPaused = false
    /// Active energy burned.
    open var activeEnergyBurned = HKQuantity(unit: .kilocalorie(), doubleValue: 0)
    /// The active energy goal.
    open var activeEnergyBurnedGoal = HKQuantity(unit: .kilocalorie(), doubleValue: 0)
    /// Move minutes.
    open var appleMoveTime = HKQuantity(unit: .minute(), doubleValue: 0)
    /// The move minutes goal.
    open var appleMoveTimeGoal = HKQuantity(unit: .minute(), doubleValue: 0)
    /// Exercise minutes.
    open var appleExerciseTime = HKQuantity(unit: .minute(), doubleValue: 0)
    /// The exercise goal (iOS 16; `nil` until set).
    open var exerciseTimeGoal: HKQuantity?
    /// Stand hours.
    open var appleStandHours = HKQuantity(unit: .count(), doubleValue: 0)
    /// The stand goal (iOS 16; `nil` until set).
    open var standHoursGoal: HKQuantity?
    /// The exercise goal before iOS 16: `exerciseTimeGoal`, or 0 minutes.
    open var appleExerciseTimeGoal: HKQuantity {
        get { exerciseTimeGoal ?? HKQuantity(unit: .minute(), doubleValue: 0) }
        set { exerciseTimeGoal = newValue }
    }
    /// The stand goal before iOS 16: `standHoursGoal`, or 0 hours.
    open var appleStandHoursGoal: HKQuantity {
        get { standHoursGoal ?? HKQuantity(unit: .count(), doubleValue: 0) }
        set { standHoursGoal = newValue }
    }
    private var day = DateComponents()

    /// An empty summary.
    public override init() { super.init() }

    /// The summary's day in `calendar` (era, year, month and day; none for one made here).
    open func dateComponents(for calendar: Calendar) -> DateComponents {
        var components = day
        components.calendar = calendar
        return components
    }
}

/// Reads the Activity rings of the days a predicate matches. In a render its handler gets an
/// empty array and no error, on the calling thread, as a store with no rings answers.
open class HKActivitySummaryQuery: HKQuery, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.
    private let resultsHandler: (HKActivitySummaryQuery, [HKActivitySummary]?, (any Error)?) -> Void
    /// Called as rings change after the first results (never, in a render).
    open var updateHandler: ((HKActivitySummaryQuery, [HKActivitySummary]?, (any Error)?) -> Void)?

    /// A query of the summaries `predicate` matches (`nil`: every day).
    public init(predicate: NSPredicate?, resultsHandler handler: @escaping (HKActivitySummaryQuery, [HKActivitySummary]?, (any Error)?) -> Void) {
        resultsHandler = handler
        super.init(objectType: HKObjectType.activitySummaryType(), predicate: predicate)
    }

    override func deliverEmptyResults() { resultsHandler(self, [], nil) }
}

extension HKQuery {
    /// The summary of the day `dateComponents` names (era, year, month, day).
    public class func predicateForActivitySummary(with dateComponents: DateComponents) -> NSPredicate { NSPredicate(value: true) }
    /// The summaries from `startDateComponents` to `endDateComponents`.
    public class func predicate(forActivitySummariesBetweenStart startDateComponents: DateComponents,
                                end endDateComponents: DateComponents) -> NSPredicate { NSPredicate(value: true) }
}
