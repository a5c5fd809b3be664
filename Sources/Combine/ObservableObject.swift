import Foundation

/// A type of object with a publisher that emits before the object has changed.
///
/// As on Apple platforms this comes from Combine (Backplate's own `Combine` module, which
/// `import Backplate` re-exports), so `class Shelf: ObservableObject { @Published var books
/// = [...] }` compiles unchanged. A still render reads the object's current values.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed. Backplate keeps no per-object
    /// subscription table (a render subscribes to nothing), so each access returns a fresh
    /// publisher whose `send()` reaches no one.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A publisher that publishes changes from observable objects.
public final class ObservableObjectPublisher: Publisher, DeliveringPublisher, Sendable {
    /// The publisher emits no value, only the event.
    public typealias Output = Void
    /// The publisher never fails.
    public typealias Failure = Never
    private let subscribers = SubscriberList()
    /// Creates an observable object publisher.
    public init() {}
    /// Sends the changed value to the downstream subscribers of this publisher.
    public func send() { subscribers.send(()) }

    package func subscribeErased(value: @escaping (Any) -> Void, completion: @escaping (Any) -> Void) -> AnyCancellable {
        subscribers.add(value: value, completion: completion)
    }
}
