import Foundation

extension ProjectionTransform {
    /// Inverts the transform in place; returns `false` (leaving it unchanged) when it is singular
    /// or not finite.
    @discardableResult
    public mutating func invert() -> Bool {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let det = m11 * c11 + m21 * c12 + m31 * c13
        guard det != 0, det.isFinite else { return false }
        var r = ProjectionTransform()
        r.m11 = c11 / det; r.m12 = c12 / det; r.m13 = c13 / det
        r.m21 = (m23 * m31 - m21 * m33) / det; r.m22 = (m11 * m33 - m13 * m31) / det; r.m23 = (m13 * m21 - m11 * m23) / det
        r.m31 = (m21 * m32 - m22 * m31) / det; r.m32 = (m12 * m31 - m11 * m32) / det; r.m33 = (m11 * m22 - m12 * m21) / det
        self = r
        return true
    }

    /// The inverse transform, or this one unchanged when it has none.
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }
}
