/// The EXIF orientation of image data, which Photos' `requestImageDataAndOrientation` hands
/// back and Vision's request handlers take; its raw values are EXIF's (1 to 8).
public enum CGImagePropertyOrientation: UInt32, Sendable {
    /// Upright (EXIF 1).
    case up = 1
    /// Mirrored horizontally (EXIF 2).
    case upMirrored = 2
    /// Rotated 180° (EXIF 3).
    case down = 3
    /// Mirrored vertically (EXIF 4).
    case downMirrored = 4
    /// Mirrored, rotated 90° counterclockwise (EXIF 5).
    case leftMirrored = 5
    /// Rotated 90° clockwise (EXIF 6).
    case right = 6
    /// Mirrored, rotated 90° clockwise (EXIF 7).
    case rightMirrored = 7
    /// Rotated 90° counterclockwise (EXIF 8).
    case left = 8
}
