import Foundation

/// Emits a runtime warning (when it has a message) each time its content is resolved, and
/// changes nothing else: how a modifier whose effect Backplate does not draw says so.
nonisolated struct _WarningModifier: ViewModifier, PrimitiveModifier {
    let message: String?
    func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        if let message { RuntimeWarning.emit(message) }
        return content(context)
    }
}
