import Foundation

/// Reads the samples added and objects deleted after an anchor, then, with an update handler,
/// keeps watching. Executed in a render, its results handler gets no samples, no deleted objects
/// and an anchor at the one given (else the store's start), with no error; the update handler
/// is never called, as nothing is ever saved.
open class HKAnchoredObjectQuery: HKQuery, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.
    /// What the results and update handlers receive: the query, the samples added, the objects
    /// deleted, the new anchor and an error.
    public typealias Handler = @Sendable (HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?, (any Error)?) -> Void

    private let resultsHandler: Handler
    private let anchor: HKQueryAnchor?
    /// The most samples returned (`HKObjectQueryNoLimit`: all).
    public let limit: Int
    /// Called for each change after the first results while the query runs (never in a render).
    open var updateHandler: Handler?

    /// A query of the `type` samples matching `predicate` that changed after `anchor` (nil: all).
    public init(type: HKSampleType, predicate: NSPredicate?, anchor: HKQueryAnchor?, limit: Int,
                resultsHandler handler: @escaping Handler) {
        resultsHandler = handler
        self.anchor = anchor
        self.limit = limit
        super.init(objectType: type, predicate: predicate)
    }

    override func deliverEmptyResults() { resultsHandler(self, [], [], .unchanged(after: anchor), nil) }
}
