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

    /// A short summary listing how many values are set.
    public var description: String { "EnvironmentValues(\(storage.count) set)" }
}

/// A property wrapper that reads a value from the view's environment.
///
/// The value is installed by the resolver before the owning view's `body` (or a view modifier's
/// `body(content:)`, or a shape style's `resolve(in:)`) is evaluated.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let box = EnvironmentBox()

    /// Creates a reader for the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The current value of the environment property.
    public var wrappedValue: Value {
        (box.environment ?? EnvironmentValues())[keyPath: keyPath]
    }

    /// Installs the environment the owning view is evaluated in.
    public func _install(_ environment: EnvironmentValues) {
        box.environment = environment
    }
}

final class EnvironmentBox: @unchecked Sendable {
    var environment: EnvironmentValues?
}

/// A stored value that a view installs before its body is evaluated (`@Environment`, `@State`).
public protocol DynamicProperty {
    /// Called by the resolver with the environment at the view's position.
    func _install(_ environment: EnvironmentValues)
}

extension DynamicProperty {
    /// Does nothing by default.
    public func _install(_ environment: EnvironmentValues) {}
}

/// Installs `environment` into every dynamic property stored in `value` (found by reflection,
/// including nested dynamic properties).
func installDynamicProperties(in value: Any, environment: EnvironmentValues, depth: Int = 0) {
    guard depth < 4 else { return }
    let mirror = Mirror(reflecting: value)
    for child in mirror.children {
        if let property = child.value as? DynamicProperty {
            property._install(environment)
            if !(property is EnvironmentMarker) {
                installDynamicProperties(in: property, environment: environment, depth: depth + 1)
            }
        }
    }
}

/// Marks wrappers whose storage holds no further dynamic properties.
protocol EnvironmentMarker {}
extension Environment: EnvironmentMarker {}

/// Whether values of this type carry dynamic properties (cached per type by the resolver).
func hasDynamicProperties(_ value: Any) -> Bool {
    Mirror(reflecting: value).children.contains { $0.value is DynamicProperty }
}
