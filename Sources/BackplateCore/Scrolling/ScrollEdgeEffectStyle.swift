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
    /// In the iOS 26 look the navigation bar fades its material out over content lying beneath
    /// it (`.soft`, also what `.automatic` is on iPhone); `.hard` fills the bar without the fade.
    /// The iOS 18 look draws no edge effect.
    ///
    /// - Parameters:
    ///   - style: The edge effect style, or nil for the automatic one.
    ///   - edges: The edges it applies to.
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
        transformEnvironment(\.scrollEdgeEffects) { $0.set(style?.kind ?? .automatic, for: edges) }
    }

    /// Hides the scroll edge effect of the scroll views in this hierarchy at `edges` (iOS 26):
    /// the navigation bar then draws no fade over the content beneath it.
    ///
    /// - Parameters:
    ///   - hidden: Whether the effect is hidden (true by default).
    ///   - edges: The edges it applies to (all by default).
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View {
        transformEnvironment(\.scrollEdgeEffects) { $0.hide(hidden, for: edges) }
    }
}

/// The scroll edge effects a scroll view's environment asks for, per edge (iOS 26).
struct ScrollEdgeEffects: Hashable, Sendable {
    /// The style per edge; an edge not listed is automatic.
    private var styles: [Edge: ScrollEdgeEffectStyle.Kind] = [:]
    /// The edges whose effect is hidden.
    private var hidden: Edge.Set = []

    mutating func set(_ kind: ScrollEdgeEffectStyle.Kind, for edges: Edge.Set) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { styles[edge] = kind }
    }

    mutating func hide(_ isHidden: Bool, for edges: Edge.Set) {
        if isHidden { hidden.formUnion(edges) } else { hidden.subtract(edges) }
    }

    /// The effect drawn at `edge`: nil when hidden; `.automatic` is the soft one on iPhone.
    func effect(at edge: Edge) -> ScrollEdgeEffectStyle.Kind? {
        if hidden.contains(Edge.Set(edge)) { return nil }
        let kind = styles[edge] ?? .automatic
        return kind == .automatic ? .soft : kind
    }
}

private struct ScrollEdgeEffectsKey: EnvironmentKey {
    static let defaultValue = ScrollEdgeEffects()
}

extension EnvironmentValues {
    /// The scroll edge effects set by `scrollEdgeEffectStyle` and `scrollEdgeEffectHidden`.
    var scrollEdgeEffects: ScrollEdgeEffects {
        get { self[ScrollEdgeEffectsKey.self] }
        set { self[ScrollEdgeEffectsKey.self] = newValue }
    }
}
