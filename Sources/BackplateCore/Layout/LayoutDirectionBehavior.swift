import Foundation

/// What should happen to a view or shape when the layout direction changes.
///
/// Layout always mirrors (`RightToLeftPlacement`); this says whether the *drawing* mirrors too.
/// Shapes mirror in right-to-left by default (`Shape.layoutDirectionBehavior` is `.mirrors`,
/// SwiftUI's default when deploying to iOS 17 and later), so a custom arrow shape points the
/// other way in Arabic; symmetric shapes look the same either way. Backplate mirrors the
/// shape's whole drawing about its frame's centre, so a gradient filling a mirrored shape is
/// mirrored with it (SwiftUI mirrors only the path's points).
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Never mirrors.
    case fixed
    /// Mirrors when the layout direction is the given one.
    case mirrors(in: LayoutDirection)

    /// Mirrors when the layout direction is right-to-left.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    /// Whether the drawing mirrors in `direction`.
    func mirrors(_ direction: LayoutDirection) -> Bool {
        if case .mirrors(let d) = self { return d == direction }
        return false
    }
}

nonisolated extension Shape {
    /// Shapes mirror in right-to-left (`.mirrors`), as in SwiftUI on iOS 17 and later.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
}

/// `layoutDirectionBehavior(_:)`: mirrors the view's drawing about its centre in the layout
/// direction the behavior names. Maps to `DisplayList.Effect.transform`.
nonisolated public struct _LayoutDirectionBehaviorEffect: ViewModifier, RenderEffectModifier, Equatable {
    /// The behavior.
    public var behavior: LayoutDirectionBehavior
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "layoutDirectionBehavior" }
    func makeEffect(in environment: EnvironmentValues) -> any RenderEffect {
        HorizontalFlip(isFlipped: behavior.mirrors(environment.layoutDirection))
    }
}

nonisolated extension View {
    /// Sets the behavior of this view for different layout directions: `.mirrors` flips its
    /// drawing horizontally in right-to-left, `.mirrors(in: .leftToRight)` in left-to-right,
    /// `.fixed` never. Layout is unchanged.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        modifier(_LayoutDirectionBehaviorEffect(behavior: behavior))
    }
}

extension ViewNode {
    /// Wraps a shape's node in a horizontal flip when its behavior mirrors in the environment's
    /// direction (a left-to-right render never wraps a default shape).
    func mirroredIfShapeMirrors(_ behavior: LayoutDirectionBehavior, in environment: EnvironmentValues) -> ViewNode {
        guard behavior.mirrors(environment.layoutDirection) else { return self }
        let node = ViewNode.passthrough("layoutDirectionBehavior", self, effect: HorizontalFlip(isFlipped: true))
        node.layoutDirection = environment.layoutDirection
        return node
    }
}
