import Foundation

/// A region of text that `VNDetectTextRectanglesRequest` found. A render finds none; one made
/// by code has no character boxes.
open class VNTextObservation: VNRectangleObservation {
    /// The boxes of the region's characters when the request asked for them (`nil` here).
    open var characterBoxes: [VNRectangleObservation]? { nil }
}
