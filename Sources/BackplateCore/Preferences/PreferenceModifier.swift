import Foundation

/// Sets a preference's value for the modified view, replacing whatever its content produced
/// for that key (the outermost `preference(key:value:)` wins; `transformPreference` combines).
nonisolated public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    /// The value written.
    public var value: Key.Value
    /// Creates the modifier.
    public init(key: Key.Type = Key.self, value: Key.Value) { self.value = value }
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let value = self.value
        let nodes = content(context)
        // On a view list (`Group`, `ForEach`) the modifier applies to the list as a whole, as
        // SwiftUI's does: the list's combined value is replaced by `value`, once. The first
        // element carries it; the others drop the key.
        for (index, node) in nodes.enumerated() {
            node.preferenceActions.append(index == 0 ? .write { values, _ in values[Key.self] = value }
                                                     : .write { values, _ in values[Key.self] = nil })
        }
        return nodes
    }
}

/// Transforms a preference's value as it leaves the modified view.
nonisolated public struct _PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    /// The transform applied to the content's value (`Key.defaultValue` when it set none).
    public var transform: (inout Key.Value) -> Void
    /// Creates the modifier.
    public init(key: Key.Type = Key.self, transform: @escaping (inout Key.Value) -> Void) { self.transform = transform }
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let transform = self.transform
        return PreferenceAction.attach(.write { values, _ in
            var v = values.value(Key.self)
            transform(&v)
            values[Key.self] = v
        }, to: content(context))
    }
}

nonisolated extension View {
    /// Sets a value for the given preference. It replaces any value the view's content set for
    /// `key`; siblings' values are combined with `Key.reduce` by their common ancestor.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(key: key, value: value))
    }

    /// Applies a transformation to a preference value: `callback` receives the value the
    /// view's content produced (`K.defaultValue` when it set none) and may change it.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                      _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceTransformModifier<K>(key: key, transform: callback))
    }
}
