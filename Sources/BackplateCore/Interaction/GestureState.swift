import Foundation

/// A property wrapper that updates a property while the user performs a gesture and resets
/// it when the gesture ends. A still render performs no gesture: the wrapped value is always
/// the initial value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initialValue: Value

    /// Creates a gesture state with an initial value.
    public init(wrappedValue: Value) { initialValue = wrappedValue }
    /// Creates a gesture state with an initial value.
    public init(initialValue: Value) { self.initialValue = initialValue }
    /// Creates a gesture state with an initial value and the transaction of its reset.
    public init(wrappedValue: Value, resetTransaction: Transaction) { initialValue = wrappedValue }
    /// Creates a gesture state with an initial value and the transaction of its reset.
    public init(initialValue: Value, resetTransaction: Transaction) { self.initialValue = initialValue }
    /// Creates a gesture state with an initial value and a closure run on reset.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initialValue = wrappedValue }
    /// Creates a gesture state with an initial value and a closure run on reset.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { self.initialValue = initialValue }

    /// Creates a gesture state holding `nil` (SwiftUI allows this form for optional values
    /// only). Declared in the type body so that `@GestureState private var x: T?` stays out of
    /// the view's memberwise initialiser, as in SwiftUI; a non-optional value type is a
    /// programming error SwiftUI rejects at compile time, and Backplate stops with a message.
    public init() {
        guard let optional = Value.self as? any ExpressibleByNilLiteral.Type,
              let value = optional.init(nilLiteral: ()) as? Value else {
            preconditionFailure("GestureState<\(Value.self)>() needs an optional value, as in SwiftUI")
        }
        initialValue = value
    }

    /// The current value: the initial value, as no gesture is active in a still render.
    public var wrappedValue: Value { initialValue }

    /// The gesture state itself, for `Gesture.updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a gesture state holding `nil`.
    public init(resetTransaction: Transaction) { self.init(wrappedValue: nil) }
    /// Creates a gesture state holding `nil`, with a closure run on reset.
    public init(reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: nil) }
}
