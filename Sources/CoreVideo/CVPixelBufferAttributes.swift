// The keys of a pixel buffer's attribute dictionary, as apps pass them to
// `CVPixelBufferCreate`. Backplate's buffers are always CPU memory that a `CGContext` can draw
// into, so the keys are accepted and change nothing.

/// Whether the buffer can back a `CGImage`.
public let kCVPixelBufferCGImageCompatibilityKey: CFString = "CGImageCompatibility"
/// Whether the buffer can back a bitmap `CGContext`.
public let kCVPixelBufferCGBitmapContextCompatibilityKey: CFString = "CGBitmapContextCompatibility"
/// The pixel format (a number).
public let kCVPixelBufferPixelFormatTypeKey: CFString = "PixelFormatType"
/// The width in pixels.
public let kCVPixelBufferWidthKey: CFString = "Width"
/// The height in pixels.
public let kCVPixelBufferHeightKey: CFString = "Height"
/// The bytes-per-row alignment.
public let kCVPixelBufferBytesPerRowAlignmentKey: CFString = "BytesPerRowAlignment"
/// IOSurface properties (an empty dictionary asks for IOSurface backing).
public let kCVPixelBufferIOSurfacePropertiesKey: CFString = "IOSurfaceProperties"
/// Whether Metal can use the buffer.
public let kCVPixelBufferMetalCompatibilityKey: CFString = "MetalCompatibility"
/// Whether OpenGL ES can use the buffer.
public let kCVPixelBufferOpenGLESCompatibilityKey: CFString = "OpenGLESCompatibility"
