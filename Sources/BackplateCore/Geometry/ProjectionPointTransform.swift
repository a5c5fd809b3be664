import Foundation

extension CGPoint {
    /// The point mapped by a projection transform: (x, y, 1) times the matrix, divided by the
    /// resulting third coordinate (`m13`, `m23`, `m33` make the perspective). A point sent to
    /// infinity (third coordinate 0) comes back with infinite coordinates, as CoreGraphics does.
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let px = x * m.m11 + y * m.m21 + m.m31
        let py = x * m.m12 + y * m.m22 + m.m32
        let w = x * m.m13 + y * m.m23 + m.m33
        return CGPoint(x: px / w, y: py / w)
    }
}
