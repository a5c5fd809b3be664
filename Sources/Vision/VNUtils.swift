import Foundation

// Vision's coordinate helpers (Apple's VNUtils.h). Normalized coordinates run from 0 to 1 across
// the image with the origin at its lower-left corner, as observations report them; image
// coordinates are pixels on the same axes. These are plain arithmetic, exact in a render too.
// A region of interest (`roi`) is itself normalized, as a request's `regionOfInterest` is.

/// The normalized rectangle of the whole image, `(0, 0, 1, 1)`.
public let VNNormalizedIdentityRect = CGRect(x: 0, y: 0, width: 1, height: 1)

/// Whether `normalizedRect` is exactly the whole image, `(0, 0, 1, 1)`.
public func VNNormalizedRectIsIdentityRect(_ normalizedRect: CGRect) -> Bool {
    normalizedRect == VNNormalizedIdentityRect
}

/// Projects a normalized point into an image of `imageWidth` × `imageHeight` pixels: each
/// coordinate scaled by the side it runs along.
public func VNImagePointForNormalizedPoint(_ normalizedPoint: CGPoint, _ imageWidth: Int, _ imageHeight: Int) -> CGPoint {
    CGPoint(x: normalizedPoint.x * CGFloat(imageWidth), y: normalizedPoint.y * CGFloat(imageHeight))
}

/// Places a face landmark point (normalized to the face's box, as `VNFaceLandmarkRegion2D` gives
/// them) in an image of `imageWidth` × `imageHeight` pixels: first into `faceBoundingBox`
/// (normalized to the image), then scaled to pixels.
public func VNImagePointForFaceLandmarkPoint(_ faceLandmarkPoint: SIMD2<Float>, _ faceBoundingBox: CGRect,
                                             _ imageWidth: Int, _ imageHeight: Int) -> CGPoint {
    let inImage = CGPoint(x: faceBoundingBox.origin.x + CGFloat(faceLandmarkPoint.x) * faceBoundingBox.size.width,
                          y: faceBoundingBox.origin.y + CGFloat(faceLandmarkPoint.y) * faceBoundingBox.size.height)
    return VNImagePointForNormalizedPoint(inImage, imageWidth, imageHeight)
}

/// Projects a normalized rectangle into image coordinates: x and width scaled by `imageWidth`,
/// y and height by `imageHeight` (0.25, 0.5, 0.5, 0.25 in 400 × 200 is 100, 100, 200, 50).
public func VNImageRectForNormalizedRect(_ normalizedRect: CGRect, _ imageWidth: Int, _ imageHeight: Int) -> CGRect {
    let w = CGFloat(imageWidth), h = CGFloat(imageHeight)
    return CGRect(x: normalizedRect.origin.x * w, y: normalizedRect.origin.y * h,
                  width: normalizedRect.size.width * w, height: normalizedRect.size.height * h)
}

/// Projects a rectangle in image coordinates into normalized ones: the inverse of
/// `VNImageRectForNormalizedRect` (a zero side divides by zero, giving infinities, as in C).
public func VNNormalizedRectForImageRect(_ imageRect: CGRect, _ imageWidth: Int, _ imageHeight: Int) -> CGRect {
    let w = CGFloat(imageWidth), h = CGFloat(imageHeight)
    return CGRect(x: imageRect.origin.x / w, y: imageRect.origin.y / h,
                  width: imageRect.size.width / w, height: imageRect.size.height / h)
}

/// Projects a point normalized within `roi` into image coordinates (iOS 15+): first into the
/// whole image's normalized space, then scaled to pixels.
public func VNImagePointForNormalizedPointUsingRegionOfInterest(_ normalizedPoint: CGPoint, _ imageWidth: Int,
                                                                _ imageHeight: Int, _ roi: CGRect) -> CGPoint {
    let whole = CGPoint(x: roi.origin.x + normalizedPoint.x * roi.size.width,
                        y: roi.origin.y + normalizedPoint.y * roi.size.height)
    return VNImagePointForNormalizedPoint(whole, imageWidth, imageHeight)
}

/// Projects a point in image coordinates into coordinates normalized within `roi` (iOS 15+):
/// the inverse of `VNImagePointForNormalizedPointUsingRegionOfInterest`.
public func VNNormalizedPointForImagePointUsingRegionOfInterest(_ imagePoint: CGPoint, _ imageWidth: Int,
                                                                _ imageHeight: Int, _ roi: CGRect) -> CGPoint {
    let wholeX = imagePoint.x / CGFloat(imageWidth), wholeY = imagePoint.y / CGFloat(imageHeight)
    return CGPoint(x: (wholeX - roi.origin.x) / roi.size.width, y: (wholeY - roi.origin.y) / roi.size.height)
}

/// Projects a rectangle normalized within `roi` into image coordinates (iOS 15+): the result of
/// a request with that region of interest, placed on the whole image's pixels.
public func VNImageRectForNormalizedRectUsingRegionOfInterest(_ normalizedRect: CGRect, _ imageWidth: Int,
                                                              _ imageHeight: Int, _ roi: CGRect) -> CGRect {
    let whole = CGRect(x: roi.origin.x + normalizedRect.origin.x * roi.size.width,
                       y: roi.origin.y + normalizedRect.origin.y * roi.size.height,
                       width: normalizedRect.size.width * roi.size.width,
                       height: normalizedRect.size.height * roi.size.height)
    return VNImageRectForNormalizedRect(whole, imageWidth, imageHeight)
}

/// Projects a rectangle in image coordinates into coordinates normalized within `roi`
/// (iOS 15+): the inverse of `VNImageRectForNormalizedRectUsingRegionOfInterest`.
public func VNNormalizedRectForImageRectUsingRegionOfInterest(_ imageRect: CGRect, _ imageWidth: Int,
                                                              _ imageHeight: Int, _ roi: CGRect) -> CGRect {
    let whole = VNNormalizedRectForImageRect(imageRect, imageWidth, imageHeight)
    return CGRect(x: (whole.origin.x - roi.origin.x) / roi.size.width,
                  y: (whole.origin.y - roi.origin.y) / roi.size.height,
                  width: whole.size.width / roi.size.width, height: whole.size.height / roi.size.height)
}
