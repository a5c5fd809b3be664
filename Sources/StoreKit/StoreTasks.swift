import BackplateCore
import Foundation

/// The state of a task that loads an entitlement or subscription statuses, as the
/// `currentEntitlementTask` and `subscriptionStatusTask` modifiers report it.
public enum EntitlementTaskState<Value> {
    /// The task is loading.
    case loading
    /// The task failed.
    case failure(any Error)
    /// The task loaded the value.
    case success(Value)

    /// The loaded value, if the task succeeded.
    public var value: Value? {
        if case .success(let value) = self { return value }
        return nil
    }

    /// The state with its value transformed.
    public func map<T>(_ transform: (Value) throws -> T) rethrows -> EntitlementTaskState<T> {
        switch self {
        case .loading: .loading
        case .failure(let error): .failure(error)
        case .success(let value): .success(try transform(value))
        }
    }

    /// The state with its value transformed asynchronously.
    public func map<T>(_ transform: (Value) async throws -> T) async rethrows -> EntitlementTaskState<T> {
        switch self {
        case .loading: .loading
        case .failure(let error): .failure(error)
        case .success(let value): .success(try await transform(value))
        }
    }

    /// The state a transform makes of the value.
    public func flatMap<T>(_ transform: (Value) throws -> EntitlementTaskState<T>) rethrows -> EntitlementTaskState<T> {
        switch self {
        case .loading: .loading
        case .failure(let error): .failure(error)
        case .success(let value): try transform(value)
        }
    }

    /// The state an asynchronous transform makes of the value.
    public func flatMap<T>(_ transform: (Value) async throws -> EntitlementTaskState<T>) async rethrows -> EntitlementTaskState<T> {
        switch self {
        case .loading: .loading
        case .failure(let error): .failure(error)
        case .success(let value): try await transform(value)
        }
    }
}

extension EntitlementTaskState: Sendable where Value: Sendable {}

extension EntitlementTaskState where Value == VerificationResult<Transaction>? {
    /// The entitlement's transaction, if the task loaded one.
    public var transaction: VerificationResult<Transaction>? { value ?? nil }
}

extension Product {
    /// The state of a task that loads several products.
    public enum CollectionTaskState: Sendable {
        /// The task is loading.
        case loading
        /// The task failed.
        case failure(any Error)
        /// The task loaded these products; the others are unavailable.
        case success([Product], unavailable: [Product.ID])

        /// The loaded products, if the task succeeded.
        public var products: [Product]? {
            if case .success(let products, _) = self { return products }
            return nil
        }
    }
}

extension View {
    /// Loads a product when the view appears and reports its state. A render reaches no App
    /// Store: the action gets `.loading`, the state a `ProductView` draws.
    public func storeProductTask(for id: Product.ID, priority: TaskPriority = .medium,
                                 action: @escaping @MainActor (Product.TaskState) async -> Void) -> some View {
        task(id: id, priority: priority) { @MainActor in await action(.loading) }
    }

    /// Loads products when the view appears and reports their state: `.loading` in a render,
    /// which reaches no App Store.
    public func storeProductsTask(for ids: some Collection<Product.ID> & Sendable & Equatable, priority: TaskPriority = .medium,
                                  action: @escaping @MainActor (Product.CollectionTaskState) async -> Void) -> some View {
        task(id: Array(ids), priority: priority) { @MainActor in await action(.loading) }
    }

    /// Loads the current entitlement to a product when the view appears. A render has no
    /// purchases: the action gets `.success(nil)`, as on a device that never bought it.
    public func currentEntitlementTask(for productID: String, priority: TaskPriority = .medium,
                                       action: @escaping @MainActor (EntitlementTaskState<VerificationResult<Transaction>?>) async -> Void) -> some View {
        task(id: productID, priority: priority) { @MainActor in await action(.success(nil)) }
    }

    /// Loads a subscription group's statuses when the view appears. A render has no
    /// subscriptions: the action gets `.success([])`, as for someone never subscribed.
    public func subscriptionStatusTask(for groupID: String, priority: TaskPriority = .medium,
                                       action: @escaping @MainActor (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> Void) -> some View {
        task(id: groupID, priority: priority) { @MainActor in await action(.success([])) }
    }
}
