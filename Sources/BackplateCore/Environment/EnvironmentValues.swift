import Foundation

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    /// The type of value the key stores.
    associatedtype Value
    /// The value a view sees when no ancestor has set one.
    static var defaultValue: Value { get }
}

/// A collection of environment values propagated down a view hierarchy.
///
/// Values are keyed by their `EnvironmentKey` type; a key that was never set reads as its
/// `defaultValue`. Extend this type with computed properties exactly as in SwiftUI.
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    // Unchecked Sendable: Sendable in SwiftUI; `Any` values in a value copied per view, never shared.
    private var storage: [ObjectIdentifier: Any] = [:]

    /// Creates an environment holding every key's default value.
    public init() {}

    /// Reads or writes the value for a key type.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Unwrap the dictionary's optional first: for an optional `Value`, casting a missing
            // entry would succeed as `nil` and hide the key's default.
            guard let stored = storage[ObjectIdentifier(key)] else { return K.defaultValue }
            return (stored as? K.Value) ?? K.defaultValue
        }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// Whether a value was set for `key` (rather than its default being read).
    func hasValue<K: EnvironmentKey>(for key: K.Type) -> Bool { storage[ObjectIdentifier(key)] != nil }

    /// A short summary listing how many values are set.
    public var description: String { "EnvironmentValues(\(storage.count) set)" }
}
