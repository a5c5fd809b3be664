internal import BackplateCore
import Foundation

/// Objects whose values by key live in a store rather than in stored properties (`UserDefaults`,
/// Core Data's managed objects): `NSObject`'s key-value coding reads and writes that store.
package protocol KeyValueStorage: AnyObject {
    /// The value stored under `key`, nil when there is none.
    func storedValue(forKey key: String) -> Any?
    /// Stores `value` under `key`; nil removes it.
    func store(_ value: Any?, forKey key: String)
}

/// `NSObject`'s key-value coding and `responds(to:)`, which Linux's Foundation lacks (it has no
/// Objective-C runtime). Reading finds a stored property by name with `Mirror`; writing a
/// property by name, unknown keys and method lookups cannot be answered and warn instead.
extension NSObject {
    /// The value of the property named `key`: a stored property (or its `_key` wrapper or lazy
    /// storage) read by reflection. A key the object has no stored property for answers nil
    /// with a runtime warning, where iOS raises `NSUnknownKeyException`.
    public func value(forKey key: String) -> Any? {
        if let storage = self as? any KeyValueStorage { return storage.storedValue(forKey: key) }
        if let property = Self.storedProperty(key, of: self) { return Self.unwrapped(property.value) }
        RuntimeWarning.emit("Foundation: value(forKey: \"\(key)\") on \(type(of: self)) finds no stored property of that name; it answers nil (a render has no Objective-C runtime)")
        return nil
    }

    /// Sets the property named `key`. Only stores (`UserDefaults`, managed objects) take
    /// values by key in a render; on other objects the call changes nothing and warns.
    public func setValue(_ value: Any?, forKey key: String) {
        if let storage = self as? any KeyValueStorage { return storage.store(value, forKey: key) }
        RuntimeWarning.emit("Foundation: setValue(_:forKey: \"\(key)\") on \(type(of: self)) changes nothing (a render has no Objective-C runtime to call its setter)")
    }

    /// The value at a dotted key path ("owner.name"), each step read as `value(forKey:)`
    /// reads it (dictionaries by key); nil when a step is missing.
    public func value(forKeyPath keyPath: String) -> Any? {
        var current: Any? = self
        for key in keyPath.split(separator: ".").map(String.init) {
            switch current {
            case let object as NSObject: current = object.value(forKey: key)
            case let dictionary as [String: Any]: current = dictionary[key]
            default: return nil
            }
        }
        return current
    }

    /// Sets the value at a dotted key path: the last step is set as `setValue(_:forKey:)` sets it.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        var keys = keyPath.split(separator: ".").map(String.init)
        guard let last = keys.popLast() else { return }
        let owner = keys.isEmpty ? self : self.value(forKeyPath: keys.joined(separator: "."))
        guard let object = owner as? NSObject else {
            return RuntimeWarning.emit("Foundation: setValue(_:forKeyPath: \"\(keyPath)\") on \(type(of: self)) finds no object to set")
        }
        object.setValue(value, forKey: last)
    }

    /// Whether the object implements the Objective-C method `aSelector`: false in a render, which
    /// has no method table, with a runtime warning naming the selector, so guarded calls are skipped.
    public func responds(to aSelector: Selector!) -> Bool {
        RuntimeWarning.emit("Foundation: responds(to: \(aSelector.map(\.description) ?? "nil")) on \(type(of: self)) answers false (a render has no Objective-C runtime)")
        return false
    }

    /// The stored property `key` of `object`, up its class chain (a property wrapper's `_key`
    /// and lazy storage included); nil when it has none.
    package static func storedProperty(_ key: String, of object: Any) -> Mirror.Child? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == key || child.label == "_" + key || child.label == "$__lazy_storage_$_" + key {
                return child
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// `value` without its optional wrapping (nil for an empty optional).
    package static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrapped($0.value) } ?? nil
    }
}

/// `UserDefaults` answers key-value coding from its store, as `NSUserDefaults` does on iOS:
/// `setValue(_:forKey:)` is `set(_:forKey:)` (nil removes the key), `value(forKey:)` is `object(forKey:)`.
extension UserDefaults: KeyValueStorage {
    package func storedValue(forKey key: String) -> Any? { object(forKey: key) }
    package func store(_ value: Any?, forKey key: String) {
        if let value { set(value, forKey: key) } else { removeObject(forKey: key) }
    }
}
