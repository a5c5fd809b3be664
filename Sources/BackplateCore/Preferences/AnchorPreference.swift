import Foundation

nonisolated extension View {
    /// Sets a value for `key` from a geometry value tied to this view: `value` (a rectangle or
    /// point in the view's local coordinates) becomes an `Anchor` once the view is placed, and
    /// `transform` turns it into the preference value. A reader converts the anchor to its own
    /// coordinates with `GeometryProxy`'s subscript. Like `preference(key:value:)`, it replaces
    /// what the view's content set for `key`.
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(_AnchorWritingModifier<A, K>(anchor: value, transform: transform))
    }

    /// Combines this view's anchored geometry into the value of `key` its content produced
    /// (`K.defaultValue` when it set none).
    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(_AnchorTransformModifier<A, K>(anchor: value, transform: transform))
    }
}

/// Writes a preference computed from an anchor of the modified view.
nonisolated public struct _AnchorWritingModifier<AnchorValue, Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    let anchor: Anchor<AnchorValue>.Source
    let transform: (Anchor<AnchorValue>) -> Key.Value
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let source = anchor.make, transform = self.transform
        return PreferenceAction.attach(.write { values, geometry in
            let anchored = Anchor<AnchorValue>(geometry: source.anchored(size: geometry.size, toGlobal: geometry.toGlobal))
            values[Key.self] = transform(anchored)
        }, to: content(context))
    }
}

/// Transforms a preference with an anchor of the modified view.
nonisolated public struct _AnchorTransformModifier<AnchorValue, Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    let anchor: Anchor<AnchorValue>.Source
    let transform: (inout Key.Value, Anchor<AnchorValue>) -> Void
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let source = anchor.make, transform = self.transform
        return PreferenceAction.attach(.write { values, geometry in
            let anchored = Anchor<AnchorValue>(geometry: source.anchored(size: geometry.size, toGlobal: geometry.toGlobal))
            var v = values.value(Key.self)
            transform(&v, anchored)
            values[Key.self] = v
        }, to: content(context))
    }
}
