import Foundation

/// Declares that a type can transmit a sequence of values over time.
///
/// Backplate's `Combine` module is a small, synchronous Combine for code that runs before and
/// during a still render: a subscription made with `sink` or `assign` receives the values a
/// publisher has at once (`Just`, `CurrentValueSubject`, `@Published`'s `$property`,
/// `Future`) and every value sent later (`send(_:)`, assigning a `@Published` property), on
/// the sending thread. Time never passes in a still render, so timers never fire and
/// time-based operators (`debounce`, `throttle`, `delay`) hold their values back.
///
/// The module's own publishers deliver values; a type of yours that conforms to `Publisher`
/// carries its `Output` and `Failure` types but delivers nothing (there is no `Subscriber`
/// protocol to implement).
public protocol Publisher<Output, Failure> {
    /// The kind of values published.
    associatedtype Output
    /// The kind of errors the publisher might publish.
    associatedtype Failure: Error
}

/// How a publisher of this module hands its values to a subscription: each value and the
/// completion go to the closures, type-erased (`Output` and `Subscribers.Completion<Failure>`).
package protocol DeliveringPublisher {
    func subscribeErased(value: @escaping (Any) -> Void, completion: @escaping (Any) -> Void) -> AnyCancellable
}

extension Publisher {
    /// Subscribes to this publisher: `value` receives each output, `completion` the end.
    /// A publisher that is not one of this module's delivers nothing.
    package func subscribe(value: @escaping (Output) -> Void,
                           completion: @escaping (Subscribers.Completion<Failure>) -> Void = { _ in }) -> AnyCancellable {
        guard let delivering = self as? any DeliveringPublisher else { return AnyCancellable {} }
        return delivering.subscribeErased(
            value: { if let output = $0 as? Output { value(output) } },
            completion: { if let end = $0 as? Subscribers.Completion<Failure> { completion(end) } })
    }
}

/// A namespace for types that serve as publishers.
public enum Publishers {}

/// A namespace for types that act as subscribers.
public enum Subscribers {
    /// A signal that a publisher doesn't produce additional elements, either due to normal
    /// completion or an error.
    public enum Completion<Failure: Error> {
        /// The publisher finished normally.
        case finished
        /// The publisher stopped publishing due to the indicated error.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// A publisher that emits one output to each subscriber, then finishes: a subscription
/// receives `output` at once.
public struct Just<Output>: Publisher, DeliveringPublisher {
    /// `Just` never fails.
    public typealias Failure = Never
    /// The one value the publisher emits.
    public let output: Output
    /// Creates a publisher that emits `output` once.
    public init(_ output: Output) { self.output = output }

    package func subscribeErased(value: @escaping (Any) -> Void, completion: @escaping (Any) -> Void) -> AnyCancellable {
        value(output)
        completion(Subscribers.Completion<Never>.finished)
        return AnyCancellable {}
    }
}

extension Just: Sendable where Output: Sendable {}
extension Just: Equatable where Output: Equatable {}

/// A publisher that never publishes any values, and optionally finishes immediately.
public struct Empty<Output, Failure: Error>: Publisher, DeliveringPublisher {
    /// Whether the publisher finishes as soon as something subscribes.
    public let completeImmediately: Bool
    /// Creates an empty publisher.
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    /// Creates an empty publisher with the given types.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    package func subscribeErased(value: @escaping (Any) -> Void, completion: @escaping (Any) -> Void) -> AnyCancellable {
        if completeImmediately { completion(Subscribers.Completion<Failure>.finished) }
        return AnyCancellable {}
    }
}

/// A publisher that immediately terminates with the specified error.
public struct Fail<Output, Failure: Error>: Publisher, DeliveringPublisher {
    /// The failure to send when terminating the publisher.
    public let error: Failure
    /// Creates a publisher that immediately terminates with the specified failure.
    public init(error: Failure) { self.error = error }
    /// Creates a publisher with the given output type that fails with `failure`.
    public init(outputType: Output.Type, failure: Failure) { error = failure }

    package func subscribeErased(value: @escaping (Any) -> Void, completion: @escaping (Any) -> Void) -> AnyCancellable {
        completion(Subscribers.Completion<Failure>.failure(error))
        return AnyCancellable {}
    }
}
