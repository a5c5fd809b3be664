import Foundation

/// A key for a value that the focused view (or the focused scene) publishes for other views,
/// such as menu commands, to read with `@FocusedValue`.
public protocol FocusedValueKey {
    /// The type of the value.
    associatedtype Value
}

/// The values published by the focused view and its ancestors (`focusedValue(_:_:)`) and by
/// the focused scene (`focusedSceneValue(_:_:)`). Extend it with properties for your keys, or
/// with `@Entry`.
///
/// Nothing has focus in a still render, so the values `@FocusedValue` and `@FocusedBinding`
/// read are always nil; a `FocusedValues` you build and write yourself keeps what you write.
public struct FocusedValues: @unchecked Sendable {
    // Unchecked Sendable: SwiftUI's is Sendable; values stored as `Any` in a value, like `EnvironmentValues`.
    private var values: [ObjectIdentifier: Any] = [:]

    /// Creates an empty set of values.
    public init() {}

    /// The value for a key (nil when none was published).
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

extension FocusedValues: Equatable {
    /// Equal when both hold the same keys with equal values: values compared as `Hashable`
    /// where they are and objects by identity; any other pair of values is unequal.
    public static func == (lhs: FocusedValues, rhs: FocusedValues) -> Bool {
        guard lhs.values.count == rhs.values.count else { return false }
        return lhs.values.allSatisfy { key, value in
            guard let other = rhs.values[key] else { return false }
            if let a = value as? AnyHashable, let b = other as? AnyHashable { return a == b }
            return type(of: value) is AnyClass && (value as AnyObject) === (other as AnyObject)
        }
    }
}

/// Reads a value the focused view publishes: `@FocusedValue(\.selectedNote) var note`.
/// Nothing has focus in a still render, so the value is nil.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    /// Reads the value at `keyPath` of the focused view's values.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}

    /// The focused view's value: nil in a still render.
    public var wrappedValue: Value? { nil }
}

/// Reads a binding the focused view publishes: `@FocusedBinding(\.noteText) var text`.
/// Nothing has focus in a still render, so the value is nil and writes are ignored.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    /// Reads the binding at `keyPath` of the focused view's values.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}

    /// The bound value: nil in a still render; setting it does nothing.
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }

    /// A binding to the optional value (reads nil, ignores writes).
    public var projectedValue: Binding<Value?> {
        Binding(get: { nil }, set: { _ in })
    }
}

nonisolated extension View {
    /// Publishes a value for `@FocusedValue` readers while this view (or a view inside it)
    /// has focus. Nothing has focus in a still render: this changes nothing.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        modifier(_InertModifier())
    }

    /// Publishes an optional value for `@FocusedValue` readers while this view has focus.
    /// Nothing has focus in a still render: this changes nothing.
    @_disfavoredOverload
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        modifier(_InertModifier())
    }

    /// Publishes a value for `@FocusedValue` readers while this view's scene has focus. A
    /// still render has no focused scene: this changes nothing.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        modifier(_InertModifier())
    }

    /// Publishes an optional value for `@FocusedValue` readers while this view's scene has
    /// focus. A still render has no focused scene: this changes nothing.
    @_disfavoredOverload
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
        modifier(_InertModifier())
    }
}
