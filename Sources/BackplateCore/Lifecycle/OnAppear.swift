import Foundation

/// Runs actions when the modified view appears or disappears (SwiftUI's
/// `_AppearanceActionModifier`).
nonisolated public struct _AppearanceActionModifier: ViewModifier, PrimitiveModifier {
    let appear: (() -> Void)?
    let disappear: (() -> Void)?
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        if let lifecycle = context.resolver.lifecycle, let appear {
            lifecycle.appear(at: context.position, appear)
        }
        return content(context)
    }
}

nonisolated extension View {
    /// Adds an action to perform before the view appears.
    ///
    /// `ImageRenderer` draws one pass, as SwiftUI's does: the action never runs and state keeps
    /// its initial value. A hosted render (the `BackplateSnapshotTesting` strategies, like a
    /// view in a `UIHostingController`) runs the action once after the first layout and draws
    /// the state it set synchronously, re-rendering until no new action runs (a bounded number
    /// of passes). Layout is never changed by the modifier itself.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }

    /// Adds an action to perform after the view disappears. No view disappears while a still
    /// frame or a snapshot is drawn, so the action never runs.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }
}
