import BackplateCore
import Foundation

/// A property of an app entity that Shortcuts can show and query
/// (`@Property(title: "Name") var name: String`). A class, as on iOS; it reads as set.
@propertyWrapper
public final class EntityProperty<Value: _IntentValue & Sendable>: Sendable {
    /// The property's name, as Shortcuts shows it.
    public let title: LocalizedStringResource?
    private let value: LockedState<Value?>

    /// A property with a title, set later (in the entity's initializer).
    public init(title: LocalizedStringResource) {
        self.title = title
        value = LockedState(nil)
    }

    /// A property with an initial value and a title.
    public init(wrappedValue: Value, title: LocalizedStringResource) {
        self.title = title
        value = LockedState(wrappedValue)
    }

    /// The value: as set, else the type's empty value (with a warning naming the property).
    public var wrappedValue: Value {
        get {
            if let value = value.withLock({ $0 }) { return value }
            return Value.emptyValue(reading: "@Property \"\(title?.resolved ?? "")\" was read before it was set")
        }
        set { value.withLock { $0 = newValue } }
    }

    /// The property itself (`$name`), as entity queries name it.
    public var projectedValue: EntityProperty<Value> { self }
}

extension AppEntity {
    /// The `@Property` property wrapper, spelled as entities spell it.
    public typealias Property<Value: _IntentValue & Sendable> = EntityProperty<Value>
}
