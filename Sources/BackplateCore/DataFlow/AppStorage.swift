import Foundation

/// A property wrapper type that reflects a value from `UserDefaults`.
///
/// In a render, the value is the one `UserDefaults` holds for the key when the view is
/// evaluated (the `store:` given, else the environment's `defaultAppStorage(_:)`, else
/// `UserDefaults.standard`), or the declared default when it holds none. Writes made during the
/// render (through the wrapper or `$binding`) change the value at that view's position for the
/// rest of the render but are not written to `UserDefaults`: rendering has no side effects.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let store: UserDefaults?
    let read: (UserDefaults, String) -> Value?
    var box: StateBox<Value>?

    package init(key: String, defaultValue: Value, store: UserDefaults?, read: @escaping (UserDefaults, String) -> Value?) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store
        self.read = read
    }

    /// The value for the key in the render (see the type's discussion).
    public var wrappedValue: Value {
        get { box?.value ?? read(store ?? .standard, key) ?? defaultValue }
        nonmutating set { box?.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        guard let box else { return .constant(wrappedValue) }
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

/// A stored user default crosses concurrency domains when its value can, as SwiftUI's does (a
/// widget's timeline provider holding one calls its main-actor methods).
extension AppStorage: @unchecked Sendable where Value: Sendable {}
// Unchecked Sendable: SwiftUI's is Sendable when its value is; its reader and box are read-only off the render.

extension AppStorage: InstallableDynamicProperty {
    mutating func install(_ context: inout DynamicPropertyContext) {
        let defaults = store ?? context.environment[DefaultAppStorageKey.self] ?? .standard
        let value = read(defaults, key) ?? defaultValue
        box = context.box { StateBox(value) }
    }
}

private func stored<T>(_ defaults: UserDefaults, _ key: String, _ get: (UserDefaults) -> T?) -> T? {
    defaults.object(forKey: key) == nil ? nil : get(defaults)
}

extension AppStorage {
    /// Creates a property that reads a Boolean user default (`wrappedValue` if none is stored).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store) { d, k in stored(d, k) { $0.bool(forKey: k) } }
    }
    /// Creates a property that reads an integer user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store) { d, k in stored(d, k) { $0.integer(forKey: k) } }
    }
    /// Creates a property that reads a double user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store) { d, k in stored(d, k) { $0.double(forKey: k) } }
    }
    /// Creates a property that reads a string user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store) { d, k in d.string(forKey: k) }
    }
    /// Creates a property that reads a URL user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store) { d, k in d.url(forKey: k) }
    }
    /// Creates a property that reads a data user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store) { d, k in d.data(forKey: k) }
    }
    /// Creates a property that reads a date user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, store: store) { d, k in d.object(forKey: k) as? Date }
    }
    /// Creates a property that reads an integer user default as a `RawRepresentable` value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store) { d, k in
            stored(d, k) { Value(rawValue: $0.integer(forKey: k)) } ?? nil
        }
    }
    /// Creates a property that reads a string user default as a `RawRepresentable` value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store) { d, k in
            d.string(forKey: k).flatMap(Value.init(rawValue:))
        }
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Creates a property that reads an optional Boolean user default (`nil` if none is stored).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store) { d, k in stored(d, k) { $0.bool(forKey: k) } }
    }
    /// Creates a property that reads an optional integer user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store) { d, k in stored(d, k) { $0.integer(forKey: k) } }
    }
    /// Creates a property that reads an optional double user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store) { d, k in stored(d, k) { $0.double(forKey: k) } }
    }
    /// Creates a property that reads an optional string user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store) { d, k in d.string(forKey: k).map { .some($0) } }
    }
    /// Creates a property that reads an optional URL user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store) { d, k in d.url(forKey: k).map { .some($0) } }
    }
    /// Creates a property that reads an optional data user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store) { d, k in d.data(forKey: k).map { .some($0) } }
    }
    /// Creates a property that reads an optional date user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, defaultValue: nil, store: store) { d, k in (d.object(forKey: k) as? Date).map { .some($0) } }
    }
    /// Creates a property that reads an optional string user default as a `RawRepresentable`.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil, store: store) { d, k in
            d.string(forKey: k).flatMap(R.init(rawValue:)).map { .some($0) }
        }
    }
    /// Creates a property that reads an optional integer user default as a `RawRepresentable`.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, store: store) { d, k in
            (stored(d, k) { R(rawValue: $0.integer(forKey: k)) } ?? nil).map { .some($0) }
        }
    }
}

extension AppStorage where Value == TabViewCustomization {
    /// Creates a property that keeps a tab view's sidebar customization in user defaults (iOS
    /// 18): the stored customization (JSON data) if there is one, else `wrappedValue`.
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store) { d, k in
            d.data(forKey: k).flatMap { try? JSONDecoder().decode(TabViewCustomization.self, from: $0) }
        }
    }
}

/// The user defaults `@AppStorage` reads when it names no `store:`.
struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

nonisolated extension View {
    /// The default store used by `@AppStorage` properties in this view's subtree that name no
    /// `store:`.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        modifier(_EnvironmentTransformModifier { $0[DefaultAppStorageKey.self] = store })
    }
}
