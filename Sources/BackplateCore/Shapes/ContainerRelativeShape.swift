import Foundation

/// A shape that is replaced by an inset version of the current container shape; a rectangle
/// when no container shape is defined.
///
/// A container defines its shape with `containerShape(_:)` (iOS 17). Drawn as a view (filled,
/// stroked, or as the shape of `background(_:in:)`), the shape is the container's shape inset
/// by the view's smallest distance to the container's edges and laid into the view's frame,
/// so corners stay concentric: inside a container with `RoundedRectangle(cornerRadius: 20)`, a
/// view padded by 8 is a rounded rectangle of radius 12. Without a container shape (an iOS
/// app outside widgets, or any still render that sets none) it draws the view's rectangle, as
/// SwiftUI does. `clipShape(ContainerRelativeShape())` clips to the same resolved shape.
/// Asked directly for `path(in:)` (or wrapped in another shape or `AnyShape` before
/// `clipShape`), it is the rectangle.
nonisolated public struct ContainerRelativeShape: InsettableShape {
    var insetAmount: CGFloat = 0

    /// Creates the shape.
    @inlinable public init() {}

    /// The rectangle `rect`, inset by this shape's inset amount (the container's shape
    /// replaces it where the view is drawn inside one).
    public func path(in rect: CGRect) -> Path {
        Path(rect.insetBy(dx: insetAmount, dy: insetAmount))
    }

    /// The shape inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var shape = self
        shape.insetAmount += amount
        return shape
    }

}

/// A shape whose drawn path depends on the container shape above it and the two frames.
nonisolated protocol ContainerDependentShape: Shape {
    /// The path drawn in `frame` (root coordinates) inside `container`.
    func resolvedPath(in frame: CGRect, container: ContainerShapeValue) -> Path
}

nonisolated extension ContainerDependentShape {
    /// The path drawn in `frame` with the container shape of `environment` (nil: none set).
    func resolvedPath(in frame: CGRect, environment: EnvironmentValues) -> Path? {
        environment.containerShape.map { resolvedPath(in: frame, container: $0) }
    }
}

nonisolated extension ContainerRelativeShape: ContainerDependentShape {
    /// The container's shape inset by the frame's smallest distance to the container's frame
    /// (and by this shape's own inset), in the frame.
    func resolvedPath(in frame: CGRect, container: ContainerShapeValue) -> Path {
        var distance: CGFloat = 0
        if let outer = container.anchor.node?.frame, outer.minX.isFinite, outer.minY.isFinite {
            distance = max(0, min(frame.minX - outer.minX, frame.minY - outer.minY,
                                  outer.maxX - frame.maxX, outer.maxY - frame.maxY))
        }
        let local = CGRect(origin: .zero, size: frame.size)
        let path = container.path(distance + insetAmount, local.insetBy(dx: -distance, dy: -distance))
        return path.offsetBy(dx: frame.minX, dy: frame.minY)
    }
}

/// The shape `containerShape(_:)` set, and the node of the view it was set on (filled in
/// when that view is resolved, read when the display list is built).
struct ContainerShapeValue {
    /// The container's shape inset by an amount, in a rectangle.
    let path: @Sendable (CGFloat, CGRect) -> Path
    /// The shape's corner radii in a rectangle, where it is a rounded rectangle (nil otherwise).
    let cornerRadii: @Sendable (CGRect) -> RectangleCornerRadii?
    let anchor: ContainerShapeAnchor
}

/// Where the container is: its node, whose frame is known once the tree is laid out.
final class ContainerShapeAnchor {
    weak var node: ViewNode?
}

private struct ContainerShapeKey: EnvironmentKey { static var defaultValue: ContainerShapeValue? { nil } }

extension EnvironmentValues {
    /// The container shape `containerShape(_:)` set above (nil: none).
    var containerShape: ContainerShapeValue? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}

/// Sets the container shape for the content and records the modified view's node.
nonisolated struct _ContainerShapeModifier: ViewModifier, PrimitiveModifier {
    let path: @Sendable (CGFloat, CGRect) -> Path
    let cornerRadii: @Sendable (CGRect) -> RectangleCornerRadii?
    func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let anchor = ContainerShapeAnchor()
        var inner = context
        inner.environment.containerShape = ContainerShapeValue(path: path, cornerRadii: cornerRadii, anchor: anchor)
        let nodes = content(inner)
        guard nodes.count == 1 else { return nodes }
        let container = ViewNode.passthrough("containerShape", nodes[0])
        anchor.node = container
        return [container]
    }
}

nonisolated extension View {
    /// Sets the container shape for this view: a `ContainerRelativeShape` drawn inside it
    /// takes this shape, inset to stay concentric with it, and a `ConcentricRectangle`'s
    /// concentric corners follow its corners. Changes nothing else in a still render.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        modifier(_ContainerShapeModifier(path: { amount, rect in shape.inset(by: amount).path(in: rect) },
                                         cornerRadii: { rect in (shape as? any RoundedCornersShape)?.cornerRadii(in: rect) }))
    }
}

/// `clipShape(ContainerRelativeShape())`: the clip resolved with the container shape in
/// force where the modifier is applied, once the container's frame is known.
struct _ContainerRelativeClip: RenderEffect {
    let shape: any ContainerDependentShape
    let container: ContainerShapeValue?
    let style: FillStyle

    func displayEffect(in context: EffectContext) -> DisplayList.Effect? {
        let path = container.map { shape.resolvedPath(in: context.bounds, container: $0) }
            ?? localPath(AnyShape(shape), in: context.bounds)
        return .clip(path, style)
    }
}

/// Wraps each node of the content in the container-relative clip.
nonisolated struct _ContainerRelativeClipModifier: ViewModifier, PrimitiveModifier {
    let shape: any ContainerDependentShape
    let style: FillStyle
    func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let effect = _ContainerRelativeClip(shape: shape, container: context.environment.containerShape, style: style)
        return content(context).map { ViewNode.passthrough("clipShape", $0, effect: effect) }
    }
}

nonisolated extension View {
    /// Clips the view to the container shape set with `containerShape(_:)` above it, inset to
    /// stay concentric with it (the view's rectangle when none is set).
    public func clipShape(_ shape: ContainerRelativeShape, style: FillStyle = FillStyle()) -> some View {
        modifier(_ContainerRelativeClipModifier(shape: shape, style: style))
    }
}
