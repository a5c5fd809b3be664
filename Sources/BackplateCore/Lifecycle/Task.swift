import Foundation

/// Starts an asynchronous task when the modified view appears (SwiftUI's `_TaskModifier`).
nonisolated public struct _TaskModifier: ViewModifier, PrimitiveModifier {
    let id: AnyHashable?
    let priority: TaskPriority
    let action: @isolated(any) @Sendable () async -> Void
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        context.resolver.lifecycle?.task(at: context.position, id: id, priority: priority, action)
        return content(context)
    }
}

nonisolated extension View {
    /// Adds an asynchronous task to perform before the view appears.
    ///
    /// `ImageRenderer` draws one pass, as SwiftUI's does, and never starts it: the view draws
    /// its state before loading (a spinner, a redacted placeholder). A hosted render (the
    /// `BackplateSnapshotTesting` strategies) starts it after the first layout and runs it
    /// synchronously up to its first suspension point (its first `await` that actually
    /// suspends), drawing the state it set until then; the task is cancelled when the
    /// snapshot is taken, so nothing it does later is drawn.
    ///
    /// As in SwiftUI, the parameter is `@_inheritActorContext @isolated(any) @Sendable`: the
    /// closure takes the isolation of the code that forms it, so written in a view's `body` it
    /// is main-actor isolated and may set the view's state and call its `@MainActor` model
    /// (`.task { await model.load() }`) without a warning, in Swift 5 and Swift 6 mode. Code
    /// the task runs after a suspension that really waits never runs at the same time as the
    /// render: it waits for the render's end, then runs on the render's thread with the task
    /// cancelled (`HostedTaskExecutor`).
    public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        modifier(_TaskModifier(id: nil, priority: priority, action: action))
    }

    /// Adds an asynchronous task that restarts when `id` changes. `ImageRenderer` never starts
    /// it; a hosted render starts it as `task(priority:_:)` does, and again (cancelling the
    /// previous one) when a later pass sees a different `id`.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        modifier(_TaskModifier(id: AnyHashable(TaskIdentity(value)), priority: priority, action: action))
    }
}

/// An `Equatable` task id made hashable (equal ids hash alike; the hash is constant, ids are
/// only compared for the one position they belong to).
private struct TaskIdentity<T: Equatable>: Hashable {
    let value: T
    init(_ value: T) { self.value = value }
    static func == (a: Self, b: Self) -> Bool { a.value == b.value }
    func hash(into hasher: inout Hasher) {}
}
