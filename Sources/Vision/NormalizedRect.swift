import Foundation

/// A rectangle in normalized image coordinates: 0...1 across the image, origin at the lower left
/// (iOS 18+). Observations of Vision's Swift API report their bounds this way; its conversions
/// are plain arithmetic, exact in a render.
public struct NormalizedRect: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The rectangle as a CoreGraphics rectangle.
    public let cgRect: CGRect

    /// The rectangle at `x`, `y` of `width` × `height` (fractions of the image).
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        cgRect = CGRect(x: x, y: y, width: width, height: height)
    }

    /// The rectangle a normalized CoreGraphics rectangle describes.
    public init(normalizedRect: CGRect) { cgRect = normalizedRect }

    /// The rectangle `imageRect` (pixels, lower-left origin) covers in an image of `imageSize`.
    public init(imageRect: CGRect, in imageSize: CGSize) {
        cgRect = CGRect(x: imageRect.minX / imageSize.width, y: imageRect.minY / imageSize.height,
                        width: imageRect.width / imageSize.width, height: imageRect.height / imageSize.height)
    }

    /// The rectangle `imageRect` covers in an image of `imageSize`, normalized within
    /// `regionOfInterest`.
    public init(imageRect: CGRect, in imageSize: CGSize, normalizedTo regionOfInterest: NormalizedRect) {
        let whole = NormalizedRect(imageRect: imageRect, in: imageSize).cgRect
        let roi = regionOfInterest.cgRect
        cgRect = CGRect(x: (whole.minX - roi.minX) / roi.width, y: (whole.minY - roi.minY) / roi.height,
                        width: whole.width / roi.width, height: whole.height / roi.height)
    }

    /// The whole image, `(0, 0, 1, 1)`.
    public static var fullImage: NormalizedRect { NormalizedRect(x: 0, y: 0, width: 1, height: 1) }

    /// The lower-left corner.
    public var origin: CGPoint { cgRect.origin }
    /// The width, a fraction of the image's width.
    public var width: CGFloat { cgRect.width }
    /// The height, a fraction of the image's height.
    public var height: CGFloat { cgRect.height }

    /// The rectangle in an image of `imageSize`, in pixels: each edge scaled by its side; with
    /// `.upperLeft`, y is measured from the top to the rectangle's top edge.
    public func toImageCoordinates(_ imageSize: CGSize, origin: CoordinateOrigin = .lowerLeft) -> CGRect {
        let y = origin == .upperLeft ? 1 - cgRect.maxY : cgRect.minY
        return CGRect(x: cgRect.minX * imageSize.width, y: y * imageSize.height,
                      width: cgRect.width * imageSize.width, height: cgRect.height * imageSize.height)
    }

    /// The rectangle, normalized within `regionOfInterest`, in the whole image of `imageSize`.
    public func toImageCoordinates(from regionOfInterest: NormalizedRect, imageSize: CGSize,
                                   origin: CoordinateOrigin = .lowerLeft) -> CGRect {
        let roi = regionOfInterest.cgRect
        return NormalizedRect(x: roi.minX + cgRect.minX * roi.width, y: roi.minY + cgRect.minY * roi.height,
                              width: cgRect.width * roi.width, height: cgRect.height * roi.height)
            .toImageCoordinates(imageSize, origin: origin)
    }

    /// The rectangle, as "(x, y, width, height)".
    public var description: String { "(\(cgRect.minX), \(cgRect.minY), \(cgRect.width), \(cgRect.height))" }
}
