import Foundation

/// A property wrapper for state owned by a view. Backplate renders a single frame, so the
/// state holds its initial value unless code in `body` writes it through a binding.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let storage: StateStorage<Value>

    /// Creates state with an initial value.
    public init(wrappedValue value: Value) { storage = StateStorage(value) }
    /// Creates state with an initial value.
    public init(initialValue value: Value) { storage = StateStorage(value) }

    /// The current value.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let s = storage
        return Binding(get: { s.value }, set: { s.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates state holding `nil`.
    public init() { self.init(wrappedValue: nil) }
}

final class StateStorage<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A two-way connection to a value stored elsewhere.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// Creates a binding from another binding (the `@Binding var x: T` initialiser form).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value the binding refers to.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] },
                         set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}
