import Foundation

/// One candidate reading of a recognized line of text: its string, confidence and the boxes of
/// its characters. A render recognizes no text, so it never makes one.
open class VNRecognizedText: NSObject, VNRequestRevisionProviding {
    /// The recognized string.
    public let string: String
    /// The confidence in the reading, 0...1.
    public let confidence: VNConfidence
    /// The revision of the request that made the reading.
    public let requestRevision: Int
    private let box: VNRectangleObservation

    init(string: String, confidence: VNConfidence, boundingBox: CGRect, requestRevision: Int) {
        self.string = string
        self.confidence = confidence
        self.requestRevision = requestRevision
        self.box = VNRectangleObservation(requestRevision: requestRevision, boundingBox: boundingBox)
        super.init()
    }

    /// The box around the characters in `range`: the whole line's box (Vision's boxes are
    /// approximate); `nil` when `range` is not within `string`.
    open func boundingBox(for range: Range<String.Index>) throws -> VNRectangleObservation? {
        guard range.lowerBound >= string.startIndex, range.upperBound <= string.endIndex else { return nil }
        return box
    }
}
