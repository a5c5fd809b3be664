import Foundation

/// The transition drawn between scrolling content and the controls pinned over it, such as
/// toolbars (iOS 26).
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, hard, soft }
    let kind: Kind

    /// The system's choice for the platform and context.
    public static var automatic: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(kind: .automatic) }
    /// A linear, nearly opaque boundary between pinned controls and scrolling content.
    public static var hard: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(kind: .hard) }
    /// A subtle, blurred boundary between pinned controls and scrolling content.
    public static var soft: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(kind: .soft) }
}

nonisolated extension View {
    /// Configures the scroll edge effect of the scroll views in this hierarchy (iOS 26), for
    /// `edges`; nil restores the automatic style.
    ///
    /// In a still render the bars keep Backplate's iOS 18 appearance (the bar material once
    /// content lies under the bar, none at the scroll edge), so the style changes nothing drawn;
    /// the soft and hard edge effects are not drawn.
    ///
    /// - Parameters:
    ///   - style: The edge effect style, or nil for the automatic one.
    ///   - edges: The edges it applies to.
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
        modifier(_InertModifier())
    }

    /// Hides the scroll edge effect of the scroll views in this hierarchy at `edges` (iOS 26).
    /// Backplate draws no edge effect, so nothing changes.
    ///
    /// - Parameters:
    ///   - hidden: Whether the effect is hidden (true by default).
    ///   - edges: The edges it applies to (all by default).
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View {
        modifier(_InertModifier())
    }
}
