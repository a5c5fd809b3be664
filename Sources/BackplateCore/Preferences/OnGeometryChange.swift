import Foundation

/// Calls an action with a value computed from the modified view's geometry.
nonisolated struct GeometryActionModifier<T>: ViewModifier, PrimitiveModifier {
    let transform: (GeometryProxy) -> T
    let action: (T) -> Void
    func body(content: Content) -> Never { primitiveModifierBody(Self.self) }

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let transform = self.transform, action = self.action
        return PreferenceAction.attach(.geometry { geometry in action(transform(GeometryProxy(geometry))) },
                                       to: content(context))
    }
}

nonisolated extension View {
    /// Adds an action to perform when a value computed from the view's geometry changes.
    ///
    /// A render is a snapshot: after layout Backplate calls `transform` with a proxy for the
    /// view's final frame (its size, `frame(in:)` in any space) and `action` once with the
    /// result. State changed by the action does not re-render the image.
    public func onGeometryChange<T>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
                                    action: @escaping (_ newValue: T) -> Void) -> some View
        where T: Equatable, T: Sendable {
        modifier(GeometryActionModifier(transform: transform, action: action))
    }

    /// Adds an action to perform when a value computed from the view's geometry changes; the
    /// action receives the old and new values. In a still render it is called once, after
    /// layout, with the final value as both.
    public func onGeometryChange<T>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                    action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View
        where T: Equatable {
        modifier(GeometryActionModifier(transform: transform, action: { action($0, $0) }))
    }
}
