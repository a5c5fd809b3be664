import Foundation

/// A view that combines the Liquid Glass shapes of the views inside it (iOS 26).
///
/// On iOS, glass shapes inside one container closer than `spacing` blend into each other, and
/// shapes morph between states as views appear and disappear. In a still render the container
/// lays out and draws its content exactly as given: each glass effect inside it draws its own
/// shape, and shapes closer than `spacing` are not merged (an approximation; nothing moves in
/// one frame, so no morphing is lost).
nonisolated public struct GlassEffectContainer<Content: View>: View {
    /// The distance below which glass shapes would blend (nil: the system default).
    let spacing: CGFloat?
    let content: Content

    /// Creates a glass effect container.
    ///
    /// - Parameters:
    ///   - spacing: The spacing below which glass shapes inside blend together; nil uses the
    ///     system's default.
    ///   - content: The views whose glass effects the container combines.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    /// The content, unchanged.
    public var body: some View { content }
}

nonisolated extension View {
    /// Associates an identity with this view's glass effect (iOS 26), so that a
    /// `GlassEffectContainer` can morph it into another glass shape with the same identity
    /// during a transition. A still render shows no transition: the view draws as without it.
    ///
    /// - Parameters:
    ///   - id: The identity of the glass effect, or nil for none.
    ///   - namespace: The namespace the identity belongs to.
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
        modifier(_InertModifier())
    }

    /// Joins this view's glass effect with others sharing `id` in `namespace` (iOS 26): on iOS
    /// they draw as one glass shape spanning all of them. In a still render each view keeps its
    /// own glass shape (an approximation: the union is not drawn).
    ///
    /// - Parameters:
    ///   - id: The identity of the union, or nil for none.
    ///   - namespace: The namespace the identity belongs to.
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View {
        modifier(_InertModifier())
    }
}
