import Foundation

/// What an observer query's update handler calls when it has handled a background delivery.
public typealias HKObserverQueryCompletionHandler = () -> Void

/// A long-running query that tells its update handler when matching samples are saved or
/// deleted. Executed in a render, the handler is called once, as HealthKit calls it when the
/// query starts, with no error; no sample is ever saved afterwards, so it is not called again.
open class HKObserverQuery: HKQuery, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.
    private let updateHandler: @Sendable (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, (any Error)?) -> Void

    /// A query watching `sampleType` samples that match `predicate` (`nil`: all of them).
    public init(sampleType: HKSampleType, predicate: NSPredicate?,
                updateHandler: @escaping @Sendable (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, (any Error)?) -> Void) {
        self.updateHandler = updateHandler
        super.init(objectType: sampleType, predicate: predicate)
    }

    override func deliverEmptyResults() { updateHandler(self, {}, nil) }
}
