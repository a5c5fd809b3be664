import Foundation

/// A line of text a text-recognition request found, with its corners and candidate readings
/// (iOS 18+; the Swift counterpart of `VNRecognizedTextObservation`). A render recognizes none;
/// one converted from a classic observation keeps its geometry and candidates.
public struct RecognizedTextObservation: Hashable, Codable, Sendable {
    /// A unique identifier for the observation.
    public let uuid: UUID
    /// The confidence in the observation, 0...1.
    public let confidence: Float
    /// The line's bounds, normalized with a lower-left origin.
    public let boundingBox: NormalizedRect
    /// The upper-left corner of the line's quadrilateral.
    public let topLeft: NormalizedPoint
    /// The upper-right corner.
    public let topRight: NormalizedPoint
    /// The lower-right corner.
    public let bottomRight: NormalizedPoint
    /// The lower-left corner.
    public let bottomLeft: NormalizedPoint
    private let candidates: [RecognizedText]

    /// The Swift form of a classic text observation: its geometry and up to 10 candidates.
    public init(_ observation: VNRecognizedTextObservation) {
        uuid = observation.uuid
        confidence = observation.confidence
        boundingBox = NormalizedRect(normalizedRect: observation.boundingBox)
        topLeft = NormalizedPoint(normalizedPoint: observation.topLeft)
        topRight = NormalizedPoint(normalizedPoint: observation.topRight)
        bottomRight = NormalizedPoint(normalizedPoint: observation.bottomRight)
        bottomLeft = NormalizedPoint(normalizedPoint: observation.bottomLeft)
        let box = RectangleObservation(observation)
        candidates = observation.topCandidates(10).map {
            RecognizedText(string: $0.string, confidence: $0.confidence, box: box)
        }
    }

    /// Up to `maxCandidateCount` readings of the line, best first (at most 10).
    public func topCandidates(_ maxCandidateCount: Int) -> [RecognizedText] {
        Array(candidates.prefix(max(0, min(maxCandidateCount, 10))))
    }

    /// The best reading's string (iOS 26+), or "" when there is none.
    public var transcript: String { candidates.first?.string ?? "" }
}
