import BackplateCore
import Foundation

/// Asks the system to perform call actions (start, end, hold...) for the app's provider, and
/// observes calls. A render has no telephony service: a request completes with
/// `CXErrorCodeRequestTransactionError.unknown` (`.emptyTransaction` when it has no actions,
/// as on iOS), asynchronously on the controller's queue, with a runtime warning; no action
/// reaches a provider.
open class CXCallController: NSObject {
    /// The observer of the system's calls: it sees none in a render.
    open private(set) var callObserver = CXCallObserver()
    /// The queue completions run on.
    private let queue: DispatchQueue

    /// A controller whose completions run on a private serial queue.
    public override convenience init() {
        self.init(queue: DispatchQueue(label: "Backplate.CallKit.CXCallController"))
    }

    /// A controller whose completions run on `queue`.
    public init(queue: DispatchQueue) {
        self.queue = queue
        super.init()
    }

    /// Requests that the provider perform `transaction`'s actions. `completion` gets
    /// `CXErrorCodeRequestTransactionError.unknown` (`.emptyTransaction` without actions) on
    /// the controller's queue, with a runtime warning: no provider performs them in a render.
    open func request(_ transaction: CXTransaction, completion: @escaping @Sendable ((any Error)?) -> Void) {
        refuse(transaction.actions, "request(_:completion:)", completion)
    }

    /// Requests that the provider perform `transaction`'s actions; throws what
    /// `request(_:completion:)` reports.
    open func request(_ transaction: CXTransaction) async throws {
        try await awaitCompletion { request(transaction, completion: $0) }
    }

    /// Requests a transaction of `actions`: completes as `request(_:completion:)` does.
    open func requestTransaction(with actions: [CXAction], completion: @escaping @Sendable ((any Error)?) -> Void) {
        refuse(actions, "requestTransaction(with:completion:)", completion)
    }

    /// Requests a transaction of `actions`; throws what `request(_:completion:)` reports.
    open func requestTransaction(with actions: [CXAction]) async throws {
        try await awaitCompletion { requestTransaction(with: actions, completion: $0) }
    }

    /// Requests a transaction of one action: completes as `request(_:completion:)` does.
    open func requestTransaction(with action: CXAction, completion: @escaping @Sendable ((any Error)?) -> Void) {
        refuse([action], "requestTransaction(with:completion:)", completion)
    }

    /// Requests a transaction of one action; throws what `request(_:completion:)` reports.
    open func requestTransaction(with action: CXAction) async throws {
        try await awaitCompletion { requestTransaction(with: action, completion: $0) }
    }

    /// Completes a request on the controller's queue: `.emptyTransaction` without actions, else
    /// `.unknown` with a warning.
    private func refuse(_ actions: [CXAction], _ method: String, _ completion: @escaping @Sendable ((any Error)?) -> Void) {
        let code: CXErrorCodeRequestTransactionError.Code = actions.isEmpty ? .emptyTransaction : .unknown
        if !actions.isEmpty {
            RuntimeWarning.emit("CXCallController: \(method) performs no call action: a render has no telephony service, so the completion gets CXErrorCodeRequestTransactionError.unknown (0)")
        }
        let error = CXErrorCodeRequestTransactionError(code)
        queue.async { completion(error) }
    }

    /// Runs a completion-handler request and returns, or throws the error it reports.
    private func awaitCompletion(_ request: (@escaping @Sendable ((any Error)?) -> Void) -> Void) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            request { error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
        }
    }
}
