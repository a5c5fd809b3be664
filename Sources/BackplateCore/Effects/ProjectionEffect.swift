import Foundation

nonisolated extension View {
    /// Applies a projection transform to the view's drawing, in its local coordinates, without
    /// changing layout. Backplate draws affine transforms: an affine projection (`m13` and
    /// `m23` zero, `m33` one) is drawn exactly, as `transformEffect(_:)`; the projective terms
    /// of any other are dropped with a runtime warning, its affine part drawn.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_TransformEffect(transform: ProjectionEffects.drawnPart(of: transform, in: "projectionEffect")))
    }
}

/// What Backplate draws of a projection transform.
enum ProjectionEffects {
    /// The affine part of `transform`; a warning names `modifier` when projective terms are dropped.
    static func drawnPart(of transform: ProjectionTransform, in modifier: String) -> CGAffineTransform {
        if !transform.isAffine {
            RuntimeWarning.emit("\(modifier): the projective terms (m13 \(transform.m13), m23 \(transform.m23), m33 \(transform.m33)) are not drawn; the transform's affine part is")
        }
        let affine = transform.affine
        let values = [affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty]
        return values.allSatisfy(\.isFinite) ? affine : .identity
    }
}
