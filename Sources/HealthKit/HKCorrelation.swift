import Foundation

/// The identifiers of correlation types: samples that group others (a meal's nutrients, a
/// blood pressure's two readings).
public struct HKCorrelationTypeIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's string.
    public let rawValue: String
    /// An identifier of that string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A systolic and a diastolic reading taken together.
    public static let bloodPressure = Self(rawValue: "HKCorrelationTypeIdentifierBloodPressure")
    /// The dietary samples of one food or meal.
    public static let food = Self(rawValue: "HKCorrelationTypeIdentifierFood")
}

/// A kind of sample that groups other samples.
open class HKCorrelationType: HKSampleType, @unchecked Sendable {}  // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.

extension HKObjectType {
    /// The correlation type of `identifier`.
    public class func correlationType(forIdentifier identifier: HKCorrelationTypeIdentifier) -> HKCorrelationType? {
        HKCorrelationType(identifier: identifier.rawValue)
    }
}

/// A sample that groups quantity and category samples taken together (a meal, a blood
/// pressure reading). Made and kept; a render's store saves none.
open class HKCorrelation: HKSample, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.
    /// The samples grouped.
    public let objects: Set<HKSample>
    /// The correlation's type.
    public var correlationType: HKCorrelationType { sampleType as! HKCorrelationType }

    /// A correlation of `objects` from `startDate` to `endDate`.
    public convenience init(type correlationType: HKCorrelationType, start startDate: Date, end endDate: Date, objects: Set<HKSample>) {
        self.init(type: correlationType, start: startDate, end: endDate, objects: objects, device: nil, metadata: nil)
    }

    /// A correlation with metadata.
    public convenience init(type correlationType: HKCorrelationType, start startDate: Date, end endDate: Date, objects: Set<HKSample>,
                            metadata: [String: Any]?) {
        self.init(type: correlationType, start: startDate, end: endDate, objects: objects, device: nil, metadata: metadata)
    }

    /// A correlation recorded by `device`, with metadata.
    public init(type correlationType: HKCorrelationType, start startDate: Date, end endDate: Date, objects: Set<HKSample>,
                device: HKDevice?, metadata: [String: Any]?) {
        self.objects = objects
        super.init(type: correlationType, start: startDate, end: endDate, device: device, metadata: metadata)
    }

    /// The grouped samples of `objectType`.
    open func objects(for objectType: HKObjectType) -> Set<HKSample> {
        objects.filter { $0.sampleType == objectType }
    }
}

/// Fetches correlations. In a render its handler gets an empty array and no error, as a
/// store without samples answers.
open class HKCorrelationQuery: HKQuery, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.
    private let completion: @Sendable (HKCorrelationQuery, [HKCorrelation]?, (any Error)?) -> Void
    /// The correlation type queried.
    public var correlationType: HKCorrelationType { objectType as! HKCorrelationType }
    /// Predicates the grouped samples of each type must match.
    public let samplePredicates: [HKSampleType: NSPredicate]?

    /// A query of `correlationType` correlations matching `predicate` and `samplePredicates`.
    public init(type correlationType: HKCorrelationType, predicate: NSPredicate?, samplePredicates: [HKSampleType: NSPredicate]?,
                completion: @escaping @Sendable (HKCorrelationQuery, [HKCorrelation]?, (any Error)?) -> Void) {
        self.completion = completion
        self.samplePredicates = samplePredicates
        super.init(objectType: correlationType, predicate: predicate)
    }

    override func deliverEmptyResults() { completion(self, [], nil) }
}

extension HKHealthStore {
    /// The user's preferred units of `quantityTypes`. A render's store has authorized nothing,
    /// so the completion gets no units and `HKError(.errorAuthorizationNotDetermined)`.
    public func preferredUnits(for quantityTypes: Set<HKQuantityType>,
                               completion: @escaping @Sendable ([HKQuantityType: HKUnit], (any Error)?) -> Void) {
        completion([:], HKError(.errorAuthorizationNotDetermined))
    }

    /// The user's preferred units of `quantityTypes`: throws `.errorAuthorizationNotDetermined`
    /// in a render, whose store has authorized nothing.
    public func preferredUnits(for quantityTypes: Set<HKQuantityType>) async throws -> [HKQuantityType: HKUnit] {
        throw HKError(.errorAuthorizationNotDetermined)
    }
}

extension Notification.Name {
    /// Posted when the user changes a preferred unit in Health (never, in a render).
    public static let HKUserPreferencesDidChange = Notification.Name("HKUserPreferencesDidChangeNotification")
}
