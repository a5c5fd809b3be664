import Foundation

/// The subscription behind `Publishers.Merge*` and `Publishers.CombineLatest*`: it subscribes to
/// every upstream at once with unlimited demand and hands the downstream, as far as its demand
/// goes, each value (merge) or each tuple of the latest values once every upstream has sent one
/// (combineLatest). Values beyond the demand wait in order (combineLatest keeps only the newest).
final class FanInSubscription<Output, Failure: Error>: Subscription, @unchecked Sendable {
    // Unchecked Sendable: every mutable field is read and written under `lock`.
    private let lock = NSRecursiveLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var upstreams: [Subscription?]
    private var latest: [Any?]
    private let combine: (([Any]) -> Output)?
    private var pending: [Output] = []
    private var demand = Subscribers.Demand.none
    private var finished: Int = 0
    private var completion: Subscribers.Completion<Failure>?
    private var delivering = false

    /// `combine` nil merges (each value is an `Output`); otherwise it makes the output from the
    /// latest value of every upstream, in upstream order.
    init<S: Subscriber>(downstream: S, count: Int, combine: (([Any]) -> Output)?)
    where S.Input == Output, S.Failure == Failure {
        self.downstream = AnySubscriber(downstream)
        upstreams = Array(repeating: nil, count: count)
        latest = Array(repeating: nil, count: count)
        self.combine = combine
    }

    /// Hands itself to the downstream, then subscribes to the upstreams in order.
    static func start<S: Subscriber>(_ subscriber: S, upstreams: [AnyPublisher<Any, Failure>],
                                     combine: (([Any]) -> Output)?)
    where S.Input == Output, S.Failure == Failure {
        let fanIn = FanInSubscription(downstream: subscriber, count: upstreams.count, combine: combine)
        subscriber.receive(subscription: fanIn)
        if upstreams.isEmpty { fanIn.upstreamFinished(nil) }
        for (index, upstream) in upstreams.enumerated() {
            upstream.subscribe(FanInInput(parent: fanIn, index: index))
        }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        lock.unlock()
        drain()
    }

    func cancel() {
        lock.lock()
        let subscriptions = upstreams
        upstreams = []
        downstream = nil
        pending = []
        lock.unlock()
        subscriptions.forEach { $0?.cancel() }
    }

    fileprivate func upstreamSubscribed(_ subscription: Subscription, at index: Int) {
        lock.lock()
        let live = downstream != nil && index < upstreams.count
        if live { upstreams[index] = subscription }
        lock.unlock()
        if live { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    fileprivate func upstreamSent(_ value: Any, at index: Int) {
        lock.lock()
        guard downstream != nil, completion == nil else { lock.unlock(); return }
        if let combine {
            latest[index] = value
            let values = latest.compactMap { $0 }
            if values.count == latest.count { pending = [combine(values)] }
        } else if let output = value as? Output {
            pending.append(output)
        }
        lock.unlock()
        drain()
    }

    /// `failure` nil: one upstream finished; the downstream finishes once all have.
    fileprivate func upstreamFinished(_ failure: Failure?) {
        lock.lock()
        var others: [Subscription?] = []
        if completion == nil {
            if let failure {
                completion = .failure(failure)
                others = upstreams
                pending = []
            } else {
                finished += 1
                if finished >= upstreams.count { completion = .finished }
            }
        }
        lock.unlock()
        others.forEach { $0?.cancel() }
        drain()
    }

    /// Delivers what the demand allows, then the completion once nothing waits; never re-entered.
    private func drain() {
        lock.lock()
        if delivering { lock.unlock(); return }
        delivering = true
        while let target = downstream {
            if !pending.isEmpty, demand > 0 {
                let value = pending.removeFirst()
                demand -= 1
                lock.unlock()
                let more = target.receive(value)
                lock.lock()
                demand += more
            } else if pending.isEmpty, let end = completion {
                downstream = nil
                upstreams = []
                lock.unlock()
                target.receive(completion: end)
                lock.lock()
            } else {
                break
            }
        }
        delivering = false
        lock.unlock()
    }
}

/// One upstream's subscriber: passes its subscription, values and completion to the fan-in.
private final class FanInInput<Output, Failure: Error>: Subscriber {
    typealias Input = Any
    private let parent: FanInSubscription<Output, Failure>
    private let index: Int

    init(parent: FanInSubscription<Output, Failure>, index: Int) {
        self.parent = parent
        self.index = index
    }

    func receive(subscription: Subscription) { parent.upstreamSubscribed(subscription, at: index) }

    func receive(_ input: Any) -> Subscribers.Demand {
        parent.upstreamSent(input, at: index)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        if case .failure(let error) = completion { parent.upstreamFinished(error) } else { parent.upstreamFinished(nil) }
    }
}

extension Publisher {
    /// This publisher with its values as `Any`, for the fan-in.
    var fanInUpstream: AnyPublisher<Any, Failure> { map { $0 as Any }.eraseToAnyPublisher() }
}
