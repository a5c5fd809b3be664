import Foundation

// The geometry types SwiftUI makes `Animatable`, with its `AnimatableData` shapes. A still
// render interpolates nothing; custom animatable views and shapes read and write these values.

extension CGPoint: Animatable {
    /// `x` and `y`.
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
    /// The point as a pair (`x`, `y`).
    public var animatableData: AnimatableData {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// `width` and `height`.
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
    /// The size as a pair (`width`, `height`).
    public var animatableData: AnimatableData {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// The origin's data and the size's.
    public typealias AnimatableData = AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>
    /// The rectangle as (origin, size).
    public var animatableData: AnimatableData {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension UnitPoint: Animatable {
    /// `x` and `y`.
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
    /// The unit point as a pair (`x`, `y`).
    public var animatableData: AnimatableData {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension EdgeInsets: Animatable {
    /// `top`, `leading`, `bottom` and `trailing`, nested.
    public typealias AnimatableData = AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>>
    /// The insets as (top, (leading, (bottom, trailing))).
    public var animatableData: AnimatableData {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set {
            top = newValue.first; leading = newValue.second.first
            bottom = newValue.second.second.first; trailing = newValue.second.second.second
        }
    }
}

extension RectangleCornerRadii: Animatable {
    /// The four radii, nested in SwiftUI's order.
    public typealias AnimatableData = AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
    /// The radii as ((topLeading, bottomLeading), (bottomTrailing, topTrailing)).
    public var animatableData: AnimatableData {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set {
            topLeading = newValue.first.first; bottomLeading = newValue.first.second
            bottomTrailing = newValue.second.first; topTrailing = newValue.second.second
        }
    }
}

extension StrokeStyle: Animatable {
    /// `lineWidth`, `miterLimit` and `dashPhase`, nested.
    public typealias AnimatableData = AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>
    /// The style's numbers as (lineWidth, (miterLimit, dashPhase)); caps, joins and dashes do not animate.
    public var animatableData: AnimatableData {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set { lineWidth = newValue.first; miterLimit = newValue.second.first; dashPhase = newValue.second.second }
    }
}

nonisolated extension RoundedRectangle {
    /// The corner size, as SwiftUI animates it.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
}

nonisolated extension UnevenRoundedRectangle {
    /// The corner radii, as SwiftUI animates them.
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }
}

extension Float: VectorArithmetic {
    /// Multiplies by a scalar.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension AnimatablePair {
    /// Adds `rhs` to `lhs`, component by component.
    public static func += (lhs: inout AnimatablePair, rhs: AnimatablePair) { lhs = lhs + rhs }
    /// Subtracts `rhs` from `lhs`, component by component.
    public static func -= (lhs: inout AnimatablePair, rhs: AnimatablePair) { lhs = lhs - rhs }
}

extension EmptyAnimatableData {
    /// Does nothing: there is no data.
    public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    /// Does nothing: there is no data.
    public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
}
