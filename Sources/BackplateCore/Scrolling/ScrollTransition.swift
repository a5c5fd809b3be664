import Foundation

/// Where a view stands in a scroll transition: entering from the top (or leading) edge, at
/// rest inside the visible region, or leaving past the bottom (or trailing) edge.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// The view is (partly) beyond the top or leading edge of the scroll view.
    case topLeading
    /// The view is inside the visible region: no transition applies.
    case identity
    /// The view is (partly) beyond the bottom or trailing edge of the scroll view.
    case bottomTrailing

    /// Whether the phase is `.identity`.
    public var isIdentity: Bool { self == .identity }

    /// The phase as a number: -1 for `.topLeading`, 0 for `.identity`, 1 for `.bottomTrailing`.
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
}

/// How a scroll transition moves between its phases: animated when the view crosses the
/// threshold, or following the scroll position interactively.
public struct ScrollTransitionConfiguration: Sendable {
    /// When a view counts as visible for the transition.
    public struct Threshold: Sendable {
        /// How much of the view must be visible, 0 to 1 (negative: how far it is hidden).
        var visibleFraction: Double
        /// Extra inset of the visible region, in points.
        var inset: CGFloat = 0

        /// The view is visible when it is fully inside the visible region.
        public static var visible: Threshold { Threshold(visibleFraction: 1) }
        /// The view is visible until it is fully outside the visible region.
        public static var hidden: Threshold { Threshold(visibleFraction: 0) }
        /// The view is visible when it crosses the centre of the visible region.
        public static var centered: Threshold { Threshold(visibleFraction: 0.5) }

        /// The view is visible when at least `amount` (0 to 1) of it is visible.
        public static func visible(_ amount: Double) -> Threshold {
            Threshold(visibleFraction: amount.isFinite ? min(max(amount, 0), 1) : 1)
        }

        /// A threshold between this one and `other`.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            let t = amount.isFinite ? min(max(amount, 0), 1) : 0
            return Threshold(visibleFraction: visibleFraction + (other.visibleFraction - visibleFraction) * t,
                             inset: inset + (other.inset - inset) * t)
        }

        /// The threshold with the visible region inset by `distance` points.
        public func inset(by distance: Double) -> Threshold {
            Threshold(visibleFraction: visibleFraction, inset: inset + (distance.isFinite ? distance : 0))
        }
    }

    var animation: Animation?
    var threshold: Threshold = .visible
    var isInteractive: Bool
    /// How an interactive transition eases from hidden (0) to the threshold (1).
    var timingCurve: UnitCurve = .easeInOut
    /// `.identity`: the view never leaves the identity phase.
    var staysIdentity = false

    /// Moves between phases with `animation` when the view crosses the threshold.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(animation: animation, isInteractive: false)
    }

    /// Moves between phases with the default animation.
    public static let animated = ScrollTransitionConfiguration(animation: .default, isInteractive: false)

    /// Follows the scroll position, easing with `timingCurve`.
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(animation: nil, isInteractive: true, timingCurve: timingCurve)
    }

    /// Follows the scroll position.
    public static let interactive = ScrollTransitionConfiguration(animation: nil, isInteractive: true)

    /// Never leaves the identity phase.
    public static let identity = ScrollTransitionConfiguration(animation: nil, isInteractive: false, staysIdentity: true)

    /// The configuration with another animation.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        var copy = self
        copy.animation = animation
        return copy
    }

    /// The configuration with another visibility threshold.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.threshold = threshold
        return copy
    }
}

/// `scrollTransition`: applies the effect its closure returns for the view's phase, found where
/// layout placed the view in its scroll view's visible region (`ScrollTransitionPlacement`): a
/// view partly past an edge at rest draws its edge's effect, interpolated when interactive.
nonisolated public struct _ScrollTransitionModifier<Effect: VisualEffect>: ViewModifier, PrimitiveModifier {
    let placement: ScrollTransitionPlacement
    let transition: @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect

    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let environment = context.environment
        let placement = self.placement
        let transition = self.transition
        return content(context).map { child in
            ViewNode("scrollTransition", layout: VisualEffectLayout(content: child, environment: environment) { proxy in
                placement.steps(for: proxy) { transition(EmptyVisualEffect(), $0).visualEffectSteps }
            }, children: [child])
        }
    }
}

nonisolated extension View {
    /// Changes the view's drawing as it enters or leaves the visible region of its scroll view.
    /// A still render shows the scroll view at rest: views inside the visible region draw the
    /// `.identity` phase, views partly past an edge that edge's phase (interpolated by how much
    /// of them shows, for an interactive configuration).
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        modifier(_ScrollTransitionModifier(placement: ScrollTransitionPlacement(topLeading: configuration, bottomTrailing: configuration, axis: axis),
                                           transition: transition))
    }

    /// Changes the view's drawing as it enters or leaves the visible region, with one
    /// configuration per edge; drawn at rest as `scrollTransition(_:axis:transition:)` is.
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                 axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        modifier(_ScrollTransitionModifier(placement: ScrollTransitionPlacement(topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis),
                                           transition: transition))
    }
}
