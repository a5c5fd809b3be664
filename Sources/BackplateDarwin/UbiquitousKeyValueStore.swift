// `NSUbiquitousKeyValueStore`, which iOS's Foundation has and Linux's lacks. A render runs as a
// simulator signed out of iCloud: values set in the process are kept for it, nothing syncs,
// and no change arrives from another device.
import Foundation
internal import BackplateCore

/// iCloud's key-value store: a dictionary of property-list values shared by every instance in
/// the process (`default` and `NSUbiquitousKeyValueStore()` read the same values); it starts
/// empty and is never written to disk or sent anywhere.
open class NSUbiquitousKeyValueStore: NSObject {
    /// The values of every store in the process.
    private static let values = LockedState<[String: Any]>(unchecked: [:])

    /// Posted when iCloud changes values from another device; never in a render.
    public static let didChangeExternallyNotification = Notification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

    /// The shared store.
    open class var `default`: NSUbiquitousKeyValueStore { NSUbiquitousKeyValueStore() }

    /// A store over the process's values.
    public override init() { super.init() }

    /// The value for `aKey`, or nil.
    open func object(forKey aKey: String) -> Any? { Self.values.withLockUnchecked { $0[aKey] } }
    /// Sets the value for `aKey`; nil removes it.
    open func set(_ anObject: Any?, forKey aKey: String) { Self.values.withLockUnchecked { $0[aKey] = anObject } }
    /// Removes the value for `aKey`.
    open func removeObject(forKey aKey: String) { set(nil as Any?, forKey: aKey) }

    /// The string for `aKey`, or nil when the value is not one.
    open func string(forKey aKey: String) -> String? { object(forKey: aKey) as? String }
    /// The array for `aKey`, or nil.
    open func array(forKey aKey: String) -> [Any]? { object(forKey: aKey) as? [Any] }
    /// The dictionary for `aKey`, or nil.
    open func dictionary(forKey aKey: String) -> [String: Any]? { object(forKey: aKey) as? [String: Any] }
    /// The data for `aKey`, or nil.
    open func data(forKey aKey: String) -> Data? { object(forKey: aKey) as? Data }
    /// The integer for `aKey`: a number rounded down, a Boolean as 1 or 0, a numeric string's
    /// value; 0 when absent.
    open func longLong(forKey aKey: String) -> Int64 { Int64(exactly: double(forKey: aKey).rounded(.down)) ?? 0 }
    /// The number for `aKey` (Booleans and numeric strings coerced); 0 when absent.
    open func double(forKey aKey: String) -> Double {
        switch object(forKey: aKey) {
        case let value as Bool: value ? 1 : 0
        case let value as Int: Double(value)
        case let value as Int64: Double(value)
        case let value as Double: value
        case let value as String: Double(value) ?? 0
        case let value as NSNumber: value.doubleValue
        default: 0
        }
    }
    /// The Boolean for `aKey`: true for a non-zero number or "true"/"YES"; false when absent.
    open func bool(forKey aKey: String) -> Bool {
        if let text = string(forKey: aKey) { return ["true", "yes"].contains(text.lowercased()) || (Double(text) ?? 0) != 0 }
        return double(forKey: aKey) != 0
    }

    /// Sets a string; nil removes the key.
    open func set(_ aString: String?, forKey aKey: String) { set(aString as Any?, forKey: aKey) }
    /// Sets data; nil removes the key.
    open func set(_ aData: Data?, forKey aKey: String) { set(aData as Any?, forKey: aKey) }
    /// Sets an array; nil removes the key.
    open func set(_ anArray: [Any]?, forKey aKey: String) { set(anArray as Any?, forKey: aKey) }
    /// Sets a dictionary; nil removes the key.
    open func set(_ aDictionary: [String: Any]?, forKey aKey: String) { set(aDictionary as Any?, forKey: aKey) }
    /// Sets an integer.
    open func set(_ value: Int64, forKey aKey: String) { set(value as Any?, forKey: aKey) }
    /// Sets a number.
    open func set(_ value: Double, forKey aKey: String) { set(value as Any?, forKey: aKey) }
    /// Sets a Boolean.
    open func set(_ value: Bool, forKey aKey: String) { set(value as Any?, forKey: aKey) }

    /// Every key and value in the store.
    open var dictionaryRepresentation: [String: Any] { Self.values.withLockUnchecked { $0 } }

    /// Always true: a simulator signed out of iCloud keeps its values locally and has nothing
    /// to exchange.
    @discardableResult
    open func synchronize() -> Bool { true }
}

/// The `userInfo` key of `didChangeExternallyNotification` holding why values changed.
public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
/// The `userInfo` key of `didChangeExternallyNotification` holding the changed keys.
public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"
/// Another device changed values.
public let NSUbiquitousKeyValueStoreServerChange = 0
/// The first download from iCloud.
public let NSUbiquitousKeyValueStoreInitialSyncChange = 1
/// The app stored more than its quota.
public let NSUbiquitousKeyValueStoreQuotaViolationChange = 2
/// The iCloud account changed.
public let NSUbiquitousKeyValueStoreAccountChange = 3
