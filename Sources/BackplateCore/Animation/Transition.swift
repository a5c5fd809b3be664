import Foundation

/// How a view is inserted and removed. A still render shows views that are present, fully
/// inserted: a transition never changes what is drawn. Its description is kept for inspection.
public struct AnyTransition: Sendable, CustomStringConvertible {
    /// A readable description, such as `move(edge: .bottom).combined(with: opacity)`.
    public let description: String
    init(_ description: String) { self.description = description }

    /// Fades in and out.
    public static let opacity = AnyTransition("opacity")
    /// Slides in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition("slide")
    /// Scales from zero.
    public static let scale = AnyTransition("scale")
    /// Scales from `scale` around `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition("scale(scale: \(scale), anchor: (\(anchor.x), \(anchor.y)))")
    }
    /// Moves in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(edge: .\(edge))") }
    /// Pushes in from `edge` and out to the opposite edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(from: .\(edge))") }
    /// Offsets by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition("offset(\(offset.width), \(offset.height))") }
    /// Offsets by `x` and `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition("offset(x: \(x), y: \(y))") }
    /// No transition.
    public static let identity = AnyTransition("identity")
    /// Different transitions for insertion and removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition("asymmetric(insertion: \(insertion), removal: \(removal))")
    }
    /// A transition between the modifier's `active` (removed) and `identity` (present) states.
    /// A still render shows the view as present, that is without either modifier.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition("modifier(\(E.self))")
    }
    /// Combines this transition with another.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition("\(description).combined(with: \(other))") }
    /// Attaches an animation to this transition.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition("\(description).animation(\(animation.map { $0.description } ?? "nil"))")
    }
}

nonisolated extension View {
    /// Associates a transition with the view, used when it is inserted or removed. A still
    /// render shows the view inserted: no visible effect.
    public func transition(_ t: AnyTransition) -> some View {
        modifier(_InertModifier())
    }
}
