import Foundation

// The iOS 17 `Transition` values (`.opacity`, `.scale(0.5)`, `.move(edge:)`... and
// `combined(with:)`), for `.transition(.scale(0.5).combined(with: .opacity))`. A still render
// shows the view present, the `.identity` phase, where each of them leaves the view unchanged.

/// Fades the view in and out; at rest the view is opaque.
nonisolated public struct OpacityTransition: Transition {
    /// An opacity transition.
    public init() {}
    /// The content, unchanged at rest.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
    /// A fade moves nothing: no motion (kept when Reduce Motion is on).
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Scales the view from `scale` around `anchor`; at rest the view is full size.
nonisolated public struct ScaleTransition: Transition {
    /// The scale of the removed view.
    public var scale: Double
    /// The point the view scales around.
    public var anchor: UnitPoint
    /// A scale transition from `scale` around `anchor`.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    /// The content, full size at rest.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }
}

/// Moves the view in from and out to an edge; at rest the view is where layout put it.
nonisolated public struct MoveTransition: Transition {
    /// The edge the view moves from and to.
    public var edge: Edge
    /// A move transition to `edge`.
    public init(edge: Edge) { self.edge = edge }
    /// The content, unmoved at rest.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Slides in from the leading edge and out to the trailing edge; no change at rest.
nonisolated public struct SlideTransition: Transition {
    /// A slide transition.
    public init() {}
    /// The content, unmoved at rest.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Offsets the removed view by `offset`; at rest the view is not offset.
nonisolated public struct OffsetTransition: Transition {
    /// The offset of the removed view.
    public var offset: CGSize
    /// An offset transition by `offset`.
    public init(_ offset: CGSize) { self.offset = offset }
    /// The content, not offset at rest.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

/// Pushes the view in from an edge and out to the opposite one; no change at rest.
nonisolated public struct PushTransition: Transition {
    /// The edge the view arrives from.
    public var edge: Edge
    /// A push transition from `edge`.
    public init(edge: Edge) { self.edge = edge }
    /// The content, unmoved at rest.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// No transition: the view is the same in every phase.
nonisolated public struct IdentityTransition: Transition {
    /// The identity transition.
    public init() {}
    /// The content, unchanged.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// One transition for insertion and another for removal; at rest, the view as present.
nonisolated public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    /// The transition used when the view is inserted.
    public var insertion: Insertion
    /// The transition used when the view is removed.
    public var removal: Removal
    /// A transition that inserts with `insertion` and removes with `removal`.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }
    /// The content: the insertion transition's identity phase at rest.
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        if phase == .didDisappear {
            removal.apply(content: content, phase: phase)
        } else {
            insertion.apply(content: content, phase: phase)
        }
    }
}

/// Two transitions applied together (`combined(with:)`).
nonisolated struct CombinedTransition<First: Transition, Second: Transition>: Transition {
    var first: First
    var second: Second
    @MainActor func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }
}

/// A transition with an animation attached (`animation(_:)`): the animation never shows in a
/// still render.
nonisolated struct AnimatedTransition<Base: Transition>: Transition {
    var base: Base
    @MainActor func body(content: Content, phase: TransitionPhase) -> some View {
        base.apply(content: content, phase: phase)
    }
}

nonisolated extension Transition {
    /// This transition's effect on `content` in `phase`: what a view with `.transition(self)`
    /// looks like at that point of its insertion or removal (a still render draws `.identity`).
    @MainActor @preconcurrency public func apply<V: View>(content: V, phase: TransitionPhase) -> Body {
        body(content: PlaceholderContentView<Self>(content), phase: phase)
    }

    /// This transition and `other` together.
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }

    /// This transition with `animation` attached (no visible effect in a still render).
    public func animation(_ animation: Animation?) -> some Transition {
        AnimatedTransition(base: self)
    }
}

nonisolated extension Transition where Self == OpacityTransition {
    /// Fades the view in and out.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

nonisolated extension Transition where Self == ScaleTransition {
    /// Scales the view from zero.
    public static var scale: ScaleTransition { ScaleTransition(0) }
    /// Scales the view from `scale` around `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self {
        ScaleTransition(scale, anchor: anchor)
    }
}

nonisolated extension Transition where Self == MoveTransition {
    /// Moves the view in from and out to `edge`.
    public static func move(edge: Edge) -> Self { MoveTransition(edge: edge) }
}

nonisolated extension Transition where Self == SlideTransition {
    /// Slides the view in from the leading edge and out to the trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}

nonisolated extension Transition where Self == OffsetTransition {
    /// Offsets the removed view by `offset`.
    public static func offset(_ offset: CGSize) -> Self { OffsetTransition(offset) }
    /// Offsets the removed view by `x` and `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { OffsetTransition(CGSize(width: x, height: y)) }
}

nonisolated extension Transition where Self == PushTransition {
    /// Pushes the view in from `edge`.
    public static func push(from edge: Edge) -> Self { PushTransition(edge: edge) }
}

nonisolated extension Transition where Self == IdentityTransition {
    /// No transition.
    public static var identity: IdentityTransition { IdentityTransition() }
}

// No `Transition.asymmetric(insertion:removal:)`: SwiftUI has none (only `AnyTransition`'s and
// `AsymmetricTransition(insertion:removal:)`); a second `.asymmetric` made `.transition(.asymmetric(...))`
// solve its arguments twice (docs/type-checking.md).

extension AnyTransition {
    /// A type-erased transition from an iOS 17 `Transition` value.
    public init<T: Transition>(_ transition: T) {
        self.init(String(describing: T.self))
    }
}
