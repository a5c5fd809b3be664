/// The operators app code chains on publishers. Each returns an `AnyPublisher` (Combine
/// returns a `Publishers` type per operator; code that lets Swift infer the type, or erases
/// it, compiles the same).
extension Publisher {
    /// Transforms all elements from the upstream publisher with a provided closure.
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        AnyPublisher { value, completion in self.subscribe(value: { value(transform($0)) }, completion: completion) }
    }

    /// Calls a closure with each received element and publishes any returned optional that has a value.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
        AnyPublisher { value, completion in
            self.subscribe(value: { if let t = transform($0) { value(t) } }, completion: completion)
        }
    }

    /// Republishes all elements that match a provided closure.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher { value, completion in
            self.subscribe(value: { if isIncluded($0) { value($0) } }, completion: completion)
        }
    }

    /// Publishes only elements that don't match the previous element, as `predicate` decides.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher { value, completion in
            var previous: Output?
            return self.subscribe(value: {
                if let p = previous, predicate(p, $0) { return }
                previous = $0
                value($0)
            }, completion: completion)
        }
    }

    /// Replaces nil elements in the stream with the provided element.
    public func replaceNil<T>(with output: T) -> AnyPublisher<T, Failure> where Output == T? {
        map { $0 ?? output }
    }

    /// Prefixes the output with the specified values.
    public func prepend(_ elements: Output...) -> AnyPublisher<Output, Failure> {
        AnyPublisher { value, completion in
            elements.forEach(value)
            return self.subscribe(value: value, completion: completion)
        }
    }

    /// Performs the specified closures when publisher events occur (values and completion).
    public func handleEvents(receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil) -> AnyPublisher<Output, Failure> {
        AnyPublisher { value, completion in
            self.subscribe(value: { receiveOutput?($0); value($0) },
                           completion: { receiveCompletion?($0); completion($0) })
        }
    }

    /// Subscribes to an additional publisher and publishes a tuple upon receiving output from
    /// either publisher, once both have published.
    public func combineLatest<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> where P.Failure == Failure {
        AnyPublisher { value, completion in
            var a: Output?, b: P.Output?
            let first = self.subscribe(value: { a = $0; if let b { value(($0, b)) } }, completion: completion)
            let second = other.subscribe(value: { b = $0; if let a { value((a, $0)) } }, completion: completion)
            return AnyCancellable { first.cancel(); second.cancel() }
        }
    }

    /// Combines with two more publishers, publishing a tuple once all three have published.
    public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> AnyPublisher<(Output, P.Output, Q.Output), Failure>
    where P.Failure == Failure, Q.Failure == Failure {
        combineLatest(p).combineLatest(q).map { ($0.0, $0.1, $1) }
    }

    /// Combines elements from this publisher with those of another of the same type,
    /// delivering an interleaved sequence of elements.
    public func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure> where P.Output == Output, P.Failure == Failure {
        AnyPublisher { value, completion in
            let first = self.subscribe(value: value, completion: completion)
            let second = other.subscribe(value: value, completion: completion)
            return AnyCancellable { first.cancel(); second.cancel() }
        }
    }

    /// Specifies the scheduler on which to receive elements. In a still render the values
    /// arrive at once, as if the scheduler had already run its work.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }

    /// Specifies the scheduler on which to perform subscribe, cancel, and request operations
    /// (values arrive at once, as with `receive(on:)`).
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        eraseToAnyPublisher()
    }

    /// Publishes elements only after a specified time interval elapses between events. Time
    /// does not pass in a still render, so no value is published.
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
                                       options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        heldBackByTime()
    }

    /// Delays delivery of all output to the downstream receiver by a specified amount of
    /// time: in a still render, never.
    public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
                                    scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
        heldBackByTime()
    }

    /// Publishes either the most-recent or first element published by the upstream publisher
    /// in the specified time interval. The interval never ends in a still render, so no
    /// value is published.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S,
                                       latest: Bool) -> AnyPublisher<Output, Failure> {
        heldBackByTime()
    }

    /// A publisher that keeps its upstream subscribed but publishes nothing (only a failure
    /// passes), for the operators that wait for time to pass.
    private func heldBackByTime() -> AnyPublisher<Output, Failure> {
        AnyPublisher { _, completion in
            self.subscribe(value: { _ in }, completion: { if case .failure = $0 { completion($0) } })
        }
    }
}

extension Publisher where Output: Equatable {
    /// Publishes only elements that don't match the previous element.
    public func removeDuplicates() -> AnyPublisher<Output, Failure> { removeDuplicates(by: ==) }
}

extension Publishers {
    /// A publisher that receives and combines the latest elements from two publishers.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher, DeliveringPublisher where A.Failure == B.Failure {
        /// Pairs of the latest elements.
        public typealias Output = (A.Output, B.Output)
        /// The upstream publishers' failure type.
        public typealias Failure = A.Failure
        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B
        /// Creates a publisher that receives and combines elements from two upstream publishers.
        public init(_ a: A, _ b: B) { self.a = a; self.b = b }

        package func subscribeErased(value: @escaping (Any) -> Void, completion: @escaping (Any) -> Void) -> AnyCancellable {
            a.combineLatest(b).subscribeErased(value: value, completion: completion)
        }
    }

    /// A publisher that receives and combines the latest elements from three publishers.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher, DeliveringPublisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        /// Triples of the latest elements.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// The upstream publishers' failure type.
        public typealias Failure = A.Failure
        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B
        /// The third upstream publisher.
        public let c: C
        /// Creates a publisher that combines elements from three upstream publishers.
        public init(_ a: A, _ b: B, _ c: C) { self.a = a; self.b = b; self.c = c }

        package func subscribeErased(value: @escaping (Any) -> Void, completion: @escaping (Any) -> Void) -> AnyCancellable {
            a.combineLatest(b, c).subscribeErased(value: value, completion: completion)
        }
    }
}
