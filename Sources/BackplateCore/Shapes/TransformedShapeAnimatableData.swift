import Foundation

// The animatable data of the transformed shapes: their own geometry (offset, scale, angle,
// anchor), as SwiftUI pairs it; the base shape's part is empty, as Backplate's shapes carry none.

extension OffsetShape {
    /// The offset, paired with the base shape's (empty) data.
    public typealias AnimatableData = AnimatablePair<CGSize.AnimatableData, EmptyAnimatableData>
    /// The offset as a (width, height) pair, then the base shape's data.
    public var animatableData: AnimatableData {
        get { AnimatablePair(offset.animatableData, EmptyAnimatableData()) }
        set { offset.animatableData = newValue.first }
    }
}

extension ScaledShape {
    /// The scale, then the anchor, then the base shape's (empty) data.
    public typealias AnimatableData = AnimatablePair<CGSize.AnimatableData, AnimatablePair<UnitPoint.AnimatableData, EmptyAnimatableData>>
    /// The scale factors and the anchor, as SwiftUI nests them.
    public var animatableData: AnimatableData {
        get { AnimatablePair(scale.animatableData, AnimatablePair(anchor.animatableData, EmptyAnimatableData())) }
        set {
            scale.animatableData = newValue.first
            anchor.animatableData = newValue.second.first
        }
    }
}

extension RotatedShape {
    /// The angle (radians), then the anchor, then the base shape's (empty) data.
    public typealias AnimatableData = AnimatablePair<Angle.AnimatableData, AnimatablePair<UnitPoint.AnimatableData, EmptyAnimatableData>>
    /// The angle in radians and the anchor, as SwiftUI nests them.
    public var animatableData: AnimatableData {
        get { AnimatablePair(angle.animatableData, AnimatablePair(anchor.animatableData, EmptyAnimatableData())) }
        set {
            angle.animatableData = newValue.first
            anchor.animatableData = newValue.second.first
        }
    }
}

extension TransformedShape {
    /// The base shape's data (empty): the transform itself does not animate, as in SwiftUI.
    public typealias AnimatableData = EmptyAnimatableData
    /// Empty.
    public var animatableData: AnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}
