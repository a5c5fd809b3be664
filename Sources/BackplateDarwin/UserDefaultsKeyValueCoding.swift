// Key-value coding on `UserDefaults`, which iOS's Foundation has (NSObject's `setValue(_:forKey:)`
// and `value(forKey:)`, that NSUserDefaults answers from its store) and Linux's Foundation lacks.
import Foundation

extension UserDefaults {
    /// Stores `value` under `key`, as `set(_:forKey:)` does: `nil` removes the key, as
    /// `NSUserDefaults` does for key-value coding on iOS.
    public func setValue(_ value: Any?, forKey key: String) {
        if let value { set(value, forKey: key) } else { removeObject(forKey: key) }
    }

    /// The value stored under `key` (or registered for it), as `object(forKey:)` answers:
    /// `nil` when there is none.
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }
}
