import Foundation

extension View {
    /// Adds an asynchronous task to perform before the view appears. A still render never
    /// starts it: the view draws its state before loading (a spinner, a redacted placeholder).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_InertModifier())
    }

    /// Adds an asynchronous task that restarts when `id` changes. A still render never starts it.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_InertModifier())
    }
}
