import Foundation

/// A modifier with no effect on a still render (gestures, tasks, accessibility, presentations,
/// which need a running app): it passes its content through unchanged, creating no node, so
/// layout and pixels are exactly those of the unmodified view. Kept so SwiftUI code compiles.
nonisolated public struct _InertModifier: ViewModifier, PrimitiveModifier {
    /// Creates the modifier.
    public init() {}
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] { content(context) }
}
