import BackplateCore
import Foundation

/// The environment key of `modelContext`.
private struct ModelContextKey: EnvironmentKey {
    /// A context of a new, empty container: fetches return nothing.
    static var defaultValue: ModelContext {
        ModelContext(ModelContainer(schema: Schema(), store: ModelStore()))
    }
}

extension EnvironmentValues {
    /// The model context that `@Query` fetches from and views insert into, as SwiftData's
    /// `modelContext`: the main context of the container set by `.modelContainer(...)`, else a
    /// context of an empty container (so a view without a container shows no models).
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

extension View {
    /// Places `container`'s main context in the view's environment, for `@Query` and
    /// `@Environment(\.modelContext)`.
    @MainActor @preconcurrency
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container._mainContext)
    }

    /// Creates a container for `modelType` and places its main context in the environment.
    /// The container is new and empty each time the modifier is built (it is kept in memory,
    /// `inMemory` or not); `onSetup` receives it at once.
    @MainActor @preconcurrency
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false,
                               isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
                       isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Creates a container for `modelTypes` and places its main context in the environment
    /// (see `modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)`).
    @MainActor @preconcurrency
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
                               isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        let container = ModelContainer(schema: Schema(modelTypes), store: ModelStore())
        container._mainContext.autosaveEnabled = isAutosaveEnabled
        onSetup(.success(container))
        return modelContainer(container)
    }

    /// Places `context` in the view's environment.
    @MainActor @preconcurrency
    public func modelContext(_ context: ModelContext) -> some View {
        environment(\.modelContext, context)
    }
}

extension Scene {
    /// Places `context` in the environment of every window's views, for `@Query` and
    /// `@Environment(\.modelContext)`.
    @MainActor @preconcurrency
    public func modelContext(_ context: ModelContext) -> some Scene {
        environment(\.modelContext, context)
    }

    /// Places `container`'s main context in the environment of every window's views.
    @MainActor @preconcurrency
    public func modelContainer(_ container: ModelContainer) -> some Scene {
        environment(\.modelContext, container._mainContext)
    }

    /// Creates a container for `modelType` and places its main context in the environment of
    /// every window's views (kept in memory, `inMemory` or not).
    @MainActor @preconcurrency
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false,
                               isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
                       isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Creates a container for `modelTypes` and places its main context in the environment of
    /// every window's views.
    @MainActor @preconcurrency
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
                               isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        let container = ModelContainer(schema: Schema(modelTypes), store: ModelStore())
        onSetup(.success(container))
        return modelContainer(container)
    }
}
