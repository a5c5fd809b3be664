import Foundation

// CoreVideo's buffer types, which CoreMedia's sample buffers carry and Vision's handlers take
// (on iOS, CoreMedia brings CoreVideo with it). A render captures and decodes no video, so no
// buffer is ever made: code that receives one compiles, and the paths that would get one never run.

/// A Core Video buffer of media data, such as one camera frame. A render makes none: it has no
/// camera and decodes no video.
public final class CVBuffer {
    /// The image's width in pixels.
    let width: Int
    /// The image's height in pixels.
    let height: Int

    /// A buffer of a `width` × `height` image.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

/// A Core Video buffer holding an image (CoreVideo's `CVImageBuffer`).
public typealias CVImageBuffer = CVBuffer

/// A Core Video image buffer in main memory, as a camera delivers frames (CoreVideo's
/// `CVPixelBuffer`). A render makes none.
public typealias CVPixelBuffer = CVImageBuffer

/// The width of `pixelBuffer` in pixels.
public func CVPixelBufferGetWidth(_ pixelBuffer: CVPixelBuffer) -> Int { pixelBuffer.width }

/// The height of `pixelBuffer` in pixels.
public func CVPixelBufferGetHeight(_ pixelBuffer: CVPixelBuffer) -> Int { pixelBuffer.height }
