import Foundation

/// A type that publishes a property marked with an attribute (`@Published var title = ""`).
///
/// As in Combine, `$property` is a publisher that gives a new subscription the current value
/// at once, then each new value when the property is assigned: before the property changes
/// (in its `willSet`), so a `sink` reading the property itself still sees the old value.
/// `assign(to: &$property)` feeds the property from another publisher.
@propertyWrapper
public struct Published<Value> {
    private let storage: Storage

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }
    /// Creates the published instance with an initial value.
    public init(initialValue: Value) { storage = Storage(initialValue) }

    /// The current value of the property.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.set(newValue) }
    }

    /// The property's publisher (`$property`).
    public var projectedValue: Published<Value>.Publisher {
        get { Publisher(storage: storage) }
        set { }
    }

    /// The value and the subscriptions to it, shared by the property and its publisher.
    final class Storage: @unchecked Sendable {
        // Unchecked Sendable: read and written on the thread that owns the model, as Combine's `Published`.
        var value: Value
        let subscribers = SubscriberList()
        var feed: AnyCancellable?
        init(_ value: Value) { self.value = value }
        func set(_ newValue: Value) {
            subscribers.send(newValue)
            value = newValue
        }
    }

    /// A publisher for properties marked with the `@Published` attribute: a subscription
    /// receives the current value at once, then every value assigned to the property.
    public struct Publisher: Combine.Publisher, DeliveringPublisher {
        /// The property's value type.
        public typealias Output = Value
        /// A published property never fails.
        public typealias Failure = Never
        let storage: Storage

        package func subscribeErased(value: @escaping (Any) -> Void, completion: @escaping (Any) -> Void) -> AnyCancellable {
            value(storage.value)
            return storage.subscribers.add(value: value, completion: completion)
        }
    }
}

extension Publisher where Failure == Never {
    /// Republishes elements received from a publisher, by assigning them to a property marked
    /// as a publisher (`$property`). The subscription lasts as long as the property.
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        storage.feed = subscribe(value: { [weak storage] in storage?.set($0) })
    }
}
