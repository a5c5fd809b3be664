import Foundation

nonisolated extension View {
    /// Extends the view's content beyond its bounds into the safe areas and under floating
    /// sidebars and inspectors (iOS 26), as mirrored, blurred copies of its edges.
    ///
    /// Backplate draws the view as without it (an approximation, with a runtime warning): the
    /// view keeps its own frame, and the safe areas or the space under a sidebar next to it show
    /// what lies behind, not mirrored copies. Use `ignoresSafeArea` to make the view reach the edges.
    public func backgroundExtensionEffect() -> some View {
        modifier(_WarningModifier(message: backgroundExtensionWarning))
    }

    /// Extends the view's content beyond its bounds when `isEnabled` is true (iOS 26.1); see
    /// `backgroundExtensionEffect()`.
    ///
    /// - Parameter isEnabled: Whether the effect applies.
    public func backgroundExtensionEffect(isEnabled: Bool) -> some View {
        modifier(_WarningModifier(message: isEnabled ? backgroundExtensionWarning : nil))
    }
}

/// The warning of an enabled `backgroundExtensionEffect`.
private let backgroundExtensionWarning =
    "backgroundExtensionEffect: the mirrored, blurred extension into the safe areas is not drawn; the view keeps its own frame"
