import Foundation

/// A type that describes how to animate a property. A still render shows one frame, the
/// final state, so nothing is interpolated; the types exist so SwiftUI code compiles unchanged.
public protocol Animatable {
    /// The type of the animatable data.
    associatedtype AnimatableData: VectorArithmetic
    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// No animatable data.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A type with a vector space's arithmetic, for animation.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component by a scalar.
    mutating func scale(by rhs: Double)
    /// The dot product of the vector with itself.
    var magnitudeSquared: Double { get }
}

/// Empty animatable data.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// Creates empty data.
    public init() {}
    /// Zero.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// Addition does nothing.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Subtraction does nothing.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Scaling does nothing.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}

extension Double: VectorArithmetic {
    /// Multiplies by a scalar.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square.
    public var magnitudeSquared: Double { self * self }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies by a scalar.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// A pair of animatable values.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second
    /// Creates a pair.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    /// Zero.
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    /// Component-wise sum.
    public static func + (l: AnimatablePair, r: AnimatablePair) -> AnimatablePair { AnimatablePair(l.first + r.first, l.second + r.second) }
    /// Component-wise difference.
    public static func - (l: AnimatablePair, r: AnimatablePair) -> AnimatablePair { AnimatablePair(l.first - r.first, l.second - r.second) }
    /// Scales both components.
    public mutating func scale(by rhs: Double) { first.scale(by: rhs); second.scale(by: rhs) }
    /// The sum of both magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
