import Foundation

/// A line of text that `VNRecognizeTextRequest` recognized, with its candidate readings. A
/// render recognizes none; one made by code (from a bounding box) has no candidates.
open class VNRecognizedTextObservation: VNRectangleObservation {
    var candidates: [VNRecognizedText] = []

    /// Up to `maxCandidateCount` readings of the text, best first (Vision returns at most 10):
    /// none for an observation made by code.
    open func topCandidates(_ maxCandidateCount: Int) -> [VNRecognizedText] {
        Array(candidates.prefix(max(0, min(maxCandidateCount, 10))))
    }
}
