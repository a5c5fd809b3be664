import Foundation

/// A modifier that must resolve to a concrete modifier in an environment before use: SwiftUI
/// calls `resolve(in:)` with the environment of the modified view and applies the modifier it
/// returns. A still render does the same, once, with the render's environment at that point.
@MainActor @preconcurrency
public protocol EnvironmentalModifier: ViewModifier {
    /// The type of modifier to use after being resolved.
    associatedtype ResolvedModifier: ViewModifier
    /// Resolves to a concrete modifier in the given environment.
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

nonisolated extension EnvironmentalModifier {
    /// The modified view: the content with `resolve(in:)`'s modifier applied (you never call or
    /// implement this; SwiftUI's environmental modifiers have no body of their own).
    public func body(content: Content) -> _EnvironmentalModifierBody<Self> {
        _EnvironmentalModifierBody(modifier: self)
    }
}

/// The view an `EnvironmentalModifier` stands for: its resolved modifier applied to its content.
nonisolated public struct _EnvironmentalModifierBody<Modifier: EnvironmentalModifier>: View, PrimitiveView {
    // nonisolated(unsafe): a main-actor modifier, used only by the render that resolves it, on its thread.
    nonisolated(unsafe) let modifier: Modifier

    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let environment = context.environment
        let resolved = ViewIsolation.evaluate(passing: modifier) { $0.resolve(in: environment) }
        return applyModifier(resolved, to: { $0.resolver.resolve(_ViewModifier_Content<Modifier>(), $0) }, in: context)
    }
}
