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

    /// Moves between phases with `animation` when the view crosses the threshold.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(animation: animation, isInteractive: false)
    }

    /// Moves between phases with the default animation.
    public static let animated = ScrollTransitionConfiguration(animation: .default, isInteractive: false)

    /// Follows the scroll position, easing with `timingCurve`.
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(animation: nil, isInteractive: true)
    }

    /// Follows the scroll position.
    public static let interactive = ScrollTransitionConfiguration(animation: nil, isInteractive: true)

    /// Never leaves the identity phase.
    public static let identity = ScrollTransitionConfiguration(animation: nil, isInteractive: false)

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

/// `scrollTransition`: applies the effect its closure returns for the view's phase. A still
/// render shows the scroll view at rest, where SwiftUI draws the views it shows in the
/// `.identity` phase, so the closure runs once with `.identity` (an effect that depends on
/// the phase only away from identity draws nothing).
nonisolated public struct _ScrollTransitionModifier<Effect: VisualEffect>: ViewModifier, PrimitiveModifier {
    let transition: @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect

    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let steps = transition(EmptyVisualEffect(), .identity).visualEffectSteps
        return VisualEffectStep.apply(steps, to: content(context), in: context.environment)
    }
}

nonisolated extension View {
    /// Changes the view's drawing as it enters or leaves the visible region of its scroll view.
    /// A still render draws the scroll view at rest: the closure runs with `.identity`.
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        modifier(_ScrollTransitionModifier(transition: transition))
    }

    /// Changes the view's drawing as it enters or leaves the visible region, with one
    /// configuration per edge. A still render runs the closure with `.identity`.
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                 axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        modifier(_ScrollTransitionModifier(transition: transition))
    }
}
