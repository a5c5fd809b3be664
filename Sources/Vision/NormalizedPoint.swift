import Foundation

/// A point in normalized image coordinates: 0...1 across the image, origin at the lower left
/// (iOS 18+). Its conversions are plain arithmetic, exact in a render.
public struct NormalizedPoint: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The point as a CoreGraphics point.
    public let cgPoint: CGPoint

    /// The point at `x`, `y` (fractions of the image's width and height).
    public init(x: CGFloat, y: CGFloat) { cgPoint = CGPoint(x: x, y: y) }

    /// The point a normalized CoreGraphics point describes.
    public init(normalizedPoint: CGPoint) { cgPoint = normalizedPoint }

    /// The point at `imagePoint` (pixels, lower-left origin) in an image of `imageSize`.
    public init(imagePoint: CGPoint, in imageSize: CGSize) {
        cgPoint = CGPoint(x: imagePoint.x / imageSize.width, y: imagePoint.y / imageSize.height)
    }

    /// The point at `imagePoint` in an image of `imageSize`, normalized within `regionOfInterest`.
    public init(imagePoint: CGPoint, in imageSize: CGSize, normalizedTo regionOfInterest: NormalizedRect) {
        let whole = NormalizedPoint(imagePoint: imagePoint, in: imageSize).cgPoint
        let roi = regionOfInterest.cgRect
        cgPoint = CGPoint(x: (whole.x - roi.minX) / roi.width, y: (whole.y - roi.minY) / roi.height)
    }

    /// The origin, `(0, 0)`.
    public static var zero: NormalizedPoint { NormalizedPoint(x: 0, y: 0) }

    /// The horizontal coordinate, a fraction of the width.
    public var x: CGFloat { cgPoint.x }
    /// The vertical coordinate, a fraction of the height from the bottom.
    public var y: CGFloat { cgPoint.y }

    /// The point in an image of `imageSize`: `(x × width, y × height)`, or with y measured from
    /// the top, `(1 − y) × height`, for `.upperLeft`.
    public func toImageCoordinates(_ imageSize: CGSize, origin: CoordinateOrigin = .lowerLeft) -> CGPoint {
        let flippedY = origin == .upperLeft ? 1 - y : y
        return CGPoint(x: x * imageSize.width, y: flippedY * imageSize.height)
    }

    /// The point, normalized within `regionOfInterest`, in the whole image of `imageSize`.
    public func toImageCoordinates(from regionOfInterest: NormalizedRect, imageSize: CGSize,
                                   origin: CoordinateOrigin = .lowerLeft) -> CGPoint {
        let roi = regionOfInterest.cgRect
        return NormalizedPoint(x: roi.minX + x * roi.width, y: roi.minY + y * roi.height)
            .toImageCoordinates(imageSize, origin: origin)
    }

    /// The coordinates, as "(x, y)".
    public var description: String { "(\(x), \(y))" }
}
