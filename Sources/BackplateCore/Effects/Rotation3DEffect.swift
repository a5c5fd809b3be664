import Foundation

nonisolated extension View {
    /// Rotates the view's drawing in three dimensions around `axis`, about `anchor`, without
    /// changing layout.
    ///
    /// Backplate draws with 2D affine transforms, so the rotation is projected orthographically
    /// onto the screen: a rotation about the z axis is exact (as `rotationEffect`), a rotation
    /// about the x or y axis foreshortens the view by the cosine of the angle without the
    /// trapezoid that `perspective` adds on a device. An angle of zero draws the view unchanged.
    /// `anchorZ` moves the rotation's centre off the screen plane, which changes nothing
    /// without perspective.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                 anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                                 perspective: CGFloat = 1) -> some View {
        modifier(_Rotation3DEffect(angle: angle, axis: [axis.x, axis.y, axis.z], anchor: anchor))
    }
}

/// `rotation3DEffect`: the orthographic projection of the rotation, about `anchor`. Maps to
/// `DisplayList.Effect.transform`.
nonisolated public struct _Rotation3DEffect: ViewModifier, GeometryRenderEffectModifier, GeometricRenderEffect, Equatable {
    /// The rotation angle.
    public var angle: Angle
    /// The rotation axis (x, y, z).
    public var axis: [CGFloat]
    /// The point of the frame the view rotates about.
    public var anchor: UnitPoint
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "rotation3DEffect" }
    package var localTransform: CGAffineTransform {
        Rotation3DProjection.transform(angle: angle, axis: (axis[0], axis[1], axis[2]))
    }
}

/// The screen-plane projection of a rotation about an arbitrary axis (Rodrigues' formula,
/// keeping the x and y rows and columns of the 3×3 matrix).
enum Rotation3DProjection {
    static func transform(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> CGAffineTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard angle.radians.isFinite, length.isFinite, length > 0 else { return .identity }
        let x = axis.x / length, y = axis.y / length, z = axis.z / length
        let c = CGFloat(cos(angle.radians)), s = CGFloat(sin(angle.radians)), t = 1 - c
        // Rows of R: [tx²+c, txy−sz, txz+sy], [txy+sz, ty²+c, tyz−sx], ...; a point (px, py, 0)
        // maps to (R00 px + R01 py, R10 px + R11 py). CGAffineTransform applies x' = a x + c y.
        return CGAffineTransform(a: t * x * x + c, b: t * x * y + s * z,
                                 c: t * x * y - s * z, d: t * y * y + c, tx: 0, ty: 0)
    }
}
