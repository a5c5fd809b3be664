import Foundation

/// A shape whose path is made in a rectangle of a fixed size, placed in the frame so that
/// `anchor` of both coincide (the frame's origin for `.topLeading`).
nonisolated struct FixedSizePathShape<Base: Shape>: Shape {
    let base: Base
    let size: CGSize
    var anchor: UnitPoint = .topLeading

    func path(in rect: CGRect) -> Path {
        let x = rect.minX + (rect.width - size.width) * anchor.x
        let y = rect.minY + (rect.height - size.height) * anchor.y
        return base.path(in: CGRect(x: x.isFinite ? x : rect.minX, y: y.isFinite ? y : rect.minY,
                                    width: size.width, height: size.height))
    }
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

    /// The same shape, making its path in a rectangle of `size` placed in its frame at
    /// `anchor` (iOS 18: `.center` centres it). The shape's layout does not change.
    public func size(_ size: CGSize, anchor: UnitPoint) -> some Shape {
        FixedSizePathShape(base: self, size: size, anchor: anchor)
    }

    /// The same shape, making its path in a `width` × `height` rectangle placed in its frame
    /// at `anchor` (iOS 18). The shape's layout does not change.
    public func size(width: CGFloat, height: CGFloat, anchor: UnitPoint) -> some Shape {
        FixedSizePathShape(base: self, size: CGSize(width: width, height: height), anchor: anchor)
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
