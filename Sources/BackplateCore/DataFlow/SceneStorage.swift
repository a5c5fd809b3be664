import Foundation

/// A property wrapper type that reads and writes to persisted, per-scene storage.
///
/// A render has no scene to restore, so the value is always the declared default (or `nil`
/// for the optional forms) when the view is first evaluated; writes made during the render
/// change the value at that view's position for the rest of the render, like `@State`.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    var box: StateBox<Value>?

    package init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    /// The value at this view's position in the render.
    public var wrappedValue: Value {
        get { box?.value ?? defaultValue }
        nonmutating set { box?.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        guard let box else { return .constant(defaultValue) }
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension SceneStorage: InstallableDynamicProperty {
    mutating func install(_ context: inout DynamicPropertyContext) {
        let value = defaultValue
        box = context.box { StateBox(value) }
    }
}

extension SceneStorage {
    /// Creates a property that stores a Boolean in scene storage.
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(key: key, defaultValue: wrappedValue) }
    /// Creates a property that stores an integer in scene storage.
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(key: key, defaultValue: wrappedValue) }
    /// Creates a property that stores a double in scene storage.
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(key: key, defaultValue: wrappedValue) }
    /// Creates a property that stores a string in scene storage.
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(key: key, defaultValue: wrappedValue) }
    /// Creates a property that stores a URL in scene storage.
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(key: key, defaultValue: wrappedValue) }
    /// Creates a property that stores data in scene storage.
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(key: key, defaultValue: wrappedValue) }
    /// Creates a property that stores an integer-backed `RawRepresentable` in scene storage.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// Creates a property that stores a string-backed `RawRepresentable` in scene storage.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue)
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// Creates a property that stores an optional Boolean (`nil` in a render).
    public init(_ key: String) where Value == Bool? { self.init(key: key, defaultValue: nil) }
    /// Creates a property that stores an optional integer (`nil` in a render).
    public init(_ key: String) where Value == Int? { self.init(key: key, defaultValue: nil) }
    /// Creates a property that stores an optional double (`nil` in a render).
    public init(_ key: String) where Value == Double? { self.init(key: key, defaultValue: nil) }
    /// Creates a property that stores an optional string (`nil` in a render).
    public init(_ key: String) where Value == String? { self.init(key: key, defaultValue: nil) }
    /// Creates a property that stores an optional URL (`nil` in a render).
    public init(_ key: String) where Value == URL? { self.init(key: key, defaultValue: nil) }
    /// Creates a property that stores optional data (`nil` in a render).
    public init(_ key: String) where Value == Data? { self.init(key: key, defaultValue: nil) }
    /// Creates a property that stores an optional string-backed `RawRepresentable`.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil)
    }
    /// Creates a property that stores an optional integer-backed `RawRepresentable`.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil)
    }
}

extension SceneStorage where Value == TabViewCustomization {
    /// Creates a property that keeps a tab view's customization in scene storage (iOS 18): a
    /// render starts from `wrappedValue`; `store` is accepted and unused.
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue)
    }
}
