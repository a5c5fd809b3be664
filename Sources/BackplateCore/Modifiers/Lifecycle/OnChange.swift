import Foundation

extension View {
    /// Performs an action when `value` changes (deprecated in SwiftUI). Nothing changes in a
    /// still render, so the action never runs: no visible effect.
    @available(*, deprecated, message: "Use onChange with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(_InertModifier())
    }

    /// Performs an action, given the old and new values, when `value` changes (iOS 17). A still
    /// render never runs it, not even with `initial: true` (that run belongs to the view's
    /// appearance, which, like `onAppear`, a single frame does not have): no visible effect.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(_InertModifier())
    }

    /// Performs an action when `value` changes (iOS 17). A still render never runs it, as for
    /// the two-parameter form: no visible effect.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(_InertModifier())
    }
}
