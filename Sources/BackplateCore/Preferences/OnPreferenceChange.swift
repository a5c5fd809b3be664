import Foundation

/// Calls an action with the value of a preference the modified view produces.
nonisolated public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier where Key.Value: Equatable {
    /// The action.
    public var action: (Key.Value) -> Void
    /// Creates the modifier.
    public init(action: @escaping (Key.Value) -> Void) { self.action = action }
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let action = self.action
        let lifecycle = context.resolver.lifecycle, position = context.position
        let observation = PreferenceObservation { values in
            let value = values.value(Key.self)
            // A hosted render (snapshot) calls the action only when the value changed since
            // the previous pass, and lays the view out again to draw what it set.
            if let lifecycle, !lifecycle.preferenceChanged(value, at: position) { return }
            action(value)
        }
        let nodes = content(context)
        for (index, node) in nodes.enumerated() { node.preferenceActions.append(.observe(observation, part: index)) }
        return nodes
    }
}

nonisolated extension View {
    /// Adds an action to perform when the value of `key` the view produces changes.
    ///
    /// A render is a snapshot: after layout, once every preference is known, Backplate calls
    /// `action` exactly once per layout with the final reduced value (`K.defaultValue` when
    /// nothing in the view set the key). State changed by the action does not re-render the
    /// image (in a hosted render, such as the snapshot strategies, it does: the view is laid
    /// out again, and the action runs again only when the value changes). The value is also
    /// passed on to the view's ancestors unchanged.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action))
    }
}
