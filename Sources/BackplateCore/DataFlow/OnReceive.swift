import Foundation

/// The modifier `onReceive(_:perform:)` applies: the content, unchanged.
nonisolated public struct _OnReceiveModifier: ViewModifier, PrimitiveModifier {
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        content(context)
    }
}

nonisolated extension View {
    /// Adds an action to perform when this view detects data emitted by the given publisher.
    ///
    /// A still render is one frame: nothing subscribes to `publisher`, so `action` never runs
    /// and the view is drawn unchanged.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(_OnReceiveModifier())
    }
}
