import Foundation

extension RasterImage {
    /// A CoreGraphics image's pixels at `scale` (the same bytes, not copied).
    package init(_ image: CGImage, scale: CGFloat = 1) {
        // A CGImage always holds width × height × 4 bytes, so only a bad scale can fail.
        self = RasterImage(width: image.width, height: image.height, rgba: image.rgba, scale: scale)
            ?? RasterImage(width: image.width, height: image.height, rgba: image.rgba)!
    }

    /// The pixels as a CoreGraphics image (which has no scale).
    package var cgImage: CGImage {
        // RasterImage's own initializer checked the same sizes.
        CGImage(width: width, height: height, rgba: rgba)!
    }
}
