import Foundation

/// An effect a pointer or gaze hovering over a view applies (iOS 18). An iPhone has no
/// pointer: a view with a hover effect draws as without it.
public protocol CustomHoverEffect {
    /// The type of effect `body(content:)` returns.
    associatedtype Body: CustomHoverEffect
    /// The effect this one builds on: none.
    typealias Content = EmptyHoverEffect
    /// The effect, built from `content`.
    func body(content: Content) -> Body
}

/// The hover effect that changes nothing, the start of every custom effect.
public struct EmptyHoverEffect: CustomHoverEffect, Sendable {
    /// Creates the empty effect.
    public init() {}
    /// The empty effect itself.
    public func body(content: Content) -> EmptyHoverEffect { self }
}

/// The system's choice of hover effect for the view (`.automatic`). Draws nothing extra.
public struct AutomaticHoverEffect: CustomHoverEffect, Sendable {
    /// Creates the automatic effect.
    public init() {}
    /// The effect: its content unchanged in a render.
    public func body(content: Content) -> some CustomHoverEffect { content }
}

/// A platter behind the view that follows the pointer (`.highlight`). Draws nothing extra.
public struct HighlightHoverEffect: CustomHoverEffect, Sendable {
    /// Creates the highlight effect.
    public init() {}
    /// The effect: its content unchanged in a render.
    public func body(content: Content) -> some CustomHoverEffect { content }
}

/// The view lifts under a shadowed pointer (`.lift`). Draws nothing extra.
public struct LiftHoverEffect: CustomHoverEffect, Sendable {
    /// Creates the lift effect.
    public init() {}
    /// The effect: its content unchanged in a render.
    public func body(content: Content) -> some CustomHoverEffect { content }
}

extension CustomHoverEffect where Self == AutomaticHoverEffect {
    /// The system's choice of effect.
    public static var automatic: AutomaticHoverEffect { AutomaticHoverEffect() }
}

extension CustomHoverEffect where Self == HighlightHoverEffect {
    /// A platter behind the view that follows the pointer.
    public static var highlight: HighlightHoverEffect { HighlightHoverEffect() }
}

extension CustomHoverEffect where Self == LiftHoverEffect {
    /// The view lifts under a shadowed pointer.
    public static var lift: LiftHoverEffect { LiftHoverEffect() }
}

extension CustomHoverEffect {
    /// This effect, turned off when `disabled`. A render has no pointer either way.
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some CustomHoverEffect { self }
}

extension HoverEffect {
    /// A hover effect made from a custom one (iOS 18). A render has no pointer.
    public init(_ effect: some CustomHoverEffect) { self.init(name: "custom") }
}

nonisolated extension View {
    /// Applies a custom hover effect (iOS 18). An iPhone has no pointer, so the view draws as
    /// without it.
    public func hoverEffect(_ effect: some CustomHoverEffect, isEnabled: Bool = true) -> some View {
        modifier(_InertModifier())
    }
    /// Sets the custom hover effect of the views inside this one that use `.automatic`. An
    /// iPhone has no pointer: nothing changes.
    public func defaultHoverEffect(_ effect: some CustomHoverEffect) -> some View {
        modifier(_InertModifier())
    }
}
