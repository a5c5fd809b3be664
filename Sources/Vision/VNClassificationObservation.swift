import Foundation

/// A classification label with its confidence, as `VNClassifyImageRequest` reports them. A
/// render classifies nothing; one made by code has an empty identifier and no
/// precision-recall curve.
open class VNClassificationObservation: VNObservation {
    /// The classification's label, such as "cat" (empty here).
    open var identifier: String { "" }
    /// Whether the observation has precision-recall curves (iOS 13+): `false` here.
    open var hasPrecisionRecallCurve: Bool { false }

    /// Whether the classification reaches `minimumPrecision` at `recall` (iOS 13+): `false`
    /// without a precision-recall curve.
    open func hasMinimumPrecision(_ minimumPrecision: Float, forRecall recall: Float) -> Bool { false }

    /// Whether the classification reaches `minimumRecall` at `precision` (iOS 13+): `false`
    /// without a precision-recall curve.
    open func hasMinimumRecall(_ minimumRecall: Float, forPrecision precision: Float) -> Bool { false }
}
