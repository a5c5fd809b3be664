// The module a file's `import CoreML` finds on Linux: Core ML's model, feature and array types.
// A render has no Core ML runtime, so no compiled model ever loads: `MLModel(contentsOf:)`,
// `MLModel.load(contentsOf:configuration:)`, `compileModel(at:)` and every prediction throw
// `MLModelError` (code `.generic`) after a runtime warning naming the model, and an app shows
// what it shows when its model fails to load. The value types apps fill and read in plain code
// are real: `MLMultiArray` holds its numbers in memory with Core ML's shapes and strides,
// `MLShapedArray` is a working shaped array, and feature values and providers hold what they
// are given. On iOS the framework brings Foundation, CoreGraphics (the `CGImage` its image
// conversions take) and CoreVideo (the `CVPixelBuffer` and pixel-format constants that
// generated model classes name) with it; so does this one, through CoreMedia, which declares
// CoreVideo's buffer types in Backplate.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import CoreMedia
