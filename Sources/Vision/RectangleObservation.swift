import Foundation

/// A quadrilateral found in an image, with its four corners (iOS 18+; Vision's Swift
/// counterpart of `VNRectangleObservation`). A render's requests find none; code can make one.
public struct RectangleObservation: Hashable, Codable, Sendable {
    /// A unique identifier for the observation.
    public let uuid: UUID
    /// The confidence in the observation, 0...1 (1 for one made by code).
    public let confidence: Float
    /// The upper-left corner.
    public let topLeft: NormalizedPoint
    /// The upper-right corner.
    public let topRight: NormalizedPoint
    /// The lower-right corner.
    public let bottomRight: NormalizedPoint
    /// The lower-left corner.
    public let bottomLeft: NormalizedPoint

    /// A quadrilateral from its corners, clockwise from the upper left.
    public init(topLeft: NormalizedPoint, topRight: NormalizedPoint, bottomRight: NormalizedPoint, bottomLeft: NormalizedPoint) {
        uuid = UUID()
        confidence = 1
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The Swift form of a classic rectangle observation: its corners and confidence.
    public init(_ observation: VNRectangleObservation) {
        uuid = observation.uuid
        confidence = observation.confidence
        topLeft = NormalizedPoint(normalizedPoint: observation.topLeft)
        topRight = NormalizedPoint(normalizedPoint: observation.topRight)
        bottomRight = NormalizedPoint(normalizedPoint: observation.bottomRight)
        bottomLeft = NormalizedPoint(normalizedPoint: observation.bottomLeft)
    }

    /// The smallest rectangle holding the four corners.
    public var boundingBox: NormalizedRect {
        let xs = [topLeft.x, topRight.x, bottomRight.x, bottomLeft.x]
        let ys = [topLeft.y, topRight.y, bottomRight.y, bottomLeft.y]
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return NormalizedRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}
