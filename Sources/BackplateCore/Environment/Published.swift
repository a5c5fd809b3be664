import Foundation

/// A type that publishes a property marked with an attribute (`@Published var title = ""`).
///
/// Backplate has no Combine: the wrapper stores the value, and `$property` is a `Publisher`
/// usable with `onReceive(_:perform:)`, which never fires in a still render.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) { value = wrappedValue }
    /// Creates the published instance with an initial value.
    public init(initialValue: Value) { value = initialValue }

    /// The current value of the property.
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    /// The property's publisher (`$property`).
    public var projectedValue: Published<Value>.Publisher {
        get { Publisher(output: value) }
        set { value = newValue.output }
    }

    /// A publisher for properties marked with the `@Published` attribute: it carries the value
    /// at the time it was read.
    public struct Publisher: BackplateCore.Publisher {
        /// The property's value type.
        public typealias Output = Value
        /// A published property never fails.
        public typealias Failure = Never
        let output: Value
    }
}
