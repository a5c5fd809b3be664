import Foundation

extension VectorArithmetic {
    /// This value with each component multiplied by `rhs` (iOS 17).
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }

    /// Moves this value `amount` of the way towards `other` (0: unchanged, 1: `other`).
    public mutating func interpolate(towards other: Self, amount: Double) {
        self = interpolated(towards: other, amount: amount)
    }

    /// The value `amount` of the way from this value to `other` (0: this value, 1: `other`).
    public func interpolated(towards other: Self, amount: Double) -> Self {
        self + (other - self).scaled(by: amount)
    }
}
