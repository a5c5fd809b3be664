import Foundation

// The scalars SwiftUI makes `Animatable` (iOS 17), so keyframes can animate them: each is its
// own animatable data.

extension Animatable where Self: VectorArithmetic {
    /// The value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Double: Animatable {
    /// The value is its own animatable data.
    public typealias AnimatableData = Double
}

extension CGFloat: Animatable {
    /// The value is its own animatable data.
    public typealias AnimatableData = CGFloat
}

extension Float: Animatable {
    /// The value is its own animatable data.
    public typealias AnimatableData = Float
}
