// The module a file's `import CoreVideo` finds on Linux: pixel buffers in main memory, their
// pixel formats, attribute keys and result codes. CoreMedia re-exports it, as on iOS; it brings
// CoreGraphics, as CoreVideo's headers do.
@_exported import CoreGraphics
@_exported import Foundation

/// Four characters packed into a 32-bit number, as media formats are named.
public typealias FourCharCode = UInt32
/// A four-character code naming a type (a pixel format...).
public typealias OSType = FourCharCode
/// Option bits passed to Core Video calls.
public typealias CVOptionFlags = UInt64

/// A Core Video result code: `kCVReturnSuccess`, or one of the errors below.
public typealias CVReturn = Int32
/// The call succeeded.
public let kCVReturnSuccess: CVReturn = 0
/// The first Core Video error code (a marker, never returned).
public let kCVReturnFirst: CVReturn = -6660
/// An otherwise undefined error.
public let kCVReturnError: CVReturn = -6660
/// A parameter was out of range or of the wrong type.
public let kCVReturnInvalidArgument: CVReturn = -6661
/// Memory for a buffer or pool could not be allocated.
public let kCVReturnAllocationFailed: CVReturn = -6662
/// The operation is not supported.
public let kCVReturnUnsupported: CVReturn = -6663
/// The buffer does not support the pixel format.
public let kCVReturnInvalidPixelFormat: CVReturn = -6680
/// The buffer cannot have the size asked for.
public let kCVReturnInvalidSize: CVReturn = -6681
/// The pixel buffer attributes are not valid.
public let kCVReturnInvalidPixelBufferAttributes: CVReturn = -6682
/// The pixel buffer is not compatible with OpenGL.
public let kCVReturnPixelBufferNotOpenGLCompatible: CVReturn = -6683
/// The pixel buffer is not compatible with Metal.
public let kCVReturnPixelBufferNotMetalCompatible: CVReturn = -6684
/// A pool allocation would exceed its threshold.
public let kCVReturnWouldExceedAllocationThreshold: CVReturn = -6689
/// A pool could not allocate a buffer.
public let kCVReturnPoolAllocationFailed: CVReturn = -6690
/// The pool attributes are not valid.
public let kCVReturnInvalidPoolAttributes: CVReturn = -6691
/// The operation should be tried again.
public let kCVReturnRetry: CVReturn = -6692
/// The last Core Video error code (a marker, never returned).
public let kCVReturnLast: CVReturn = -6699
