import Foundation

/// An object whose properties are kept by key rather than stored (Core Data's managed objects):
/// key-value reading asks it first.
package protocol KeyValueModeled: AnyObject {
    /// The value of modelled property `key`, or nil when it has none.
    func modeledValue(_ key: String) -> Any?
}

/// Key-value reading for predicates and sort descriptors, which Linux's Foundation lacks:
/// a key names a stored property (found with `Mirror`, up the class chain), a dictionary
/// entry, `self`, or `@count`; a dotted key path walks them, through collections element-wise.
package enum KeyValueReading {
    /// The value at `keyPath` of `object` (`nil` when a step is missing or nil).
    package static func value(_ object: Any?, keyPath: String) -> Any? {
        var current: Any? = object
        for key in keyPath.split(separator: ".").map(String.init) {
            guard let value = unwrap(current) else { return nil }
            if key == "@count" {
                current = collection(value)?.count
            } else if key == "self" || key == "SELF" {
                current = value
            } else if let items = collection(value), !(value is String) {
                current = items.compactMap { self.value($0, keyPath: key) }
            } else {
                current = member(value, key)
            }
        }
        return unwrap(current)
    }

    private static func member(_ value: Any, _ key: String) -> Any? {
        if let dictionary = value as? [String: Any] { return dictionary[key] }
        if let object = value as? any KeyValueModeled, let stored = object.modeledValue(key) { return unwrap(stored) }
        return NSObject.storedProperty(key, of: value).flatMap { unwrap($0.value) }
    }

    /// `value` without its optional wrapping (`nil` for an empty optional).
    package static func unwrap(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrap($0.value) }
    }

    /// The elements of an array or set (`nil` for anything else; a string is not one).
    package static func collection(_ value: Any) -> [Any]? {
        if value is String { return nil }
        if let array = value as? [Any] { return array }
        if let set = value as? NSSet { return set.allObjects }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .set || mirror.displayStyle == .collection else { return nil }
        return mirror.children.map(\.value)
    }

    /// A value as a number, for comparisons (numbers, booleans and dates).
    package static func number(_ value: Any) -> Double? {
        switch value {
        case let v as Bool: v ? 1 : 0
        case let v as Int: Double(v)
        case let v as Int16: Double(v)
        case let v as Int32: Double(v)
        case let v as Int64: Double(v)
        case let v as UInt: Double(v)
        case let v as Double: v
        case let v as Float: Double(v)
        case let v as CGFloat: Double(v)
        case let v as Decimal: NSDecimalNumber(decimal: v).doubleValue
        case let v as NSNumber: v.doubleValue
        case let v as Date: v.timeIntervalSinceReferenceDate
        default: nil
        }
    }

    /// A value as text, for string comparisons (strings, UUIDs and URLs).
    package static func text(_ value: Any) -> String? {
        switch value {
        case let v as String: v
        case let v as Substring: String(v)
        case let v as NSString: v as String
        case let v as UUID: v.uuidString
        case let v as URL: v.absoluteString
        default: nil
        }
    }

    /// The order of two values: numbers and dates numerically, text by `options`, objects by
    /// identity (equal or not); `nil` sorts first, as Core Data sorts it.
    package static func compare(_ a: Any?, _ b: Any?, options: String.CompareOptions = []) -> ComparisonResult? {
        switch (unwrap(a), unwrap(b)) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        case let (x?, y?):
            if let m = number(x), let n = number(y) { return m < n ? .orderedAscending : m > n ? .orderedDescending : .orderedSame }
            if let s = text(x), let t = text(y) { return s.compare(t, options: options) }
            if let o = x as? NSObject, let p = y as? NSObject { return o === p ? .orderedSame : nil }
            return nil
        }
    }
}

extension NSSortDescriptor {
    /// Sorts by the value at `keyPath` whatever its type, as Core Data's key-value sorting does
    /// (Foundation on Linux asks for a `Comparable` value): booleans (false first), optional
    /// numbers, dates and text, with `nil` first.
    @_disfavoredOverload
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        self.init(keyPath: keyPath, ascending: ascending) { a, b in KeyValueReading.compare(a, b) ?? .orderedSame }
    }

    /// Sorts as `sortDescriptor` sorts (Foundation's `init(_:)` bridging a Swift sort descriptor,
    /// iOS 15); `ascending` follows its order, and `key` is `nil`, as Linux keeps no key paths' names.
    public convenience init<Compared: NSObject>(_ sortDescriptor: SortDescriptor<Compared>) {
        // The comparator gives the forward order, which `ascending` reverses (setting a Swift
        // descriptor's `order` to `.forward` does not change how Foundation on Linux compares).
        let reversed = sortDescriptor.order == .reverse
        self.init(keyPath: \NSObject.self, ascending: !reversed) { a, b in
            guard let a = a as? Compared, let b = b as? Compared else { return .orderedSame }
            let result = sortDescriptor.compare(a, b)
            return reversed ? ComparisonResult(rawValue: -result.rawValue) ?? .orderedSame : result
        }
    }

    /// Sorts by the value at `key` (a stored property's name or a dotted key path), read with
    /// Swift reflection as Linux has no key-value coding; `nil` sorts first, strings compare
    /// literally as `compare(_:)` does.
    public convenience init(key: String?, ascending: Bool) {
        let keyPath = key ?? "self"
        self.init(keyPath: \NSObject.self, ascending: ascending) { a, b in
            KeyValueReading.compare(KeyValueReading.value(a, keyPath: keyPath), KeyValueReading.value(b, keyPath: keyPath)) ?? .orderedSame
        }
    }
}
