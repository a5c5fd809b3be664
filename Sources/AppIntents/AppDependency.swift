// App Intents' dependency injection: an app registers the objects its intents need with
// `AppDependencyManager.shared.add(dependency:)`, and intents read them with `@Dependency`.
// Intents never run in a render; what is registered is kept and handed back when read.
import Foundation
import BackplateCore

/// Registers and hands out the dependencies app intents read with `@Dependency`
/// (`@AppDependency`), by type and optional key.
public final class AppDependencyManager: Sendable {
    /// The manager `@Dependency` reads by default.
    public static let shared = AppDependencyManager()

    private enum Provider {
        case value(() throws -> Any)
        case resolved(Any)
        case asynchronous(@Sendable () async throws -> Any)
    }

    private struct Key: Hashable {
        let type: ObjectIdentifier
        let key: AnyHashable?
    }

    private let providers = LockedState<[Key: Provider]>(unchecked: [:])

    /// A manager of its own, for tests that inject their own dependencies.
    public init() {}

    /// Registers `dependency` (made when first read) for its type and `key`.
    public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency dependencyProvider: @autoclosure @escaping () -> Dependency) {
        set(.value { dependencyProvider() }, for: Dependency.self, key: key)
    }

    /// Registers a throwing provider of the dependency for its type and `key`.
    public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency dependencyProvider: @autoclosure @escaping () -> @Sendable () throws -> Dependency) {
        let provider = dependencyProvider()
        set(.value { try provider() }, for: Dependency.self, key: key)
    }

    /// Registers an asynchronous provider of the dependency for its type and `key`; an intent
    /// reads it when it runs, so a render cannot.
    public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency dependencyProvider: @escaping @Sendable () async throws -> Dependency) {
        set(.asynchronous { try await dependencyProvider() }, for: Dependency.self, key: key)
    }

    private func set<Dependency>(_ provider: Provider, for type: Dependency.Type, key: AnyHashable?) {
        providers.withLockUnchecked { $0[Key(type: ObjectIdentifier(type), key: key)] = provider }
    }

    /// The registered value of `type` for `key` (made once, on the first read), or nil when none
    /// is registered or its provider is asynchronous or throws.
    func resolve<Value>(_ type: Value.Type, key: AnyHashable?) -> Value? {
        let slot = Key(type: ObjectIdentifier(type), key: key)
        guard let provider = providers.withLockUnchecked({ $0[slot] }) else { return nil }
        switch provider {
        case .resolved(let value): return value as? Value
        case .value(let make):
            guard let value = try? make() else { return nil }
            providers.withLockUnchecked { $0[slot] = .resolved(value) }
            return value as? Value
        case .asynchronous:
            RuntimeWarning.emit("@Dependency: \(Value.self) is registered with an asynchronous provider, which only a running intent awaits")
            return nil
        }
    }
}

/// A property wrapper that reads a dependency registered with `AppDependencyManager`, as App
/// Intents' does; reading one that is not registered and has no default stops the process,
/// as on iOS.
@propertyWrapper
public final class AppDependency<Value: Sendable>: @unchecked Sendable {
    // Unchecked Sendable: AppIntents's is Sendable; its key, never changed, is a registration's.
    private let key: AnyHashable?
    private let manager: AppDependencyManager
    private let fallback: (@Sendable () -> Value)?

    /// Reads the dependency of type `Value` for `key` from `manager`.
    public init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared) {
        self.key = key
        self.manager = manager
        fallback = nil
    }

    /// Reads the dependency, or `default` when none is registered.
    public init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared, default defaultValueProvider: @autoclosure @escaping @Sendable () -> Value) {
        self.key = key
        self.manager = manager
        fallback = defaultValueProvider
    }

    /// The registered dependency.
    public var wrappedValue: Value {
        if let value = manager.resolve(Value.self, key: key) { return value }
        if let fallback { return fallback() }
        fatalError("AppDependency of type \(Value.self) was not registered with AppDependencyManager before it was read")
    }

    /// The property wrapper itself.
    public var projectedValue: AppDependency<Value> { self }
}

/// The name intents wrote before iOS 18 called it `AppDependency`: `@Dependency var store: Store`.
public typealias Dependency<Value: Sendable> = AppDependency<Value>
