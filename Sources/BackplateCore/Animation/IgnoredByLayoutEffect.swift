import Foundation

/// A geometry effect that leaves its view's layout alone, made by `ignoredByLayout()`. Backplate
/// never lets a geometry effect move its view's frame, so it draws as the effect it wraps.
nonisolated public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    /// The effect wrapped.
    public var base: Base

    /// The wrapped effect's animatable data.
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }

    /// The wrapped effect's transform.
    public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}

nonisolated extension GeometryEffect {
    /// The effect, applied to the drawing only: the view's frame, and those of views laid out
    /// around it, stay as without the effect.
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(base: self) }
}
