/// A protocol indicating that an activity or action supports cancellation.
public protocol Cancellable {
    /// Cancels the activity.
    func cancel()
}

/// A type-erasing cancellable object that executes a provided closure when canceled, or when
/// it is deinitialized (so a subscription lives as long as its `AnyCancellable` is kept,
/// usually in a `Set<AnyCancellable>` with `store(in:)`).
public final class AnyCancellable: Cancellable, Hashable {
    private var action: (() -> Void)?

    /// Initializes the cancellable object with the given cancel-time closure.
    public init(_ cancel: @escaping () -> Void) { action = cancel }
    /// Creates a cancellable that cancels `canceller`.
    public init<C: Cancellable>(_ canceller: C) { action = { canceller.cancel() } }

    deinit { action?() }

    /// Cancels the activity (once; later calls do nothing).
    public func cancel() {
        let run = action
        action = nil
        run?()
    }

    /// Stores this instance in the specified set.
    public final func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    /// Stores this instance in the specified collection.
    public final func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Two cancellables are equal when they are the same object.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The subscriptions of one publisher: values and completions sent to it reach each one, in
/// the order they subscribed.
package final class SubscriberList: @unchecked Sendable {
    // Unchecked Sendable: used from the thread that owns the publisher, as Combine's subjects are.
    private var entries: [(id: Int, value: (Any) -> Void, completion: (Any) -> Void)] = []
    private var nextID = 0
    package private(set) var completion: Any?

    package init() {}

    /// Adds a subscription; the returned cancellable removes it.
    package func add(value: @escaping (Any) -> Void, completion: @escaping (Any) -> Void) -> AnyCancellable {
        if let done = self.completion {
            completion(done)
            return AnyCancellable {}
        }
        let id = nextID
        nextID += 1
        entries.append((id, value, completion))
        return AnyCancellable { [weak self] in self?.entries.removeAll { $0.id == id } }
    }

    /// Sends a value to every subscription (none after the completion).
    package func send(_ value: Any) {
        guard completion == nil else { return }
        for entry in entries { entry.value(value) }
    }

    /// Sends the completion to every subscription, then drops them.
    package func finish(_ end: Any) {
        guard completion == nil else { return }
        completion = end
        let current = entries
        entries = []
        for entry in current { entry.completion(end) }
    }
}
