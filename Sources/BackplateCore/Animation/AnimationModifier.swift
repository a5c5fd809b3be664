import Foundation

nonisolated extension View {
    /// Animates changes to this view when `value` changes. A still render shows the final
    /// state: the modifier changes neither layout nor pixels.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_InertModifier())
    }

    /// Animates every change to this view (deprecated in SwiftUI: use
    /// `animation(_:value:)`). A still render shows the final state: no visible effect.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        modifier(_InertModifier())
    }

    /// Animates the changes `body` makes to the modified content (iOS 17). The body is applied
    /// to the content as written, so the still render shows its final state.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView<Self>(self))
    }
}

/// A placeholder for the view a content closure modifies (`phaseAnimator`, `keyframeAnimator`,
/// `animation(_:body:)`, a `Transition`'s body): it draws the original view. `Value` names
/// the modified view's type or the transition's; the content itself is type-erased.
nonisolated public struct PlaceholderContentView<Value>: View {
    let content: AnyView
    init<V: View>(_ content: V) { self.content = AnyView(content) }
    /// The original view.
    public var body: AnyView { content }
}
