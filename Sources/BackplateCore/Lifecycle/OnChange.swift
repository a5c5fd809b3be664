import Foundation

/// Runs an action when a value changes between passes of a hosted render (SwiftUI's
/// `_ValueActionModifier`).
nonisolated public struct _ValueActionModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        context.resolver.lifecycle?.change(of: value, at: context.position, initial: initial, action)
        return content(context)
    }
}

nonisolated extension View {
    /// Performs an action when `value` changes (deprecated in SwiftUI). `ImageRenderer` draws
    /// one pass, so nothing changes and the action never runs; in a hosted render (snapshot
    /// strategies) it runs when an `onAppear` or `task` action changed the value, and what it
    /// sets is drawn.
    @available(*, deprecated, message: "Use onChange with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: false, action: { _, new in action(new) }))
    }

    /// Performs an action, given the old and new values, when `value` changes (iOS 17).
    /// `ImageRenderer` never runs it, not even with `initial: true` (that run belongs to the
    /// view's appearance, which a single frame does not have). A hosted render (snapshot
    /// strategies) runs it with `initial: true` after the first layout, and whenever an
    /// `onAppear`, `task` or other action changed the value before the next pass.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }

    /// Performs an action when `value` changes (iOS 17); runs exactly when the two-parameter
    /// form would.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: { _, _ in action() }))
    }
}
