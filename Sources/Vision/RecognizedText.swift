import Foundation

/// One candidate reading of a recognized line of text (iOS 18+; Vision's Swift counterpart of
/// `VNRecognizedText`). A render recognizes no text, so it never makes one.
public struct RecognizedText: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The recognized string.
    public let string: String
    /// The confidence in the reading, 0...1.
    public let confidence: Float
    let box: RectangleObservation

    /// The box around the characters in `range`: the whole line's box (Vision's boxes are
    /// approximate); `nil` when `range` is not within `string`.
    public func boundingBox(for range: Range<String.Index>) -> RectangleObservation? {
        guard range.lowerBound >= string.startIndex, range.upperBound <= string.endIndex else { return nil }
        return box
    }

    /// The string read.
    public var description: String { string }
}
