import Foundation

extension AnyShape {
    /// The animatable data of a type-erased shape: none (a still render interpolates nothing).
    public typealias AnimatableData = EmptyAnimatableData
    /// Empty: a still render draws the wrapped shape's final path, never an interpolated one.
    public var animatableData: AnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}
