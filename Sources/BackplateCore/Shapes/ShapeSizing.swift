import Foundation

/// A shape whose path is made in a rectangle of a fixed size at the frame's origin.
nonisolated struct FixedSizePathShape<Base: Shape>: Shape {
    let base: Base
    let size: CGSize

    func path(in rect: CGRect) -> Path { base.path(in: CGRect(origin: rect.origin, size: size)) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}

nonisolated extension Shape {
    /// The same shape, making its path in a rectangle of `size` at its frame's origin instead
    /// of in the whole frame. The shape's layout (its size in a stack) does not change.
    public func size(_ size: CGSize) -> some Shape { FixedSizePathShape(base: self, size: size) }

    /// The same shape, making its path in a `width` × `height` rectangle at its frame's origin.
    public func size(width: CGFloat, height: CGFloat) -> some Shape {
        FixedSizePathShape(base: self, size: CGSize(width: width, height: height))
    }
}

nonisolated extension Shape where Self == ContainerRelativeShape {
    /// A shape concentric with the container that holds the view (a widget's, for instance).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

nonisolated extension Shape where Self == ButtonBorderShape {
    /// The border shape of a bordered button: `ButtonBorderShape.automatic`, a capsule.
    public static var buttonBorder: ButtonBorderShape { .automatic }
}
