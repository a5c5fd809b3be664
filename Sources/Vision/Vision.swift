// The module a file's `import Vision` finds on Linux: Vision's classic request API (`VNRequest`
// and its subclasses, `VNImageRequestHandler`, the observation classes) and its geometry helpers.
// A render has no machine-learning models: every request performs without error and finds
// nothing (its `results` is an empty array), after a runtime warning naming the request. The
// coordinate conversions (`VNImageRectForNormalizedRect` and the rest) are exact. On iOS the
// framework brings CoreImage, CoreGraphics, ImageIO (whose `CGImagePropertyOrientation` the
// handlers take), CoreMedia and CoreVideo (the sample and pixel buffers they take), CoreML (the
// `MLModel` a `VNCoreMLModel` wraps) and Foundation with it; so does this one. A render has no
// Core ML runtime either: a `VNCoreMLRequest` performs and finds nothing, like every request.
@_exported import CoreImage
@_exported import CoreML
@_exported import CoreMedia
@_exported import ImageIO
@_exported import Foundation
