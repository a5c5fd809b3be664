import Foundation

/// Any loadable property of an asset, track or metadata item, whatever its owner and value.
@available(iOS 15, macOS 12, *)
public class AVAnyAsyncProperty: CustomStringConvertible {
    /// The property's key, the name `load(_:)` asks for ("duration", "tracks"...).
    let key: String

    init(key: String) { self.key = key }

    /// The property's key.
    public var description: String { key }
}

/// A loadable property of `Root`, of any value type: what `automaticallyLoadedAssetKeys` lists.
@available(iOS 15, macOS 12, *)
public class AVPartialAsyncProperty<Root>: AVAnyAsyncProperty {
    /// The property's key, as `AVAnyAsyncProperty` describes it.
    public override var description: String { key }
}

/// A loadable property of `Root` whose value is a `Value`, as `load(_:)` returns it.
@available(iOS 15, macOS 12, *)
public final class AVAsyncProperty<Root, Value>: AVPartialAsyncProperty<Root> {
    /// Where loading a property stands.
    public enum Status {
        /// Loading has not been asked for.
        case notYetLoaded
        /// Loading is under way.
        case loading
        /// The value loaded.
        case loaded(Value)
        /// Loading failed with this error: the outcome in a render, which decodes no media.
        case failed(NSError)
    }
}

@available(iOS 15, macOS 12, *)
extension AVAsyncProperty.Status: CustomStringConvertible {
    /// The status's name ("notYetLoaded", "loading", "loaded(…)", "failed(…)").
    public var description: String {
        switch self {
        case .notYetLoaded: "notYetLoaded"
        case .loading: "loading"
        case .loaded(let value): "loaded(\(value))"
        case .failed(let error): "failed(\(error.localizedDescription))"
        }
    }
}

@available(iOS 15, macOS 12, *)
extension AVAsyncProperty.Status: Sendable where Value: Sendable {}

@available(iOS 15, macOS 12, *)
extension AVAsyncProperty.Status: Equatable where Value: Equatable {
    /// Equal when both are in the same state with equal values (errors compared as `NSError`s).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.notYetLoaded, .notYetLoaded), (.loading, .loading): true
        case (.loaded(let a), .loaded(let b)): a == b
        case (.failed(let a), .failed(let b)): a == b
        default: false
        }
    }
}

/// How far loading a key's value got (`statusOfValue(forKey:error:)`).
public enum AVKeyValueStatus: Int, Sendable {
    /// Loading has not been asked for.
    case unknown = 0
    /// Loading is under way.
    case loading = 1
    /// The value loaded.
    case loaded = 2
    /// Loading failed (every key, in a render).
    case failed = 3
    /// Loading was cancelled.
    case cancelled = 4
}

/// Objects whose properties load asynchronously: assets, tracks and metadata items. A render
/// decodes no media, so every load throws `AVError(.decodeFailed)` and the key's status becomes
/// `.failed`; before a load, it is `.notYetLoaded`.
public protocol AVAsynchronousKeyValueLoading {
    /// The loading status of `key`, with the error of a failed load.
    func statusOfValue(forKey key: String, error outError: UnsafeMutablePointer<NSError?>?) -> AVKeyValueStatus
    /// Loads the keys' values, then calls `handler` (at once in a render: every load fails).
    func loadValuesAsynchronously(forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)?)
}

@available(iOS 15, macOS 12, *)
extension AVAsynchronousKeyValueLoading {
    /// Where loading `property` stands: `.notYetLoaded` before a load, `.failed` after one.
    public func status<T>(of property: AVAsyncProperty<Self, T>) -> AVAsyncProperty<Self, T>.Status {
        var error: NSError?
        switch statusOfValue(forKey: property.key, error: &error) {
        case .failed: return .failed(error ?? AVError(.decodeFailed).asNSError)
        case .loading: return .loading
        default: return .notYetLoaded
        }
    }

    /// Loads `property`'s value. A render decodes no media: it throws `AVError(.decodeFailed)`.
    public func load<T>(_ property: AVAsyncProperty<Self, T>) async throws -> T {
        await loadKeys([property.key])
        throw AVError(.decodeFailed)
    }

    /// Loads two properties' values; throws `AVError(.decodeFailed)` in a render.
    public func load<A, B>(_ propertyA: AVAsyncProperty<Self, A>, _ propertyB: AVAsyncProperty<Self, B>) async throws -> (A, B) {
        await loadKeys([propertyA.key, propertyB.key])
        throw AVError(.decodeFailed)
    }

    /// Loads three properties' values; throws `AVError(.decodeFailed)` in a render.
    public func load<A, B, C>(_ propertyA: AVAsyncProperty<Self, A>, _ propertyB: AVAsyncProperty<Self, B>,
                              _ propertyC: AVAsyncProperty<Self, C>) async throws -> (A, B, C) {
        await loadKeys([propertyA.key, propertyB.key, propertyC.key])
        throw AVError(.decodeFailed)
    }

    /// Loads four properties' values; throws `AVError(.decodeFailed)` in a render.
    public func load<A, B, C, D>(_ propertyA: AVAsyncProperty<Self, A>, _ propertyB: AVAsyncProperty<Self, B>,
                                 _ propertyC: AVAsyncProperty<Self, C>, _ propertyD: AVAsyncProperty<Self, D>) async throws -> (A, B, C, D) {
        await loadKeys([propertyA.key, propertyB.key, propertyC.key, propertyD.key])
        throw AVError(.decodeFailed)
    }

    /// Loads five properties' values; throws `AVError(.decodeFailed)` in a render.
    public func load<A, B, C, D, E>(_ propertyA: AVAsyncProperty<Self, A>, _ propertyB: AVAsyncProperty<Self, B>,
                                    _ propertyC: AVAsyncProperty<Self, C>, _ propertyD: AVAsyncProperty<Self, D>,
                                    _ propertyE: AVAsyncProperty<Self, E>) async throws -> (A, B, C, D, E) {
        await loadKeys([propertyA.key, propertyB.key, propertyC.key, propertyD.key, propertyE.key])
        throw AVError(.decodeFailed)
    }

    /// Loads six properties' values; throws `AVError(.decodeFailed)` in a render.
    public func load<A, B, C, D, E, F>(_ propertyA: AVAsyncProperty<Self, A>, _ propertyB: AVAsyncProperty<Self, B>,
                                       _ propertyC: AVAsyncProperty<Self, C>, _ propertyD: AVAsyncProperty<Self, D>,
                                       _ propertyE: AVAsyncProperty<Self, E>, _ propertyF: AVAsyncProperty<Self, F>) async throws -> (A, B, C, D, E, F) {
        await loadKeys([propertyA.key, propertyB.key, propertyC.key, propertyD.key, propertyE.key, propertyF.key])
        throw AVError(.decodeFailed)
    }

    /// Loads seven properties' values; throws `AVError(.decodeFailed)` in a render.
    public func load<A, B, C, D, E, F, G>(_ propertyA: AVAsyncProperty<Self, A>, _ propertyB: AVAsyncProperty<Self, B>,
                                          _ propertyC: AVAsyncProperty<Self, C>, _ propertyD: AVAsyncProperty<Self, D>,
                                          _ propertyE: AVAsyncProperty<Self, E>, _ propertyF: AVAsyncProperty<Self, F>,
                                          _ propertyG: AVAsyncProperty<Self, G>) async throws -> (A, B, C, D, E, F, G) {
        await loadKeys([propertyA.key, propertyB.key, propertyC.key, propertyD.key, propertyE.key, propertyF.key,
                            propertyG.key])
        throw AVError(.decodeFailed)
    }

    /// Loads eight properties' values; throws `AVError(.decodeFailed)` in a render.
    public func load<A, B, C, D, E, F, G, H>(_ propertyA: AVAsyncProperty<Self, A>, _ propertyB: AVAsyncProperty<Self, B>,
                                             _ propertyC: AVAsyncProperty<Self, C>, _ propertyD: AVAsyncProperty<Self, D>,
                                             _ propertyE: AVAsyncProperty<Self, E>, _ propertyF: AVAsyncProperty<Self, F>,
                                             _ propertyG: AVAsyncProperty<Self, G>, _ propertyH: AVAsyncProperty<Self, H>) async throws -> (A, B, C, D, E, F, G, H) {
        await loadKeys([propertyA.key, propertyB.key, propertyC.key, propertyD.key, propertyE.key, propertyF.key,
                            propertyG.key, propertyH.key])
        throw AVError(.decodeFailed)
    }

    /// Asks for the keys and waits for the completion handler.
    private func loadKeys(_ keys: [String]) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            loadValuesAsynchronously(forKeys: keys) { continuation.resume() }
        }
    }
}

/// The keys an object tried to load: a lock-guarded set, so status reads are safe from any thread.
final class AVLoadedKeys {
    private let lock = NSLock()
    private var failed: Set<String> = []

    /// Records that loading `keys` was asked for (and failed, as every load does in a render).
    func fail(_ keys: [String]) {
        lock.lock(); failed.formUnion(keys); lock.unlock()
    }

    /// The status of `key`, with the load's error when it failed.
    func status(of key: String, error: UnsafeMutablePointer<NSError?>?) -> AVKeyValueStatus {
        lock.lock(); defer { lock.unlock() }
        guard failed.contains(key) else { return .unknown }
        error?.pointee = AVError(.decodeFailed).asNSError
        return .failed
    }
}
