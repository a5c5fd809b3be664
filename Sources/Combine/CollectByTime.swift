import Foundation

extension Publishers {
    /// When `collect(_:options:)` sends a group: every stride of time, or also once it holds
    /// a number of values.
    public enum TimeGroupingStrategy<Context: Scheduler> {
        /// A group every `Context.SchedulerTimeType.Stride` of the scheduler's time.
        case byTime(Context, Context.SchedulerTimeType.Stride)
        /// A group every stride, or as soon as it holds `Int` values (the stride starts again).
        case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
    }

    /// A publisher that collects its upstream's values into arrays sent by time (and count):
    /// an empty interval sends nothing; finishing sends what is held, then finishes; a failure
    /// is passed on at once, dropping what is held.
    public struct CollectByTime<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The groups of values.
        public typealias Output = [Upstream.Output]
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are collected.
        public let upstream: Upstream
        /// When groups are sent.
        public let strategy: Publishers.TimeGroupingStrategy<Context>
        /// The scheduler options for the timer and the deliveries.
        public let options: Context.SchedulerOptions?

        /// A publisher collecting `upstream`'s values by `strategy`.
        public init(upstream: Upstream, strategy: Publishers.TimeGroupingStrategy<Context>, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.strategy = strategy
            self.options = options
        }

        /// Subscribes `subscriber` and the collector behind it to the upstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(TimeGroupCollector(downstream: subscriber, strategy: strategy, options: options))
        }
    }
}

extension Publisher {
    /// Collects values into arrays sent on `strategy`'s scheduler every stride of time (or,
    /// `.byTimeOrCount`, also when a group is full).
    public func collect<S: Scheduler>(_ strategy: Publishers.TimeGroupingStrategy<S>,
                                      options: S.SchedulerOptions? = nil) -> Publishers.CollectByTime<Self, S> {
        Publishers.CollectByTime(upstream: self, strategy: strategy, options: options)
    }
}

/// The subscriber and subscription of `CollectByTime`: it asks the upstream for every value,
/// holds them, cuts the held values into a group when the timer fires or the group is full, and
/// sends the groups in order on the scheduler, as far as the downstream's demand goes.
private final class TimeGroupCollector<Input, Failure: Error, Context: Scheduler>: Subscriber, Subscription {
    private let lock = NSRecursiveLock()
    private var downstream: AnySubscriber<[Input], Failure>?
    private let context: Context
    private let stride: Context.SchedulerTimeType.Stride
    private let maxCount: Int?
    private let options: Context.SchedulerOptions?
    private var upstream: Subscription?
    private var timer: Cancellable?
    private var held: [Input] = []
    private var ready: [[Input]] = []
    private var demand = Subscribers.Demand.none

    init<S: Subscriber>(downstream: S, strategy: Publishers.TimeGroupingStrategy<Context>, options: Context.SchedulerOptions?)
    where S.Input == [Input], S.Failure == Failure {
        self.downstream = AnySubscriber(downstream)
        switch strategy {
        case let .byTime(context, stride):
            self.context = context
            self.stride = stride
            maxCount = nil
        case let .byTimeOrCount(context, stride, count):
            self.context = context
            self.stride = stride
            maxCount = max(count, 1)
        }
        self.options = options
    }

    func receive(subscription: Subscription) {
        lock.lock()
        guard upstream == nil, let downstream else { lock.unlock(); subscription.cancel(); return }
        upstream = subscription
        lock.unlock()
        startTimer()
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard downstream != nil else { lock.unlock(); return .none }
        held.append(input)
        let full = maxCount.map { held.count >= $0 } ?? false
        if full { cut() }
        lock.unlock()
        if full {
            context.schedule(options: options) { self.drain() }
            startTimer()
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        if case .finished = completion { cut() } else { ready = [] }
        held = []
        lock.unlock()
        context.schedule(options: options) {
            self.drain()
            self.lock.lock()
            let downstream = self.downstream
            self.end()
            self.lock.unlock()
            downstream?.receive(completion: completion)
        }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        let waiting = !ready.isEmpty
        lock.unlock()
        if waiting { context.schedule(options: options) { self.drain() } }
    }

    func cancel() {
        lock.lock()
        let upstream = upstream
        end()
        lock.unlock()
        upstream?.cancel()
    }

    /// (Re)starts the repeating timer, one stride from now.
    private func startTimer() {
        lock.lock()
        timer?.cancel()
        lock.unlock()
        let next = context.schedule(after: context.now.advanced(by: stride), interval: stride,
                                    tolerance: context.minimumTolerance, options: options) { [weak self] in
            guard let self else { return }
            self.lock.lock()
            self.cut()
            self.lock.unlock()
            self.drain()
        }
        lock.lock()
        if downstream == nil { next.cancel() } else { timer = next }
        lock.unlock()
    }

    /// Makes the held values a group ready to send, if there are any (under the lock).
    private func cut() {
        guard !held.isEmpty else { return }
        ready.append(held)
        held = []
    }

    /// Sends the ready groups in order while the downstream wants them.
    private func drain() {
        while true {
            lock.lock()
            guard let downstream, !ready.isEmpty, demand > 0 else { lock.unlock(); return }
            let group = ready.removeFirst()
            demand -= 1
            lock.unlock()
            let more = downstream.receive(group)
            lock.lock()
            demand += more
            lock.unlock()
        }
    }

    /// Drops the downstream, the timer and the values (under the lock).
    private func end() {
        downstream = nil
        upstream = nil
        timer?.cancel()
        timer = nil
        held = []
        ready = []
    }
}
