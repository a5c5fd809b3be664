/// A publisher that exposes a method for outside callers to publish elements.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscriber.
    func send(_ value: Output)
    /// Sends a completion signal to the subscriber.
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Sends a void value to the subscriber.
    public func send() { send(()) }
}

/// A subject that broadcasts elements to downstream subscribers: each value sent reaches the
/// subscriptions that exist at that moment, at once.
public final class PassthroughSubject<Output, Failure: Error>: Subject, DeliveringPublisher, Sendable {
    private let subscribers = SubscriberList()
    /// Creates a passthrough subject.
    public init() {}
    /// Sends a value to every current subscription.
    public func send(_ input: Output) { subscribers.send(input) }
    /// Sends the completion; later values are dropped.
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }

    package func subscribeErased(value: @escaping (Any) -> Void, completion: @escaping (Any) -> Void) -> AnyCancellable {
        subscribers.add(value: value, completion: completion)
    }
}

/// A subject that wraps a single value and publishes a new element whenever the value
/// changes: a new subscription receives the current value at once.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, DeliveringPublisher, @unchecked Sendable {
    // Unchecked Sendable: Combine's is Sendable; sends are synchronous on the sending thread.
    private let subscribers = SubscriberList()
    private var current: Output

    /// Creates a current value subject with the given initial value.
    public init(_ value: Output) { current = value }

    /// The value wrapped by this subject, published as a new element whenever it changes.
    public var value: Output {
        get { current }
        set { send(newValue) }
    }

    /// Stores the value and sends it to every subscription.
    public func send(_ input: Output) {
        guard subscribers.completion == nil else { return }
        current = input
        subscribers.send(input)
    }
    /// Sends the completion; later values are dropped.
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }

    package func subscribeErased(value: @escaping (Any) -> Void, completion: @escaping (Any) -> Void) -> AnyCancellable {
        if subscribers.completion == nil { value(current) }
        return subscribers.add(value: value, completion: completion)
    }
}

/// A publisher that eventually produces a single value and then finishes or fails.
///
/// As in Combine, the closure runs once, when the future is created; a promise fulfilled
/// synchronously is delivered to every subscription at once, one fulfilled later when it is.
public final class Future<Output, Failure: Error>: Publisher, DeliveringPublisher, @unchecked Sendable {
    // Unchecked Sendable: Combine's is Sendable; fulfilled once, delivered on the fulfilling thread.
    /// A type that represents a closure to invoke in the future, when an element or error is available.
    public typealias Promise = (Result<Output, Failure>) -> Void
    private let subscribers = SubscriberList()
    private var result: Result<Output, Failure>?

    /// Creates a publisher that invokes a promise closure when the publisher emits an element.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [weak self] result in self?.fulfil(result) }
    }

    private func fulfil(_ outcome: Result<Output, Failure>) {
        guard result == nil else { return }
        result = outcome
        switch outcome {
        case .success(let output):
            subscribers.send(output)
            subscribers.finish(Subscribers.Completion<Failure>.finished)
        case .failure(let error):
            subscribers.finish(Subscribers.Completion<Failure>.failure(error))
        }
    }

    package func subscribeErased(value: @escaping (Any) -> Void, completion: @escaping (Any) -> Void) -> AnyCancellable {
        if case .success(let output)? = result { value(output) }
        return subscribers.add(value: value, completion: completion)
    }
}
