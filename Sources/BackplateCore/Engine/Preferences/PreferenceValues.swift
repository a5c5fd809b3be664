import Foundation

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

/// What a node does to the preferences of its subtree after they are combined, in the order
/// its modifiers were applied (innermost first).
enum PreferenceAction {
    /// Writes or transforms values; the geometry is where the node was placed (for anchors).
    case write((inout PreferenceValues, PlacedGeometry) -> Void)
    /// Combines values known when the node resolved (no geometry): they can be read before
    /// layout too (`PreferenceCollector.resolvedValues`, navigation's title and toolbar).
    case combine((inout PreferenceValues) -> Void)
    /// Reports the values at this point to an `onPreferenceChange` observation.
    case observe(PreferenceObservation, part: Int)
    /// Reports the node's geometry to an `onGeometryChange` action.
    case geometry((PlacedGeometry) -> Void)

    /// Adds the action to every node of a modifier's content (a modifier on a view list
    /// applies to each element).
    static func attach(_ action: PreferenceAction, to nodes: [ViewNode]) -> [ViewNode] {
        for node in nodes { node.preferenceActions.append(action) }
        return nodes
    }
}
