import Foundation
import BackplateCore

// iOS 17's `@AppStorage` and `@SceneStorage` of a model's `persistentModelID`, which SwiftUI
// stores as JSON data. A render reads what `UserDefaults` holds and writes nothing back.

/// The identifier JSON-encoded in the data user default `key`, or nil.
private func storedIdentifier(_ defaults: UserDefaults, _ key: String) -> PersistentIdentifier? {
    defaults.data(forKey: key).flatMap { try? JSONDecoder().decode(PersistentIdentifier.self, from: $0) }
}

extension AppStorage {
    /// Creates a property that reads a model identifier from a data user default
    /// (`wrappedValue` if none is stored or it does not decode).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == PersistentIdentifier {
        self.init(key: key, defaultValue: wrappedValue, store: store) { d, k in storedIdentifier(d, k) }
    }

    /// Creates a property that reads an optional model identifier from a data user default
    /// (`nil` if none is stored).
    public init(_ key: String, store: UserDefaults? = nil) where Value == PersistentIdentifier? {
        self.init(key: key, defaultValue: nil, store: store) { d, k in storedIdentifier(d, k).map { .some($0) } }
    }
}

extension SceneStorage {
    /// Creates a property that keeps a model identifier for the scene (`wrappedValue` in a
    /// render, which restores no scene).
    public init(wrappedValue: Value, _ key: String) where Value == PersistentIdentifier {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// Creates a property that keeps an optional model identifier for the scene (`nil` in a render).
    public init(_ key: String) where Value == PersistentIdentifier? {
        self.init(key: key, defaultValue: nil)
    }
}
