import Dispatch
import Foundation

/// An executor that gives an actor its model context, as SwiftData's `ModelExecutor`.
public protocol ModelExecutor: Executor {
    /// The context the actor's code uses.
    var modelContext: ModelContext { get }
}

/// A model executor that runs one job at a time, as SwiftData's `SerialModelExecutor`.
public protocol SerialModelExecutor: ModelExecutor, SerialExecutor {}

/// The serial model executor `@ModelActor` gives an actor, as SwiftData's
/// `DefaultSerialModelExecutor`: the actor's jobs run one at a time on a queue of its own, each
/// with the executor's context.
public final class DefaultSerialModelExecutor: SerialModelExecutor, @unchecked Sendable {
    // Unchecked Sendable: `modelContext` is used only by the jobs, which run one at a time on `queue`.
    /// The context of the actor's jobs.
    public let modelContext: ModelContext
    private let queue = DispatchQueue(label: "SwiftData.DefaultSerialModelExecutor")

    /// Creates an executor whose jobs use `modelContext`.
    public init(modelContext: ModelContext) { self.modelContext = modelContext }

    /// Runs `job` after the jobs enqueued before it.
    public func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async { unowned.runSynchronously(on: executor) }
    }

    /// This executor, for the actor's `unownedExecutor`.
    public func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }
}

/// An actor whose code works on models with a context of its own, as SwiftData's `ModelActor`;
/// write `@ModelActor actor Importer { ... }` and create it with `Importer(modelContainer:)`.
public protocol ModelActor: Actor {
    /// The container of the actor's context.
    nonisolated var modelContainer: ModelContainer { get }
    /// The executor that runs the actor's code and holds its context.
    nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
    /// The actor's executor: its model executor (which `@ModelActor` makes serial).
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        if let serial = modelExecutor as? any SerialExecutor { return serial.asUnownedSerialExecutor() }
        return fallbackModelExecutor.asUnownedSerialExecutor()
    }

    /// The actor's model context.
    public var modelContext: ModelContext { modelExecutor.modelContext }

    /// The model of type `T` with identifier `id` in the actor's context, or `nil`.
    public subscript<T: PersistentModel>(id: PersistentIdentifier, as as: T.Type) -> T? {
        modelContext.registeredModel(for: id)
    }
}

/// The executor of a model actor whose model executor is not serial: one for the process.
private let fallbackModelExecutor = DefaultSerialModelExecutor(
    modelContext: ModelContext(ModelContainer(schema: Schema(), store: ModelStore())))

/// Gives an actor a model container and a context of its own, as SwiftData's `@ModelActor`:
/// adds `modelContainer`, `modelExecutor` (a `DefaultSerialModelExecutor` with a new context
/// of the container) and `init(modelContainer:)`, and conforms the actor to `ModelActor`.
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "BackplateMacros", type: "ModelActorMacro")
