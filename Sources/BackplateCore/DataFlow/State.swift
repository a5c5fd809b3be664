import Foundation

/// A property wrapper for state owned by a view.
///
/// Backplate keeps state per position in the view tree: the first time a render evaluates a
/// view at a position, the state there holds the initial value from the view's declaration,
/// and writes made during that render (through the wrapper or through `$binding`, in `body`
/// or in views it creates) go to that position's storage. Two copies of a view at different
/// positions never share state; a `ForEach` element's state follows its id; `.id(_:)` gives a
/// new identity with fresh state; and two renders never share state, because a render is one
/// frame: there is no interaction that could change state between frames.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let initial: Value
    var box: StateBox<Value>?

    /// Creates state with an initial value.
    public init(wrappedValue value: Value) { initial = value }
    /// Creates state with an initial value.
    public init(initialValue value: Value) { initial = value }

    /// The current value at this view's position. Written outside a view's body, the write is
    /// dropped with a runtime warning, as SwiftUI drops it.
    public var wrappedValue: Value {
        get { box?.value ?? initial }
        nonmutating set {
            if let box { box.value = newValue } else {
                RuntimeWarning.emit("Modifying State<\(Value.self)> outside of being installed on a View: the write is dropped.")
            }
        }
    }

    /// A binding to the value at this view's position (a constant binding of the initial value
    /// outside a view's body, as in SwiftUI).
    public var projectedValue: Binding<Value> {
        if let box { return Binding(get: { box.value }, set: { box.value = $0 }) }
        RuntimeWarning.emit("Accessing State<\(Value.self)>'s binding outside of being installed on a View: a constant binding of the initial value.")
        return .constant(initial)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates state holding `nil`.
    public init() { self.init(wrappedValue: nil) }
}

extension State: InstallableDynamicProperty {
    mutating func install(_ context: inout DynamicPropertyContext) {
        let initial = self.initial
        box = context.box { StateBox(initial) }
    }
}

/// The storage of one state slot in one render.
final class StateBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// State is sendable when its value is (its box belongs to one render).
extension State: @unchecked Sendable where Value: Sendable {}  // Unchecked Sendable: see above.
