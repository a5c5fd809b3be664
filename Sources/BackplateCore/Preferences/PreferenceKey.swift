import Foundation

/// A named value produced by a view and combined, sibling by sibling, on its way up to the
/// view's ancestors.
///
/// Preferences flow upward after layout: a render lays the tree out, then computes every
/// preference from the placed views, so values may depend on sizes and positions
/// (`anchorPreference`, `GeometryReader` content). Views that set no value for a key take no
/// part in combining it; an ancestor that reads a key nothing set sees `defaultValue`.
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value
    /// The value an ancestor reads when no descendant sets the preference.
    /// `reduce(value: &x, nextValue: { defaultValue })` should not change the meaning of `x`.
    static var defaultValue: Value { get }
    /// Combines the value accumulated so far with the next sibling's value. Backplate calls it
    /// in view-tree order (declaration order of siblings; a background before the view it
    /// backs, an overlay after it), only for siblings that produced a value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// `nil`: as in SwiftUI's interface, a key whose value is optional needs no `defaultValue`.
    public static var defaultValue: Value { nil }
}

/// The preference values one subtree produced, by key. Only keys some view set are present.
struct PreferenceValues {
    private struct Entry {
        var value: Any
        let key: any PreferenceKey.Type
    }
    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Whether no key is set.
    var isEmpty: Bool { entries.isEmpty }

    /// The value for a key, or `nil` when no view in the subtree set it.
    subscript<K: PreferenceKey>(key: K.Type) -> K.Value? {
        get { entries[ObjectIdentifier(key)]?.value as? K.Value }
        set {
            if let newValue {
                entries[ObjectIdentifier(key)] = Entry(value: newValue, key: key)
            } else {
                entries[ObjectIdentifier(key)] = nil
            }
        }
    }

    /// The value for a key, `K.defaultValue` when nothing set it.
    func value<K: PreferenceKey>(_ key: K.Type) -> K.Value { self[key] ?? K.defaultValue }

    /// Combines a following sibling's values into these: keys only the sibling set are taken
    /// as they are, keys both set go through the key's `reduce`.
    mutating func combine(with next: PreferenceValues) {
        for (id, entry) in next.entries {
            if var mine = entries[id] {
                mine.value = Self.reduce(entry.key, mine.value, entry.value)
                entries[id] = mine
            } else {
                entries[id] = entry
            }
        }
    }

    /// Combines one following value for `key` into these: the key's `reduce` when a value is
    /// already present, else the value as it is (as `combine(with:)` does for one key).
    mutating func combine<K: PreferenceKey>(_ key: K.Type, with next: K.Value) {
        if var accumulated = self[key] {
            K.reduce(value: &accumulated, nextValue: { next })
            self[key] = accumulated
        } else {
            self[key] = next
        }
    }

    private static func reduce<K: PreferenceKey>(_ key: K.Type, _ value: Any, _ next: Any) -> Any {
        guard var accumulated = value as? K.Value, let nextValue = next as? K.Value else { return value }
        K.reduce(value: &accumulated, nextValue: { nextValue })
        return accumulated
    }
}
